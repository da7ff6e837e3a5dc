/**
 * The layout toolkit of the two PDF builders (build-guides.ts and build-spec-sheets.ts): the
 * house colours and fonts, text the built-in fonts can print, how a layout sets text in either
 * direction, the document and its bytes, the contact box, the footer, writing a PDF into place
 * and reading back its page count.
 */
import { rename, unlink, writeFile } from "node:fs/promises";

import PDFDocument from "pdfkit";

import type { Locale } from "../app/content/locale.ts";
import { localize } from "../app/content/localized.ts";
import { site } from "../app/content/site.ts";
import { sheetText } from "../app/content/spec-sheet-text.ts";
import { fill } from "../app/lib/fill.ts";
import { ui } from "../app/content/ui.ts";

export const NAVY = "#0b2a4a";
export const ACCENT = "#a8441f";
export const TEXT = "#1f2933";
export const MUTED = "#5b6672";
export const HAIRLINE = "#c8d0d9";
export const BOX_FILL = "#f1f4f7";
export const REGULAR = "Helvetica";
export const BOLD = "Helvetica-Bold";
export const OBLIQUE = "Helvetica-Oblique";

// ---------------------------------------------------------------------------------------------
// Text: the standard PDF fonts only have the WinAnsi character set.

/** The characters WinAnsi has outside ASCII and Latin-1. */
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
/** Look-alikes for characters a font lacks. */
export const REPLACEMENTS: Record<string, string> = {
  "\u2010": "-", // hyphen
  "\u2011": "-", // non-breaking hyphen
  "\u2012": "–", // figure dash
  "\u2015": "—", // horizontal bar
  "\u2212": "–", // minus sign
  "\u2032": "'", // prime
  "\u2033": '"', // double prime
  "\u2009": " ", // thin space
  "\u202f": " ", // narrow no-break space
  "\u200b": "", // zero-width space
  "\u2190": "<-",
  "\u2192": "->",
  "\u2264": "<=",
  "\u2265": ">=",
  "\u2248": "~",
};

/** Whether the standard PDF fonts (Helvetica) can print a character. */
export function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char)
  );
}

