/**
 * A small parser for the Markdown subset the printable guides in assets/guides/ are written in.
 * It is pure (text in, blocks out) so the PDF layout in build-guides.ts can stay free of parsing.
 *
 * Supported, one block per line with blank lines between blocks:
 *   # Title                   first line only
 *   Subtitle                  optional: a short line right after the title with no closing full stop
 *   ## Section
 *   ### Sub-heading
 *   Paragraph text
 *   - Bullet
 *   12. Numbered item         the author's number is kept
 *   **Bold lead-in.** rest    only at the very start of a paragraph, bullet or numbered item
 *
 * A line that continues the line above without a blank line in between (a soft wrap) is joined to
 * that paragraph or item. Anything else Markdown would treat specially is an error, so a typo in a
 * guide fails the build instead of printing stray symbols.
 */

export interface TextRun {
  text: string;
  bold: boolean;
}

export type GuideBlock =
  | { kind: "title"; text: string }
  | { kind: "subtitle"; text: string }
  | { kind: "section"; text: string }
  | { kind: "subheading"; text: string }
  | { kind: "paragraph"; runs: TextRun[] }
  | { kind: "bullet"; runs: TextRun[] }
  | { kind: "numbered"; number: number; runs: TextRun[] };

/** Subtitles are one short line; longer text, or text ending like a sentence, is the introduction. */
const SUBTITLE_MAX_LENGTH = 160;

/** Splits a leading `**Bold lead-in.**` from the rest of the text. */
export function parseRuns(text: string): TextRun[] {
  const match = /^\*\*(.+?)\*\*(.*)$/.exec(text);
  const runs: TextRun[] = match
    ? [
        { text: match[1]!.trim(), bold: true },
        { text: match[2]!.trim(), bold: false },
      ]
    : [{ text: text.trim(), bold: false }];
  for (const run of runs) {
    if (run.text.includes("**")) {
      throw new Error(`Bold text is only supported as a lead-in at the start: "${text}"`);
    }
  }
  return runs.filter((run) => run.text !== "");
}

function isSubtitle(text: string): boolean {
  return text.length <= SUBTITLE_MAX_LENGTH && !/[.:;!?]$/.test(text);
}

export function parseGuide(markdown: string): GuideBlock[] {
  const lines = markdown.replace(/^\uFEFF/, "").split(/\r?\n/);
  const blocks: GuideBlock[] = [];
  /** True while the previous line was text that a soft-wrapped line may continue. */
  let open = false;

  lines.forEach((raw, index) => {
    const lineNumber = index + 1;
    const line = raw.trim();
    const fail = (message: string): never => {
      throw new Error(`Line ${lineNumber}: ${message}: "${line}"`);
    };

    if (line === "") {
      open = false;
      return;
    }

    if (blocks.length === 0) {
      const title = /^#\s+(.+)$/.exec(line);
      if (!title) fail("a guide must start with a `# Title` line");
      blocks.push({ kind: "title", text: title![1]!.trim() });
      return;
    }

    const heading = /^(#{1,6})\s+(.+)$/.exec(line);
    if (heading) {
      const level = heading[1]!.length;
      const text = heading[2]!.trim();
      if (level === 2) blocks.push({ kind: "section", text });
      else if (level === 3) blocks.push({ kind: "subheading", text });
      else fail(`heading level ${level} is not supported (only one # title, ## and ###)`);
      open = false;
      return;
    }

    const bullet = /^[-*]\s+(.+)$/.exec(line);
    if (bullet) {
      blocks.push({ kind: "bullet", runs: parseRuns(bullet[1]!) });
      open = true;
      return;
    }

    const numbered = /^(\d+)[.)]\s+(.+)$/.exec(line);
    if (numbered) {
      blocks.push({ kind: "numbered", number: Number(numbered[1]), runs: parseRuns(numbered[2]!) });
      open = true;
      return;
    }

    if (/^(>|```|\||<)/.test(line)) fail("this Markdown syntax is not supported in guides");

    const previous = blocks[blocks.length - 1]!;
    if (open && "runs" in previous) {
      // Soft wrap: the line belongs to the paragraph or item above.
      const last = previous.runs[previous.runs.length - 1]!;
      if (last.bold) previous.runs.push({ text: line, bold: false });
      else last.text = `${last.text} ${line}`;
      if (line.includes("**")) fail("bold text is only supported as a lead-in at the start");
      return;
    }

    blocks.push({ kind: "paragraph", runs: parseRuns(line) });
    open = true;
  });

  if (blocks.length === 0) throw new Error("The guide is empty");
  const first = blocks[1];
  if (first?.kind === "paragraph" && first.runs.length === 1 && !first.runs[0]!.bold) {
    const text = first.runs[0]!.text;
    if (isSubtitle(text)) blocks[1] = { kind: "subtitle", text };
  }
  return blocks;
}
