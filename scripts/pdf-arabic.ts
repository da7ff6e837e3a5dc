/**
 * Arabic text in pdfkit. fontkit (pdfkit's font engine) joins Arabic letters when the font has the
 * shaping tables, but nothing orders a line: pdfkit lays a line out word by word from left to
 * right, and a whole run handed to fontkit in one piece comes out reversed, digits and Latin words
 * included. So each paragraph is wrapped and ordered here: the Unicode bidirectional algorithm
 * (bidi-js) gives each line's visual runs, each run is set in the font that has its letters (Cairo,
 * the site's Arabic face, for Arabic; its Latin cut for Latin letters, digits and signs), and the
 * runs are placed one after another from the left. Codes, numbers, temperatures, scientific names,
 * e-mail addresses and phone numbers are isolated as left-to-right runs first, so "−18 °C" and
 * "0302.89" read as in English inside an Arabic line.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import bidiFactory from "bidi-js";
import * as fontkit from "fontkit";

import { REPLACEMENTS, type TextBlock, type TextSetter } from "./pdf.ts";
import { woffToSfnt } from "./woff.ts";

type Doc = PDFKit.PDFDocument;

/** An embedded font: the name pdfkit knows it by, its file, and fontkit's reading of it. */
export interface Face {
  name: string;
  data: Buffer;
  font: fontkit.Font;
  /** Advance widths of texts already measured, in ems. */
  widths: Map<string, number>;
}

/** The two faces one style of Arabic text is set in. */
export interface FacePair {
  /** Arabic letters and punctuation. */
  arabic: Face;
  /** Everything else: Latin letters, digits, signs. */
  latin: Face;
}

const fontsDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@fontsource/cairo/LICENSE")),
  "files",
);

function cairo(subset: "arabic" | "latin", weight: 400 | 700): Face {
  // WOFF rather than WOFF2: fontkit 2.0.4 cannot subset Cairo's WOFF2 files (composite glyphs).
  const data = woffToSfnt(
    readFileSync(path.join(fontsDir, `cairo-${subset}-${weight}-normal.woff`)),
  );
  return { name: `Cairo-${subset}-${weight}`, data, font: fontkit.create(data), widths: new Map() };
}

/** The Arabic sheet's faces: Cairo 400 and 700, Arabic and Latin subsets (SIL OFL 1.1). */
export const CAIRO = {
  regular: { arabic: cairo("arabic", 400), latin: cairo("latin", 400) },
  bold: { arabic: cairo("arabic", 700), latin: cairo("latin", 700) },
} satisfies Record<string, FacePair>;

/** Registers the Cairo faces with a document; call once before writing Arabic text. */
export function registerCairo(doc: Doc): void {
  for (const pair of Object.values(CAIRO)) {
    for (const face of [pair.arabic, pair.latin]) doc.registerFont(face.name, face.data);
  }
}

/** The part of pdfkit's embedded font that holds each glyph's text (not public API). */
interface EmbeddedFontText {
  unicode: Array<number[] | undefined>;
}

/**
 * Maps each Arabic ligature (lam-alef, Cairo's ba-ra and others) to its letters in visual order,
 * as the line's glyphs are drawn. Text extraction (poppler, pdf.js) reverses a right-to-left
 * line's glyphs to get reading order; a ligature mapped in reading order would come out with its
 * letters swapped ("مربدة" for "مبردة"). pdfkit has no public way to set a glyph's text, so this
 * edits its map: call it once, after the last Arabic text and before `doc.end()`.
 */
export function mapLigaturesInVisualOrder(doc: Doc): void {
  const fonts = (doc as unknown as { _fontFamilies: Record<string, EmbeddedFontText | undefined> })
    ._fontFamilies;
  for (const pair of Object.values(CAIRO)) {
    const font = fonts[pair.arabic.name];
    if (!font) continue;
    font.unicode = font.unicode.map((points) =>
      points && points.length > 1 ? [...points].reverse() : points,
    );
  }
}

function covers(face: Face, char: string): boolean {
  return face.font.hasGlyphForCodePoint(char.codePointAt(0)!);
}

// ---------------------------------------------------------------------------------------------
// Left-to-right islands

