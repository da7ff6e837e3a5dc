/**
 * What the two PDF builders (build-guides.ts and build-spec-sheets.ts) share: the house colours
 * and fonts, text the built-in fonts can print, the business's contact rows, the footer, and
 * reading back a written PDF's page count.
 */
import { formatAddress, site } from "../app/content/site.ts";

export const NAVY = "#0b2a4a";
export const ACCENT = "#a8441f";
export const TEXT = "#1f2933";
export const MUTED = "#5b6672";
export const HAIRLINE = "#c8d0d9";
export const BOX_FILL = "#f1f4f7";
export const REGULAR = "Helvetica";
export const BOLD = "Helvetica-Bold";

// ---------------------------------------------------------------------------------------------
// Text: the standard PDF fonts only have the WinAnsi character set.

/** The characters WinAnsi has outside ASCII and Latin-1. */
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
const REPLACEMENTS: Record<string, string> = {
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

function isWinAnsi(char: string): boolean {
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

/** The business's contact details as printed on every PDF, with the link each one opens. */
export function contactRows(): Array<{ label: string; value: string; link?: string }> {
  return [
    { label: "Phone", value: site.phone.display, link: site.phone.href },
    { label: "E-mail", value: site.email, link: `mailto:${site.email}` },
    {
      label: "WhatsApp",
      value: site.chat.href.replace(/^https?:\/\//, ""),
      link: site.chat.href,
    },
    {
      label: site.addresses.processing.label,
      value: formatAddress(site.addresses.processing),
    },
    { label: site.addresses.storage.label, value: formatAddress(site.addresses.storage) },
    { label: "Hours", value: site.hours.text },
  ];
}

/**
 * The contact panel's frame: a tinted box with a navy bar down its left edge, and its heading
 * (already printable, see toWinAnsi) at the top. The caller writes the rows inside.
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
): void {
  const { left, top, width, height, bar, padding, heading, headingSize } = panel;
  doc.save();
  doc.roundedRect(left, top, width, height, bar).fill(BOX_FILL);
  doc.rect(left, top, bar, height).fill(NAVY);
  doc.restore();
  doc
    .font(BOLD)
    .fontSize(headingSize)
    .fillColor(NAVY)
    .text(heading, left + padding, top + padding, { width: width - 2 * padding });
}

/**
 * Writes "text … Page N of M" under a hairline at the foot of every buffered page; call once,
 * after all the content.
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
  },
): void {
  const { left, width, text, ruleFromBottom, fontSize, textGap } = footer;
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
    doc.font(REGULAR).fontSize(fontSize).fillColor(MUTED);
    doc.text(text, left, ruleY + textGap, { width, lineBreak: false });
    doc.text(`Page ${index - range.start + 1} of ${range.count}`, left, ruleY + textGap, {
      width,
      align: "right",
      lineBreak: false,
    });
    page.margins.bottom = bottom;
  }
}

/** The page count of a PDF written here (pdfkit leaves the page tree uncompressed). */
export function countPages(pdf: Buffer): number | undefined {
  const match = /\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString("latin1"));
  return match ? Number(match[1]) : undefined;
}
