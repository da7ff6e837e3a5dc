/**
 * Turns the printable guides in assets/guides/*.md into A4 PDFs with pdfkit. Run directly
 * (`npx tsx scripts/build-guides.ts`) it writes them to public/assets/, which is not committed;
 * build-assets.ts calls buildGuides() as part of every asset build. A PDF newer than its source,
 * this script, the Markdown parser and the site facts is left alone, so repeated builds are quick.
 */
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";

import { site } from "../app/content/site.ts";
import { parseGuide } from "./guide-markdown.ts";
import type { GuideBlock, TextRun } from "./guide-markdown.ts";
import { mtime } from "./mtime.ts";
import {
  ACCENT,
  BOLD,
  contactBoxHeight,
  type ContactBoxStyle,
  contactRows,
  countPages,
  drawContactBox,
  helveticaSetter,
  MUTED,
  NAVY,
  openPdf,
  REGULAR,
  TEXT,
  type TextSetter,
  toWinAnsi,
  writeFooters,
  writePdf,
} from "./pdf.ts";

const root = path.resolve(import.meta.dirname, "..");
const guidesDir = path.join(root, "assets/guides");

export interface Guide {
  source: string;
  output: string;
  keywords: string[];
}

const GUIDES: Guide[] = [
  {
    source: "cleaning-partner-checklist.md",
    output: "cleaning-partner-checklist.pdf",
    keywords: ["commercial cleaning", "cleaning contractor", "checklist", "facilities", "London"],
  },
  {
    source: "business-growth-strategy-guide.md",
    output: "business-growth-strategy-guide.pdf",
    keywords: ["seafood", "business growth", "export", "cold chain", "Gulf", "Puntland"],
  },
];

/** Besides the Markdown source, every file whose change should rebuild the PDFs. */
const SCRIPT_INPUTS = [
  import.meta.filename,
  path.join(import.meta.dirname, "guide-markdown.ts"),
  path.join(import.meta.dirname, "pdf.ts"),
  path.join(root, "app/content/site.ts"),
];

// Layout, in points (A4 is 595.28 × 841.89); colours and fonts are in pdf.ts.
const MARGIN = 56;
const BODY_SIZE = 10.5;
const LINE_GAP = 4;
const PARAGRAPH_GAP = 9;
const SECTION = { size: 15, before: 22, after: 8 };
const SUBHEADING = { size: 12, before: 14, after: 5 };
const BULLET_INDENT = 20;
const BULLET_GAP = 4;
const CHECK_INDENT = 40;
const CHECK_GAP = 10;
const CHECKBOX = 8.5;
/** Paragraphs of up to this many lines are never split across pages. */
const KEEP_TOGETHER_LINES = 3;