const LRI = "\u2066";
const PDI = "\u2069";
/** Characters of the Arabic script, its comma, semicolon, question mark and tatweel included. */
const ARABIC_CHAR = /\p{Script_Extensions=Arabic}/u;
/** Letters fontkit sets right to left (it reverses a run that contains one). */
const ARABIC_LETTER = /\p{Script=Arabic}/u;
/**
 * A stretch without Arabic. "°م" (degrees Celsius as the glossary writes it) stays outside it, so
 * the figure is isolated alone and read before its unit, as on the pages (app/content/bidi.ts).
 */
const NON_ARABIC_SPAN = /(?:[^\p{Script_Extensions=Arabic}°]|°(?!م))+/gu;
/** What an island neither starts nor ends with: spaces and the punctuation of the sentence around it. */
const EDGE_PUNCTUATION = /[\s.,;:!?·•…–—/\\]/u;
/** Abbreviations whose full stop is part of a Latin name ("Epinephelus spp."). */
const LATIN_ABBREVIATION = /\b(?:spp?|ssp)\.$/;

/** Brackets an island keeps only in pairs: "(HS 0302.89)" keeps both, "Palinuridae)" neither. */
const BRACKETS: Record<string, string> = { "(": ")", "[": "]", "«": "»" };
const CLOSING = Object.fromEntries(Object.entries(BRACKETS).map(([open, close]) => [close, open]));

function balanced(text: string, open: string, close: string): boolean {
  return text.split(open).length === text.split(close).length;
}

/** The span without the spaces, sentence punctuation and unpaired brackets at its ends. */
function islandCore(span: string): { start: number; end: number } {
  let start = 0;
  let end = span.length;
  let changed = true;
  while (changed && start < end) {
    changed = false;
    const first = span[start]!;
    const last = span[end - 1]!;
    const core = span.slice(start, end);
    const opening = BRACKETS[first];
    const closing = CLOSING[last];
    if (
      EDGE_PUNCTUATION.test(first) ||
      first in CLOSING ||
      (opening !== undefined && !balanced(core, first, opening))
    ) {
      start += 1;
      changed = true;
    } else if (
      (EDGE_PUNCTUATION.test(last) && !(last === "." && LATIN_ABBREVIATION.test(core))) ||
      last in BRACKETS ||
      (closing !== undefined && !balanced(core, closing, last))
    ) {
      end -= 1;
      changed = true;
    }
  }
  return { start, end };
}

/**
 * Wraps every stretch of Latin text, digits and signs in a left-to-right isolate (U+2066 … U+2069),
 * so that the bidirectional algorithm keeps "HS 0302.89", "−18 °C" or "Panulirus homarus" in their
 * own order inside an Arabic sentence, as the web pages do with `<bdi dir="ltr">`.
 */
export function isolateLatinRuns(text: string): string {
  return text.replace(NON_ARABIC_SPAN, (span) => {
    const { start, end } = islandCore(span);
    if (start >= end || !/[\p{L}\p{N}]/u.test(span.slice(start, end))) return span;
    return `${span.slice(0, start)}${LRI}${span.slice(start, end)}${PDI}${span.slice(end)}`;
  });
}

// ---------------------------------------------------------------------------------------------
// Paragraphs

const bidi = bidiFactory();

/** How a paragraph is set: its faces and size in points. */
export interface RtlStyle {
  faces: FacePair;
  size: number;
  /** Slants a paragraph without Arabic, for a scientific name (Cairo has no italic). */
  oblique?: boolean;
}

/** A piece of a line in one face and one direction, as fontkit is to be given it. */
interface Run {
  text: string;
  face: Face;
  width: number;
}

/** One line of a paragraph, its runs from left to right. */
export interface RtlLine {
  runs: Run[];
  width: number;
}

export interface RtlParagraph {
  lines: RtlLine[];
  /** Without Arabic letters, e.g. a scientific name standing alone. */
  latinOnly: boolean;
  /** Characters neither face can print (they are set as "?"). */
  unprintable: string[];
}

/** Any features make pdfkit hand fontkit the whole run, not word by word; fontkit adds its defaults. */
const WHOLE_RUN = { features: [] as PDFKit.Mixins.OpenTypeFeatures[] };

