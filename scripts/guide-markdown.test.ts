// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, test } from "vitest";

import { parseGuide, parseRuns } from "./guide-markdown.ts";

const guidesDir = path.resolve(import.meta.dirname, "../assets/guides");
const readGuide = (name: string) => readFileSync(path.join(guidesDir, name), "utf8");

describe("parseGuide", () => {
  test("reads the title from the first line and a short line after it as the subtitle", () => {
    expect(parseGuide("# The title\n\nA short subtitle\n\nIntro paragraph.")).toEqual([
      { kind: "title", text: "The title" },
      { kind: "subtitle", text: "A short subtitle" },
      { kind: "paragraph", runs: [{ text: "Intro paragraph.", bold: false }] },
    ]);
  });

  test("treats a sentence after the title as the introduction, not a subtitle", () => {
    expect(parseGuide("# Title\n\nThis guide starts straight away.")).toEqual([
      { kind: "title", text: "Title" },
      { kind: "paragraph", runs: [{ text: "This guide starts straight away.", bold: false }] },
    ]);
  });

  test("reads sections and sub-headings", () => {
    expect(parseGuide("# Title\n\n## Section one\n\n### A sub-heading")).toEqual([
      { kind: "title", text: "Title" },
      { kind: "section", text: "Section one" },
      { kind: "subheading", text: "A sub-heading" },
    ]);
  });

  test("makes one paragraph per line, with blank lines between them", () => {
    const blocks = parseGuide("# Title\n\nFirst paragraph.\n\nSecond paragraph.\n");
    expect(blocks.slice(1)).toEqual([
      { kind: "paragraph", runs: [{ text: "First paragraph.", bold: false }] },
      { kind: "paragraph", runs: [{ text: "Second paragraph.", bold: false }] },
    ]);
  });

  test("joins a soft-wrapped line to the paragraph above", () => {
    expect(parseGuide("# Title\n\nOne sentence\nwrapped.").slice(1)).toEqual([
      { kind: "paragraph", runs: [{ text: "One sentence wrapped.", bold: false }] },
    ]);
  });

  test("reads bullets as separate items", () => {
    expect(parseGuide("# Title\n\nIntro:\n\n- First item\n- Second item").slice(2)).toEqual([
      { kind: "bullet", runs: [{ text: "First item", bold: false }] },
      { kind: "bullet", runs: [{ text: "Second item", bold: false }] },
    ]);
  });

  test("keeps the author's numbers on numbered items", () => {
    expect(parseGuide("# Title\n\n4. Fourth\n\n7. Seventh").slice(1)).toEqual([
      { kind: "numbered", number: 4, runs: [{ text: "Fourth", bold: false }] },
      { kind: "numbered", number: 7, runs: [{ text: "Seventh", bold: false }] },
    ]);
  });

  test("splits a bold lead-in from the rest of a paragraph, bullet or numbered item", () => {
    const runs = [
      { text: "Bold lead-in.", bold: true },
      { text: "The rest of the text.", bold: false },
    ];
    const text = "**Bold lead-in.** The rest of the text.";
    expect(parseGuide(`# Title\n\nIntro.\n\n${text}\n\n- ${text}\n\n3. ${text}`).slice(2)).toEqual([
      { kind: "paragraph", runs },
      { kind: "bullet", runs },
      { kind: "numbered", number: 3, runs },
    ]);
  });

  test("leaves text without a lead-in as one normal run, and allows bold on its own", () => {
    expect(parseRuns("Plain text")).toEqual([{ text: "Plain text", bold: false }]);
    expect(parseRuns("**Only bold**")).toEqual([{ text: "Only bold", bold: true }]);
  });

  test("rejects what it cannot print", () => {
    expect(() => parseGuide("No title here")).toThrow(/must start with/);
    expect(() => parseGuide("# Title\n\n#### Too deep")).toThrow(/not supported/);
    expect(() => parseGuide("# Title\n\nSome **bold** in the middle.")).toThrow(/lead-in/);
    expect(() => parseGuide("# Title\n\n> A quote")).toThrow(/not supported/);
  });
});

describe("the guide sources", () => {
  test("the checklist has exactly 27 numbered items, numbered 1 to 27 in order", () => {
    const blocks = parseGuide(readGuide("cleaning-partner-checklist.md"));
    const numbers = blocks.flatMap((block) => (block.kind === "numbered" ? [block.number] : []));
    expect(numbers).toEqual(Array.from({ length: 27 }, (_, index) => index + 1));
    for (const block of blocks) {
      if (block.kind === "numbered") expect(block.runs[0]?.bold).toBe(true);
    }
  });

  test("both guides have a title, a subtitle and sections", () => {
    for (const name of ["cleaning-partner-checklist.md", "business-growth-strategy-guide.md"]) {
      const blocks = parseGuide(readGuide(name));
      expect(blocks[0]?.kind).toBe("title");
      expect(blocks[1]?.kind).toBe("subtitle");
      expect(blocks.filter((block) => block.kind === "section").length).toBeGreaterThan(3);
    }
  });
});