/** Typographic quotes and dashes for straight ASCII ones. */
function smarten(text: string): string {
  return text
    .replace(/(^|[\s([{\u2013\u2014])"/g, "$1\u201c")
    .replace(/"/g, "\u201d")
    .replace(/(^|[\s([{\u2013\u2014])'/g, "$1\u2018")
    .replace(/'/g, "\u2019")
    .replace(/ - /g, " \u2013 ");
}

// ---------------------------------------------------------------------------------------------
// Layout

type Doc = PDFKit.PDFDocument;

class GuideLayout {
  readonly missing = new Set<string>();
  readonly left: number;
  readonly width: number;
  /** For the parts drawn by pdf.ts's toolkit: Helvetica, with text made printable by text(). */
  readonly setter: TextSetter;

  constructor(readonly doc: Doc) {
    this.left = doc.page.margins.left;
    this.width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    this.setter = helveticaSetter(doc, (text) => this.text(text));
  }

  text(text: string): string {
    return toWinAnsi(smarten(text), this.missing);
  }

  get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  get atPageTop(): boolean {
    return this.doc.y <= this.doc.page.margins.top + 0.5;
  }

  /** Vertical space between blocks, which is dropped at the top of a page. */
  gap(points: number): void {
    if (!this.atPageTop) this.doc.y += points;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensure(height: number): void {
    if (!this.atPageTop && this.doc.y + height > this.bottom) this.doc.addPage();
  }

  /** The distance from one line of body text to the next. */
  lineAdvance(size = BODY_SIZE): number {
    this.doc.font(REGULAR).fontSize(size);
    return this.doc.currentLineHeight(true) + LINE_GAP;
  }

  runsHeight(runs: TextRun[], width: number, size = BODY_SIZE): number {
    const { doc } = this;
    const [first, ...rest] = runs;
    if (!first) return 0;
    const options = { width, lineGap: LINE_GAP };
    if (!first.bold || rest.length === 0) {
      doc.font(first.bold ? BOLD : REGULAR).fontSize(size);
      return doc.heightOfString(runs.map((run) => this.text(run.text)).join(" "), options);
    }
    doc.font(BOLD).fontSize(size);
    const lead = `${this.text(first.text)} `;
    const leadWidth = doc.widthOfString(lead);
    const remainder = rest.map((run) => this.text(run.text)).join(" ");
    doc.font(REGULAR);
    if (leadWidth >= width * 0.8) {
      return doc.heightOfString(lead, options) + doc.heightOfString(remainder, options);
    }
    return doc.heightOfString(remainder, { ...options, indent: leadWidth });
  }

  writeRuns(runs: TextRun[], x: number, width: number, size = BODY_SIZE): void {
    const { doc } = this;
    runs.forEach((run, index) => {
      const last = index === runs.length - 1;
      doc
        .font(run.bold ? BOLD : REGULAR)
        .fontSize(size)
        .fillColor(run.bold ? NAVY : TEXT);
      const text = this.text(run.text) + (last ? "" : " ");
      const options = { width, lineGap: LINE_GAP, continued: !last };
      if (index === 0) doc.text(text, x, doc.y, options);
      else doc.text(text, options);
    });
    doc.x = this.left;
  }

  /** The space above a block, which `gap()` drops at the top of a page. */
  gapBefore(blocks: GuideBlock[], index: number): number {
    const block = blocks[index];
    const previous = blocks[index - 1];
    const afterHeading = previous?.kind === "section" || previous?.kind === "subheading";
    switch (block?.kind) {
      case "section":
        return SECTION.before;
      case "subheading":
        return previous?.kind === "section" ? 0 : SUBHEADING.before;
      case "paragraph":
        return afterHeading ? 0 : PARAGRAPH_GAP;
      case "bullet":
        return afterHeading ? 0 : previous?.kind === "bullet" ? BULLET_GAP : PARAGRAPH_GAP - 2;
      case "numbered":
        return afterHeading ? 0 : previous?.kind === "numbered" ? CHECK_GAP : PARAGRAPH_GAP;
      default:
        return 0;
    }
  }

  /** The least space a block needs at the bottom of a page, including what it keeps with it. */
  minHeight(blocks: GuideBlock[], index: number): number {
    const block = blocks[index];
    if (!block) return 0;
    const withNext = () => this.gapBefore(blocks, index + 1) + this.minHeight(blocks, index + 1);
    switch (block.kind) {
      case "section":
      case "subheading":
        return this.headingHeight(block) + withNext();
      case "paragraph": {
        const height = this.runsHeight(block.runs, this.width);
        const advance = this.lineAdvance();
        if (Math.round(height / advance) > KEEP_TOGETHER_LINES) return 2 * advance;
        // A short paragraph is kept whole. One that introduces a list keeps the first item, and a
        // section's introduction keeps the start of what follows.
        const next = blocks[index + 1]?.kind;
        const previous = blocks[index - 1]?.kind;
        const last = block.runs[block.runs.length - 1]?.text ?? "";
        const introducesList =
          (next === "bullet" || next === "numbered") &&
          (last.endsWith(":") || previous === "section" || previous === "subheading");
        const introducesSection = previous === "section" && next === "subheading";
        return introducesList || introducesSection ? height + withNext() : height;
      }
      case "bullet":
        return this.runsHeight(block.runs, this.width - BULLET_INDENT);
      case "numbered":
        return this.runsHeight(block.runs, this.width - CHECK_INDENT);
      default:
        return 0;
    }
  }

  headingHeight(block: GuideBlock & { kind: "section" | "subheading" }): number {
    const style = block.kind === "section" ? SECTION : SUBHEADING;
    this.doc.font(BOLD).fontSize(style.size);
    return (
      this.doc.heightOfString(this.text(block.text), { width: this.width, lineGap: 2 }) +
      style.after
    );
  }

  cover(title: string, subtitle: string | undefined): void {
    const { doc, left, width } = this;
    doc
      .font(BOLD)
      .fontSize(9.5)
      .fillColor(ACCENT)
      .text(this.text(site.name.toUpperCase()), left, doc.page.margins.top, {
        width,
        characterSpacing: 1.6,
      });
    doc.y += 12;
    doc
      .font(BOLD)
      .fontSize(25)
      .fillColor(NAVY)
      .text(this.text(title), left, doc.y, { width, lineGap: 3 });
    if (subtitle) {
      doc.y += 8;
      doc
        .font(REGULAR)
        .fontSize(13)
        .fillColor(MUTED)
        .text(this.text(subtitle), left, doc.y, { width, lineGap: 3 });
    }
    doc.y += 16;
    const ruleY = doc.y;
    doc.save();
    doc
      .moveTo(left, ruleY)
      .lineTo(left + width, ruleY)
      .lineWidth(0.75)
      .strokeColor(NAVY)
      .stroke();
    doc.rect(left, ruleY - 1.5, 64, 3).fill(ACCENT);
    doc.restore();
    doc.y = ruleY + 22;
  }

  heading(blocks: GuideBlock[], index: number): void {
    const block = blocks[index] as GuideBlock & { kind: "section" | "subheading" };
    const style = block.kind === "section" ? SECTION : SUBHEADING;
    // Keep the heading with the start of what follows it.
    this.ensure(this.minHeight(blocks, index));
    const { doc } = this;
    doc
      .font(BOLD)
      .fontSize(style.size)
      .fillColor(NAVY)
      .text(this.text(block.text), this.left, doc.y, { width: this.width, lineGap: 2 });
    doc.y += style.after;
  }

  paragraph(blocks: GuideBlock[], index: number): void {
    const { doc } = this;
    const { runs } = blocks[index] as GuideBlock & { kind: "paragraph" };
    const advance = this.lineAdvance();
    const lineHeight = advance - LINE_GAP;
    const lines = Math.round(this.runsHeight(runs, this.width) / advance);
    const fits = Math.floor((this.bottom - doc.y - lineHeight) / advance) + 1;
    if (lines <= KEEP_TOGETHER_LINES) {
      this.ensure(this.minHeight(blocks, index));
    } else if (lines > fits && !this.atPageTop) {
      if (fits < 2) {
        doc.addPage();
      } else if (lines - fits < 2) {
        // Carry one more line over so no line is left on its own at the top of the next page.
        const page = doc.page;
        const bottom = page.margins.bottom;
        page.margins.bottom = page.height - (doc.y + (lines - 3) * advance + lineHeight + 0.5);
        this.writeRuns(runs, this.left, this.width);
        page.margins.bottom = bottom;
        return;
      }
    }
    this.writeRuns(runs, this.left, this.width);
  }

  bullet(runs: TextRun[]): void {
    const { doc, left } = this;
    const width = this.width - BULLET_INDENT;
    this.ensure(this.runsHeight(runs, width));
    doc.font(REGULAR).fontSize(BODY_SIZE);
    const xHeightMiddle = doc.y + BODY_SIZE * (0.718 - 0.523 / 2);
    doc
      .save()
      .circle(left + 7, xHeightMiddle, 2)
      .fill(ACCENT)
      .restore();
    this.writeRuns(runs, left + BULLET_INDENT, width);
  }

  numbered(number: number, runs: TextRun[]): void {
    const { doc, left } = this;
    const width = this.width - CHECK_INDENT;
    this.ensure(this.runsHeight(runs, width));
    const y = doc.y;
    // An empty box to tick on paper, level with the capitals of the first line.
    const capMiddle = y + BODY_SIZE * (0.718 - 0.718 / 2);
    doc
      .save()
      .rect(left + 0.5, capMiddle - CHECKBOX / 2, CHECKBOX, CHECKBOX)
      .lineWidth(0.9)
      .strokeColor(NAVY)
      .stroke()
      .restore();
    doc
      .font(BOLD)
      .fontSize(BODY_SIZE)
      .fillColor(ACCENT)
      .text(`${number}.`, left + 12, y, {
        width: CHECK_INDENT - 17,
        align: "right",
        lineBreak: false,
      });
    doc.y = y;
    this.writeRuns(runs, left + CHECK_INDENT, width);
  }

  contactBox(): void {
    const { doc, left, width, setter } = this;
    const rows = contactRows();
    const style: ContactBoxStyle = {
      columns: 1,
      columnGap: 0,
      padding: 16,
      paddingBottom: 16,
      bar: 4,
      heading: `Contact ${site.name}`,
      headingSize: 12.5,
      headingHeight: 30,
      labelWidth: 104,
      labelGap: 8,
      label: { size: 9, lineGap: 2, drop: 1 },
      value: { size: 10, lineGap: 2 },
      rowGap: 5,
    };
    this.gap(26);
    this.ensure(contactBoxHeight(setter, width, rows, style));
    drawContactBox(doc, setter, { left, top: doc.y, width }, rows, style);
  }

  /** Writes the footer on every buffered page; call once, after all the content. */
  footers(): void {
    writeFooters(
      this.doc,
      {
        left: this.left,
        width: this.width,
        text: `${site.name} · ${site.phone.display} · ${site.email}`,
        ruleFromBottom: MARGIN - 16,
        fontSize: 8.5,
        textGap: 7,
      },
      this.setter,
    );
  }
}

/** Lays out one guide and returns the finished PDF, its page count and any replaced characters. */
export async function renderGuide(
  markdown: string,
  guide: Guide,
): Promise<{ pdf: Buffer; pages: number; missing: string[] }> {
  const blocks = parseGuide(markdown);
  const title = blocks[0]?.kind === "title" ? blocks[0].text : guide.source;
  const subtitle = blocks[1]?.kind === "subtitle" ? blocks[1].text : undefined;
  const { doc, bytes } = openPdf({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    lang: "en-GB",
    displayTitle: true,
    info: {
      Title: title,
      Author: site.name,
      Subject: subtitle ?? title,
      Keywords: guide.keywords.join(", "),
      Creator: `${site.name} (scripts/build-guides.ts)`,
    },
  });

  const layout = new GuideLayout(doc);
  layout.cover(title, subtitle);
  blocks.forEach((block, index) => {
    layout.gap(layout.gapBefore(blocks, index));
    switch (block.kind) {
      case "title":
      case "subtitle":
        break;
      case "section":
      case "subheading":
        layout.heading(blocks, index);
        break;
      case "paragraph":
        layout.paragraph(blocks, index);
        break;
      case "bullet":
        layout.bullet(block.runs);
        break;
      case "numbered":
        layout.numbered(block.number, block.runs);
        break;
    }
  });
  layout.contactBox();
  layout.footers();
  const pages = doc.bufferedPageRange().count;
  doc.end();
  return { pdf: await bytes, pages, missing: [...layout.missing] };
}

// ---------------------------------------------------------------------------------------------
// Build

export async function buildGuides(
  outDir: string,
): Promise<Array<{ file: string; pages: number; bytes: number }>> {
  await mkdir(outDir, { recursive: true });
  const scriptTime = Math.max(...(await Promise.all(SCRIPT_INPUTS.map(mtime))));
  const results: Array<{ file: string; pages: number; bytes: number }> = [];
  for (const guide of GUIDES) {
    const source = path.join(guidesDir, guide.source);
    const target = path.join(outDir, guide.output);
    const targetTime = await mtime(target);
    if (targetTime > Math.max(scriptTime, await mtime(source))) {
      const existing = await readFile(target);
      const pages = countPages(existing);
      if (pages) {
        results.push({ file: target, pages, bytes: existing.length });
        continue;
      }
    }
    const { pdf, pages, missing } = await renderGuide(await readFile(source, "utf8"), guide);
    if (missing.length > 0) {
      console.warn(
        `guides: ${guide.source}: replaced characters the PDF fonts lack: ${missing.join(", ")}`,
      );
    }
    if (pages < 2) throw new Error(`${guide.output} has ${pages} page; guides need at least two`);
    await writePdf(target, pdf);
    results.push({ file: target, pages, bytes: pdf.length });
  }
  return results;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const outDir = path.join(root, "public/assets");
  const before = new Map(
    await Promise.all(
      GUIDES.map(async (guide) => {
        const file = path.join(outDir, guide.output);
        return [file, await mtime(file)] as const;
      }),
    ),
  );
  for (const { file, pages, bytes } of await buildGuides(outDir)) {
    const state = (await mtime(file)) === before.get(file) ? "up to date" : "written";
    console.log(
      `${path.relative(root, file)}: ${pages} pages, ${(bytes / 1024).toFixed(1)} KiB (${bytes} bytes), ${state}`,
    );
  }
}