/** A run's width in points as fontkit (and so pdfkit) sets it. */
function measure(face: Face, size: number, text: string): number {
  let width = face.widths.get(text);
  if (width === undefined) {
    const run = face.font.layout(text, []);
    width =
      run.positions.reduce((sum, position) => sum + position.xAdvance, 0) / face.font.unitsPerEm;
    face.widths.set(text, width);
  }
  return width * size;
}

/**
 * Each character's face: Arabic in the Arabic face, the rest in the Latin one. A space takes the
 * face of a neighbour in its own direction, so that a run of words stays one run.
 */
function assignFaces(
  chars: string[],
  faces: FacePair,
  levels: Uint8Array,
  unprintable: Set<string>,
): Array<Face | undefined> {
  const assigned = chars.map((char, index): Face | undefined => {
    if (char === LRI || char === PDI || char === " ") return undefined;
    const order = ARABIC_CHAR.test(char)
      ? [faces.arabic, faces.latin]
      : [faces.latin, faces.arabic];
    const face = order.find((candidate) => covers(candidate, char));
    if (face) return face;
    const replacement = REPLACEMENTS[char];
    const stand =
      replacement?.length === 1 ? order.find((other) => covers(other, replacement)) : undefined;
    if (stand) {
      chars[index] = replacement!;
      return stand;
    }
    unprintable.add(char);
    chars[index] = "?";
    return faces.latin;
  });
  const neighbour = (index: number, step: 1 | -1) => {
    for (let at = index + step; at >= 0 && at < chars.length; at += step) {
      const face = assigned[at];
      if (face) return { face, rtl: (levels[at]! & 1) === 1 };
    }
    return undefined;
  };
  return assigned.map((face, index) => {
    if (chars[index] !== " ") return face;
    const rtl = (levels[index]! & 1) === 1;
    const before = neighbour(index, -1);
    const after = neighbour(index, 1);
    if (before?.rtl === rtl) return before.face;
    if (after?.rtl === rtl) return after.face;
    return (before ?? after)?.face ?? faces.arabic;
  });
}

/**
 * Wraps a paragraph of Arabic (with any Latin, digits and signs in it) to `width` points and
 * orders each line for display right to left.
 */
export function layoutRtl(text: string, style: RtlStyle, width: number): RtlParagraph {
  const unprintable = new Set<string>();
  const marked = isolateLatinRuns(
    text.replace(/\s/g, (space) => (space === "\u00a0" ? space : " ")).trim(),
  );
  const chars = [...marked];
  if (chars.length !== marked.length) {
    // bidi-js counts UTF-16 units; the fonts here have no characters outside the BMP anyway.
    throw new Error(`Arabic text: characters outside the Basic Multilingual Plane in "${text}"`);
  }
  const levels = bidi.getEmbeddingLevels(marked, "rtl");
  const faces = assignFaces(chars, style.faces, levels.levels, unprintable);

  /** The width of chars[start, end) set in logical order, one measurement per face change. */
  const widthOf = (start: number, end: number) => {
    let total = 0;
    let segment = "";
    let face: Face | undefined;
    for (let index = start; index < end; index += 1) {
      const next = faces[index];
      if (!next) continue;
      if (next !== face && segment) {
        total += measure(face!, style.size, segment);
        segment = "";
      }
      face = next;
      segment += chars[index];
    }
    return segment ? total + measure(face!, style.size, segment) : total;
  };

  const breaks = lineBreaks(chars, width, widthOf);
  const lines = breaks.map(([start, end]) => orderLine(chars, faces, levels, start, end, style));
  return { lines, latinOnly: !ARABIC_LETTER.test(text), unprintable: [...unprintable] };
}

/** A word that stays on the line of the word before it: a unit or sign after a number. */
const GLUED_AFTER_NUMBER = /^(?:[°%×)\]]|(?:kg|g|t|mm|cm|m|km|°م)(?![\p{L}]))/u;

/** Whether a line may break at the spaces between two words ("−18 °C" and "+252 9040" may not). */
function canBreakBetween(before: string, after: string): boolean {
  const previous = before.replace(/[\u2066\u2069]/g, "");
  const next = after.replace(/[\u2066\u2069]/g, "");
  if (/[−+×(]$/.test(previous) || /^[°%×)\]]/.test(next)) return false;
  return !(/\d$/.test(previous) && (/^[+\d]/.test(next) || GLUED_AFTER_NUMBER.test(next)));
}