/** Maps characters the built-in fonts cannot show to safe equivalents, reporting each one once. */
export function toWinAnsi(text: string, missing: Set<string>): string {
  let result = "";
  for (const char of text.replace(/\s/g, (space) => (space === "\u00a0" ? space : " "))) {
    if (isWinAnsi(char)) {
      result += char;
      continue;
    }
    let replacement = REPLACEMENTS[char];
    if (replacement === undefined || ![...replacement].every(isWinAnsi)) {
      const stripped = char.normalize("NFKD").replace(/\p{M}/gu, "");
      replacement = [...stripped].every(isWinAnsi) && stripped !== "" ? stripped : "?";
    }
    missing.add(`${char} (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")})`);
    result += replacement;
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Setting text in either direction

export type FontRole = "regular" | "bold" | "oblique";

const HELVETICA: Record<FontRole, string> = { regular: REGULAR, bold: BOLD, oblique: OBLIQUE };

/** A block of text: pdfkit's options, with `align: "end"` for the side where lines end. */
export interface TextBlock {
  width: number;
  lineGap?: number;
  /** Latin only: letter spacing would pull Arabic letters apart. */
  characterSpacing?: number;
  lineBreak?: false;
  link?: string;
  align?: "end";
}

/**
 * Sets text in one language's fonts and direction. A layout written against it draws an English
 * PDF (Helvetica, left to right) or an Arabic one (pdf-arabic.ts, right to left) unchanged; it
 * mirrors its own boxes when `rtl` is set.
 */
export interface TextSetter {
  readonly rtl: boolean;
  /** The font for the next texts; the fill colour stays the layout's to set. */
  font(role: FontRole, size: number): void;
  /** Writes a block whose box starts at x, y; leaves `doc.y` below it. */
  write(text: string, x: number, y: number, block: TextBlock): void;
  height(text: string, block: TextBlock): number;
}

/** Helvetica, left to right, with each text made printable by `printable` first. */
export function helveticaSetter(
  doc: PDFKit.PDFDocument,
  printable: (text: string) => string = (text) => text,
): TextSetter {
  const options = ({ align, ...rest }: TextBlock): PDFKit.Mixins.TextOptions =>
    align === "end" ? { ...rest, align: "right" } : rest;
  return {
    rtl: false,
    font(role, size) {
      doc.font(HELVETICA[role]).fontSize(size);
    },
    write(text, x, y, block) {
      doc.text(printable(text), x, y, options(block));
    },
    height: (text, block) => doc.heightOfString(printable(text), options(block)),
  };
}

export interface ContactRow {
  label: string;
  value: string;
  link?: string;
}

/** The business's contact details as printed on every PDF, with the link each one opens. */
export function contactRows(locale: Locale = "en"): ContactRow[] {
  const labels = localize(sheetText.contact, locale);
  const details = localize(ui.contactDetails, locale);
  return [
    { label: labels.phone, value: site.phone.display, link: site.phone.href },
    { label: labels.email, value: site.email, link: `mailto:${site.email}` },
    {
      label: labels.whatsApp,
      value: site.chat.href.replace(/^https?:\/\//, ""),
      link: site.chat.href,
    },
    { label: details.processingSite, value: details.processingAddress },
    { label: details.storageSite, value: details.storageAddress },
    { label: labels.hours, value: details.hoursText },
  ];
}

/**
 * The contact panel's frame: a tinted box with a navy bar down its starting edge (the left, or
 * the right for right-to-left text), and its heading at the top (printable as given to `setter`,
 * see toWinAnsi). The caller writes the rows inside.
 */
export function drawContactPanel(
  doc: PDFKit.PDFDocument,
  panel: {
    left: number;
    top: number;
    width: number;
    height: number;
    /** The navy bar's width, also the corner radius. */
    bar: number;
    padding: number;
    heading: string;
    headingSize: number;
  },
  setter: TextSetter = helveticaSetter(doc),
): void {
  const { left, top, width, height, bar, padding, heading, headingSize } = panel;
  doc.save();
  doc.roundedRect(left, top, width, height, bar).fill(BOX_FILL);
  doc.rect(setter.rtl ? left + width - bar : left, top, bar, height).fill(NAVY);
  doc.restore();
  setter.font("bold", headingSize);
  doc.fillColor(NAVY);
  setter.write(heading, left + padding, top + padding, { width: width - 2 * padding });
}

/** How a contact box sets its rows; the sizes are in points. */
export interface ContactBoxStyle {
  /** Columns of rows side by side, the first filled first, and the space between them. */
  columns: number;
  columnGap: number;
  /** Inside the box, above the heading and beside the rows. */
  padding: number;
  /** Inside the box, below the last row. */
  paddingBottom: number;
  /** The navy bar's width, also the corner radius. */
  bar: number;
  heading: string;
  headingSize: number;
  /** From the top padding to the first row. */
  headingHeight: number;
  /** A row's label column, and how much of it the label leaves empty before the value. */
  labelWidth: number;
  labelGap: number;
  label: { size: number; lineGap?: number; drop: number };
  value: { size: number; lineGap: number };
  rowGap: number;
}

/**
 * The contact details in a tinted box (drawContactPanel), set with `setter`: measure it with
 * contactBoxHeight to decide where it goes, then draw it with drawContactBox. Right-to-left
 * text mirrors the box's columns on the page.
 */
export function contactBoxHeight(
  setter: TextSetter,
  width: number,
  rows: ContactRow[],
  style: ContactBoxStyle,
): number {
  const heights = contactRowHeights(setter, width, rows, style);
  const columnHeights = contactColumns(heights, style).map((column) =>
    column.reduce((sum, height) => sum + height + style.rowGap, -style.rowGap),
  );
  return style.padding + style.headingHeight + Math.max(...columnHeights) + style.paddingBottom;
}

/** Draws the box contactBoxHeight measured, from `top`; leaves `doc.y` below it. */
export function drawContactBox(
  doc: PDFKit.PDFDocument,
  setter: TextSetter,
  box: { left: number; top: number; width: number },
  rows: ContactRow[],
  style: ContactBoxStyle,
): void {
  const { left, top, width } = box;
  const { padding, labelWidth, label, value } = style;
  const height = contactBoxHeight(setter, width, rows, style);
  const heights = contactRowHeights(setter, width, rows, style);
  const columnWidth = contactColumnWidth(width, style);
  const valueWidth = columnWidth - labelWidth;
  const at = (x: number, boxWidth: number) => (setter.rtl ? doc.page.width - x - boxWidth : x);
  drawContactPanel(
    doc,
    {
      left,
      top,
      width,
      height,
      bar: style.bar,
      padding,
      heading: style.heading,
      headingSize: style.headingSize,
    },
    setter,
  );
  const measured = rows.map((row, index) => ({ row, height: heights[index]! }));
  contactColumns(measured, style).forEach((column, columnIndex) => {
    let y = top + padding + style.headingHeight;
    const x = left + padding + columnIndex * (columnWidth + style.columnGap);
    for (const { row, height: rowHeight } of column) {
      setter.font("bold", label.size);
      doc.fillColor(MUTED);
      const labelBox = contactLabelBox(style);
      setter.write(row.label, at(x, labelBox.width), y + label.drop, labelBox);
      setter.font("regular", value.size);
      doc.fillColor(row.link ? NAVY : TEXT);
      setter.write(row.value, at(x + labelWidth, valueWidth), y, {
        width: valueWidth,
        lineGap: value.lineGap,
        link: row.link,
      });
      y += rowHeight + style.rowGap;
    }
  });
  doc.x = left;
  doc.y = top + height;
}

function contactColumnWidth(width: number, style: ContactBoxStyle): number {
  const gaps = (style.columns - 1) * style.columnGap;
  return (width - 2 * style.padding - gaps) / style.columns;
}

/** Each row's height: its value's or its label's, whichever is taller. */
function contactRowHeights(
  setter: TextSetter,
  width: number,
  rows: ContactRow[],
  style: ContactBoxStyle,
): number[] {
  const valueWidth = contactColumnWidth(width, style) - style.labelWidth;
  return rows.map((row) => {
    setter.font("regular", style.value.size);
    const value = setter.height(row.value, { width: valueWidth, lineGap: style.value.lineGap });
    setter.font("bold", style.label.size);
    return Math.max(value, setter.height(row.label, contactLabelBox(style)));
  });
}

function contactLabelBox({ labelWidth, labelGap, label }: ContactBoxStyle): TextBlock {
  const width = labelWidth - labelGap;
  return label.lineGap === undefined ? { width } : { width, lineGap: label.lineGap };
}

/** The rows split into the box's columns, the first ones filled first. */
function contactColumns<Row>(rows: Row[], style: ContactBoxStyle): Row[][] {
  const perColumn = Math.ceil(rows.length / style.columns);
  return Array.from({ length: style.columns }, (_, index) =>
    rows.slice(index * perColumn, (index + 1) * perColumn),
  );
}

/**
 * Writes "text … Page N of M" under a hairline at the foot of every buffered page, the text where
 * lines start and the page number where they end; call once, after all the content.
 */
export function writeFooters(
  doc: PDFKit.PDFDocument,
  footer: {
    left: number;
    width: number;
    /** Already printable (see toWinAnsi). */
    text: string;
    /** Where the hairline runs, in points above the page's bottom edge. */
    ruleFromBottom: number;
    fontSize: number;
    /** From the hairline down to the text. */
    textGap: number;
    pageLabel?: (page: number, count: number) => string;
  },
  setter: TextSetter = helveticaSetter(doc),
): void {
  const { left, width, text, ruleFromBottom, fontSize, textGap } = footer;
  const pageLabel = footer.pageLabel ?? ((page, count) => fill(sheetText.page.en, { page, count }));
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const page = doc.page;
    const bottom = page.margins.bottom;
    // Writing below the bottom margin would otherwise start a new page.
    page.margins.bottom = 0;
    const ruleY = page.height - ruleFromBottom;
    doc
      .save()
      .moveTo(left, ruleY)
      .lineTo(left + width, ruleY)
      .lineWidth(0.5)
      .strokeColor(HAIRLINE)
      .stroke()
      .restore();
    setter.font("regular", fontSize);
    doc.fillColor(MUTED);
    setter.write(text, left, ruleY + textGap, { width, lineBreak: false });
    setter.write(pageLabel(index - range.start + 1, range.count), left, ruleY + textGap, {
      width,
      align: "end",
      lineBreak: false,
    });
    page.margins.bottom = bottom;
  }
}

/** A new document, and its bytes, which arrive once the caller has called `doc.end()`. */
export function openPdf(options: PDFKit.PDFDocumentOptions): {
  doc: PDFKit.PDFDocument;
  bytes: Promise<Buffer>;
} {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, bytes };
}

/** Writes a PDF beside `target` and renames it into place, so a half-written PDF is never served or kept. */
export async function writePdf(target: string, pdf: Buffer): Promise<void> {
  const temporary = `${target}.${process.pid}.tmp`;
  try {
    await writeFile(temporary, pdf);
    await rename(temporary, target);
  } catch (error) {
    await unlink(temporary).catch(() => {});
    throw error;
  }
}

/** The page count of a PDF written here (pdfkit leaves the page tree uncompressed). */
export function countPages(pdf: Buffer): number | undefined {
  const match = /\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString("latin1"));
  return match ? Number(match[1]) : undefined;
}