/** Greedy line breaking at spaces: [start, end) of each line, trailing spaces left out. */
function lineBreaks(
  chars: string[],
  width: number,
  widthOf: (start: number, end: number) => number,
): Array<[number, number]> {
  const text = chars.join("");
  const words: Array<{ start: number; end: number; next: number }> = [];
  for (const match of text.matchAll(/[^ ]+( *)/g)) {
    const start = match.index;
    const word = {
      start,
      end: start + match[0].length - match[1]!.length,
      next: start + match[0].length,
    };
    const previous = words.at(-1);
    if (
      previous &&
      !canBreakBetween(text.slice(previous.start, previous.end), text.slice(word.start, word.end))
    ) {
      previous.end = word.end;
      previous.next = word.next;
    } else {
      words.push(word);
    }
  }
  const lines: Array<[number, number]> = [];
  let lineStart = -1;
  let lineEnd = 0;
  let used = 0;
  for (const word of words) {
    const wordWidth = widthOf(word.start, word.end);
    if (lineStart >= 0 && used + wordWidth > width) {
      lines.push([lineStart, lineEnd]);
      lineStart = -1;
      used = 0;
    }
    let start = word.start;
    if (wordWidth > width) {
      // A word wider than the column is cut where it must be.
      for (let end = start + 1; end < word.end; end += 1) {
        if (widthOf(start, end + 1) > width) {
          lines.push([start, end]);
          start = end;
        }
      }
    }
    if (lineStart < 0) lineStart = start;
    lineEnd = word.end;
    used += widthOf(start, word.next);
  }
  if (lineStart >= 0) lines.push([lineStart, lineEnd]);
  return lines;
}

/** One line's characters in visual order, grouped into runs of one face and one direction. */
function orderLine(
  chars: string[],
  faces: Array<Face | undefined>,
  levels: ReturnType<typeof bidi.getEmbeddingLevels>,
  start: number,
  end: number,
  style: RtlStyle,
): RtlLine {
  const text = chars.join("");
  // bidi-js returns the whole string's indices, with this line's reordered in place.
  const visual = bidi.getReorderedIndices(text, levels, start, end - 1).slice(start, end);
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels, start, end - 1);
  const groups: Array<{ face: Face; rtl: boolean; indices: number[] }> = [];
  for (const index of visual) {
    const face = faces[index];
    if (!face) continue;
    const rtl = (levels.levels[index]! & 1) === 1;
    const group = groups.at(-1);
    const previous = group?.indices.at(-1);
    const adjacent =
      previous !== undefined &&
      (rtl ? index < previous : index > previous) &&
      chars
        .slice(Math.min(index, previous) + 1, Math.max(index, previous))
        .every((char) => char === LRI || char === PDI);
    if (group && group.face === face && group.rtl === rtl && adjacent) group.indices.push(index);
    else groups.push({ face, rtl, indices: [index] });
  }
  const runs = groups.map(({ face, rtl, indices }) => {
    const inVisualOrder = indices.map((index) => mirrored.get(index) ?? chars[index]!).join("");
    // fontkit reverses a run with Arabic letters itself, so it is given those in reading order.
    const runText =
      rtl && ARABIC_LETTER.test(inVisualOrder)
        ? [...inVisualOrder].reverse().join("")
        : inVisualOrder;
    return { text: runText, face, width: measure(face, style.size, runText) };
  });
  return { runs, width: runs.reduce((sum, run) => sum + run.width, 0) };
}

/** Where a paragraph goes and how its lines are spaced, in points. */
export interface RtlBox {
  x: number;
  y: number;
  width: number;
  /** "right" (the start of an Arabic line) or "left". */
  align: "right" | "left";
  /** From one baseline to the next. */
  lineHeight: number;
  /** From the top of the box to the first baseline. */
  ascent: number;
  /** A link the whole text opens. */
  link?: string;
}

/** Marks (vowel signs, shadda) that sit on a letter, drawn apart from the letters. */
const MARK = /\p{Mn}/u;
/** The slant of oblique Latin runs, in degrees. */
const OBLIQUE_DEGREES = 12;

/**
 * Draws a run's marks (shadda, vowel signs) as outlines where fontkit positions them. As text,
 * each mark would need its own text position above the letter, which splits the word in two
 * for text extraction; as outlines they look the same and the word's letters stay together.
 */
function drawMarks(doc: Doc, run: Run, size: number, x: number, baseline: number): void {
  const { font } = run.face;
  const { glyphs, positions } = font.layout(run.text, []);
  const scale = size / font.unitsPerEm;
  let pen = x;
  glyphs.forEach((glyph, index) => {
    const position = positions[index]!;
    if (
      glyph.codePoints.length > 0 &&
      glyph.codePoints.every((point) => MARK.test(String.fromCodePoint(point)))
    ) {
      doc
        .save()
        .translate(pen + position.xOffset * scale, baseline - position.yOffset * scale)
        .scale(scale, -scale)
        .path(glyph.path.toSVG())
        .fill()
        .restore();
    }
    pen += position.xAdvance * scale;
  });
}

/** Draws a laid-out paragraph in the current fill colour; returns its height. */
export function drawRtl(doc: Doc, paragraph: RtlParagraph, style: RtlStyle, box: RtlBox): number {
  paragraph.lines.forEach((line, index) => {
    const top = box.y + index * box.lineHeight;
    const baseline = top + box.ascent;
    const left = box.align === "right" ? box.x + box.width - line.width : box.x;
    let x = left;
    for (const run of line.runs) {
      const letters = run.text.replace(/\p{Mn}/gu, "");
      if (letters) {
        doc
          .font(run.face.name)
          .fontSize(style.size)
          .text(letters, x, baseline, {
            ...WHOLE_RUN,
            lineBreak: false,
            baseline: "alphabetic",
            oblique: style.oblique && paragraph.latinOnly ? OBLIQUE_DEGREES : undefined,
          });
      }
      if (letters !== run.text) drawMarks(doc, run, style.size, x, baseline);
      x += run.width;
    }
    if (box.link) doc.link(left, top, line.width, box.lineHeight, box.link);
  });
  return paragraph.lines.length * box.lineHeight;
}

// ---------------------------------------------------------------------------------------------
// A text setter for the PDF layouts

/** From one baseline to the next, in font sizes: Arabic letters and their marks need the room. */
const LINE_HEIGHT = 1.5;
/** From the top of a line to its baseline, in font sizes. */
const ASCENT = 0.9;

export interface ArabicSetter extends TextSetter {
  /** Characters the fonts could not print, across everything written so far. */
  readonly unprintable: Set<string>;
}

/** Sets text in Cairo, right to left: lines start on the right, and "end" means the left. */
export function arabicSetter(doc: Doc): ArabicSetter {
  let style: RtlStyle = { faces: CAIRO.regular, size: 10 };
  const unprintable = new Set<string>();
  // A layout measures a row's texts, then draws them: each paragraph is set once.
  const paragraphs = new Map<string, RtlParagraph>();
  const layout = (text: string, block: TextBlock) => {
    const width = block.lineBreak === false ? Number.POSITIVE_INFINITY : block.width;
    const key = JSON.stringify([style.faces.arabic.name, style.size, width, text]);
    let paragraph = paragraphs.get(key);
    if (!paragraph) {
      paragraph = layoutRtl(text, style, width);
      paragraphs.set(key, paragraph);
      for (const char of paragraph.unprintable) unprintable.add(char);
    }
    return paragraph;
  };
  const lineHeight = (block: TextBlock) => style.size * LINE_HEIGHT + (block.lineGap ?? 0);
  return {
    rtl: true,
    unprintable,
    font(role, size) {
      style = {
        faces: role === "bold" ? CAIRO.bold : CAIRO.regular,
        size,
        oblique: role === "oblique",
      };
    },
    write(text, x, y, block) {
      const height = drawRtl(doc, layout(text, block), style, {
        x,
        y,
        width: block.width,
        align: block.align === "end" ? "left" : "right",
        lineHeight: lineHeight(block),
        ascent: style.size * ASCENT,
        link: block.link,
      });
      doc.x = x;
      doc.y = y + height;
    },
    height: (text, block) => layout(text, block).lines.length * lineHeight(block),
  };
}
