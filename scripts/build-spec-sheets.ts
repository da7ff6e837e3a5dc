/**
 * Writes one A4 specification sheet per product and language, public/assets/spec-sheets/<slug>.pdf
 * and public/assets/spec-sheets/ar/<slug>.pdf, from the rows the product page shows
 * (app/content/product-spec.ts), with the product's picture, the contact details and the date of
 * the data. One layout draws both: the Arabic sheet is its mirror image, set right to left in
 * Cairo (pdf-arabic.ts). build-assets.ts calls buildSpecSheets() on every asset build; a sheet
 * newer than the content, its picture, the packages and these scripts is left alone.
 * Run directly: `npx tsx scripts/build-spec-sheets.ts`.
 */
import { mkdir, readdir, readFile, unlink } from "node:fs/promises";
import path from "node:path";

import sharp from "sharp";

import {
  findCategory,
  SPEC_SHEETS_PATH,
  specSheetFolder,
  specSheetPath,
} from "../app/content/catalog.ts";
import { LOCALE_INFO, LOCALES, type Locale } from "../app/content/locale.ts";
import { localize } from "../app/content/localized.ts";
import {
  marketsGroup,
  faoArea,
  formatDataDate,
  hsCodes,
  specificationGroups,
  type SpecificationGroup,
} from "../app/content/product-spec.ts";
import { products } from "../app/content/products.ts";
import type { Product, TradeTerms } from "../app/content/schema.ts";
import { site } from "../app/content/site.ts";
import { sheetText } from "../app/content/spec-sheet-text.ts";
import { tradeTerms } from "../app/content/trade-terms.ts";
import { fill } from "../app/lib/fill.ts";
import { mtime } from "./mtime.ts";
import {
  ACCENT,
  BOX_FILL,
  contactBoxHeight,
  type ContactBoxStyle,
  type ContactRow,
  contactRows,
  countPages,
  drawContactBox,
  HAIRLINE,
  helveticaSetter,
  MUTED,
  NAVY,
  openPdf,
  TEXT,
  type TextSetter,
  toWinAnsi,
  writeFooters,
  writePdf,
} from "./pdf.ts";
import { arabicSetter, mapLigaturesInVisualOrder, registerCairo } from "./pdf-arabic.ts";

const root = path.resolve(import.meta.dirname, "..");
const artworkDir = path.join(root, "assets/artwork");
const photosDir = path.join(root, "photos");
const contentDir = path.join(root, "app/content");

/** Each sheet must stay small enough to send by e-mail and open on a phone. */
export const SPEC_SHEET_MAX_BYTES = 250 * 1024;
const PHOTO_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif"];

// Layout, in points (A4 is 595.28 × 841.89).
const MARGIN = 40;
const FOOTER_HEIGHT = 26;
const PICTURE = { width: 200, height: 150, pixels: 600 };
const LABEL_WIDTH = 118;
const CELL_PADDING = 4;
const ROW_SIZE = 8.6;
const ROW_LINE_GAP = 1.6;
const GROUP_BAR = 17;

/** The photograph that replaces a picture's artwork when there is one, else the artwork. */
export async function pictureSource(name: string): Promise<string> {
  for (const extension of PHOTO_EXTENSIONS) {
    const photo = path.join(photosDir, name + extension);
    if (await mtime(photo)) return photo;
  }
  return path.join(artworkDir, `${name}.svg`);
}

/** A 4:3 JPEG of the picture: pdfkit embeds JPEG and PNG only, and JPEG keeps the sheet small. */
export async function sheetPicture(source: string): Promise<Buffer> {
  return sharp(source, { density: 144 })
    .resize(PICTURE.pixels, (PICTURE.pixels * 3) / 4, { fit: "cover", position: "attention" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer();
}

type Doc = PDFKit.PDFDocument;

/** Everything one sheet prints, in its language: the layout adds nothing but the picture. */
export interface SpecSheetText {
  locale: Locale;
  eyebrow: string;
  title: string;
  /** Stays Latin, set in italics. */
  scientificName: string;
  /** Category, HS codes and FAO area, under the scientific name. */
  facts: string;
  summary: string;
  groups: SpecificationGroup[];
  note: string;
  contactHeading: string;
  contacts: ContactRow[];
  footer: string;
  /** "{heading} (continued)" */
  continued: string;
  /** "Page {page} of {count}" */
  page: string;
  /** The PDF's document information. */
  info: { title: string; subject: string; keywords: string[] };
  /** The date of the trade data (ISO), also the PDF's creation date. */
  dataDate: string;
}

/**
 * The trade rows and facts a sheet prints, in the sheet's language: the one place where the
 * sheets take the trade content (product-spec.ts, which writes each row in either language).
 */
export function tradeRows(
  product: Product,
  terms: TradeTerms,
  locale: Locale,
): { groups: SpecificationGroup[]; faoArea: string; dataDate: string } {
  return {
    groups: [...specificationGroups(product, locale, terms), marketsGroup(locale, terms)],
    faoArea: faoArea(product.trade, locale, terms),
    dataDate: formatDataDate(locale, terms.dataDate),
  };
}

/** What one product's sheet says in one language. */
export function specSheetText(
  product: Product,
  locale: Locale = "en",
  terms: TradeTerms = tradeTerms,
): SpecSheetText {
  const text = localize(sheetText, locale);
  const { name, summary } = localize(product, locale);
  const category = localize(findCategory(product.category), locale)?.name ?? product.category;
  const { groups, faoArea: area, dataDate } = tradeRows(product, terms, locale);
  const codes = hsCodes(product.trade).join(", ");
  const binomial = product.trade.scientificName.en.split(" ").slice(0, 2).join(" ");
  const title = fill(text.title, { name });
  const keywords = localize(sheetText.keywords, locale);
  return {
    locale,
    eyebrow: fill(text.eyebrow, { brand: site.name.toUpperCase() }),
    title: name,
    scientificName: localize(product.trade.scientificName, locale),
    facts: fill(text.facts, { category, codes, area }),
    summary,
    groups,
    note: fill(text.note, { date: dataDate }),
    contactHeading: fill(text.contactHeading, { brand: site.name }),
    contacts: contactRows(locale),
    footer: [site.name, title, fill(text.dataAsOf, { date: dataDate })].join(" · "),
    continued: text.continued,
    page: text.page,
    info: {
      title,
      subject: fill(text.subject, {
        name,
        binomial,
        codes,
        area: product.trade.catchArea.faoMajorArea,
      }),
      keywords: [
        name,
        binomial,
        `HS ${codes}`,
        keywords.somalia,
        keywords.puntland,
        keywords.seafood,
      ],
    },
    dataDate: terms.dataDate,
  };
}

class SheetLayout {
  readonly left = MARGIN;
  readonly width: number;

  constructor(
    readonly doc: Doc,
    readonly setter: TextSetter,
    readonly sheet: SpecSheetText,
  ) {
    this.width = doc.page.width - 2 * MARGIN;
  }

  /** Where a box drawn from `x` in a left-to-right sheet goes: mirrored in a right-to-left one. */
  at(x: number, width: number): number {
    return this.setter.rtl ? this.doc.page.width - x - width : x;
  }

  get bottom(): number {
    return this.doc.page.height - MARGIN - FOOTER_HEIGHT;
  }

  header(picture: Buffer): void {
    const { doc, left, width, setter, sheet } = this;
    const textWidth = width - PICTURE.width - 18;
    const textLeft = this.at(left, textWidth);
    const top = MARGIN;
    setter.font("bold", 8.5);
    doc.fillColor(ACCENT);
    setter.write(sheet.eyebrow, textLeft, top, { width: textWidth, characterSpacing: 1.2 });
    doc.y += 8;
    setter.font("bold", 22);
    doc.fillColor(NAVY);
    setter.write(sheet.title, textLeft, doc.y, { width: textWidth });
    doc.y += 3;
    setter.font("oblique", 10);
    doc.fillColor(MUTED);
    setter.write(sheet.scientificName, textLeft, doc.y, { width: textWidth, lineGap: 1.5 });
    doc.y += 6;
    setter.font("bold", 9);
    doc.fillColor(NAVY);
    setter.write(sheet.facts, textLeft, doc.y, { width: textWidth, lineGap: 1.5 });
    doc.y += 6;
    setter.font("regular", 9.5);
    doc.fillColor(TEXT);
    setter.write(sheet.summary, textLeft, doc.y, { width: textWidth, lineGap: 2 });
    const textBottom = doc.y;
    const pictureLeft = this.at(left + width - PICTURE.width, PICTURE.width);
    doc.image(picture, pictureLeft, top, { width: PICTURE.width, height: PICTURE.height });
    doc
      .save()
      .rect(pictureLeft, top, PICTURE.width, PICTURE.height)
      .lineWidth(0.5)
      .strokeColor(HAIRLINE)
      .stroke()
      .restore();
    doc.y = Math.max(textBottom, top + PICTURE.height) + 14;
  }

  valuesHeight(values: string[], width: number): number {
    this.setter.font("regular", ROW_SIZE);
    return values.reduce(
      (sum, value, index) =>
        sum +
        this.setter.height(this.valueLine(value, values.length), {
          width,
          lineGap: ROW_LINE_GAP,
        }) +
        (index > 0 ? 2 : 0),
      0,
    );
  }

  valueLine(value: string, count: number): string {
    return count > 1 ? `• ${value}` : value;
  }

  groupBar(heading: string): void {
    const { doc, left, width, setter } = this;
    const top = doc.y;
    doc.rect(left, top, width, GROUP_BAR).fill(NAVY);
    setter.font("bold", 9.5);
    doc.fillColor("#ffffff");
    setter.write(heading, this.at(left + CELL_PADDING + 2, width - 12), top + 4.5, {
      width: width - 12,
      lineBreak: false,
    });
    doc.y = top + GROUP_BAR;
  }

  group(group: SpecificationGroup): void {
    const { doc, left, width, setter } = this;
    const valueWidth = width - LABEL_WIDTH - 2 * CELL_PADDING;
    const labelLeft = this.at(left + CELL_PADDING, LABEL_WIDTH - 2 * CELL_PADDING);
    const valueLeft = this.at(left + LABEL_WIDTH + CELL_PADDING, valueWidth);
    const rowHeight = (row: SpecificationGroup["rows"][number]) => {
      setter.font("bold", ROW_SIZE);
      const label = setter.height(row.label, {
        width: LABEL_WIDTH - 2 * CELL_PADDING,
        lineGap: ROW_LINE_GAP,
      });
      return Math.max(label, this.valuesHeight(row.values, valueWidth)) + 2 * CELL_PADDING;
    };
    // Keep the group heading with its first row.
    const first = group.rows[0];
    if (doc.y + GROUP_BAR + (first ? rowHeight(first) : 0) > this.bottom) doc.addPage();
    this.groupBar(group.heading);
    group.rows.forEach((row, index) => {
      const height = rowHeight(row);
      if (doc.y + height > this.bottom) {
        doc.addPage();
        this.groupBar(fill(this.sheet.continued, { heading: group.heading }));
      }
      const top = doc.y;
      if (index % 2 === 1) doc.rect(left, top, width, height).fill(BOX_FILL);
      setter.font("bold", ROW_SIZE);
      doc.fillColor(NAVY);
      setter.write(row.label, labelLeft, top + CELL_PADDING, {
        width: LABEL_WIDTH - 2 * CELL_PADDING,
        lineGap: ROW_LINE_GAP,
      });
      setter.font("regular", ROW_SIZE);
      doc.fillColor(TEXT);
      let y = top + CELL_PADDING;
      for (const value of row.values) {
        const line = this.valueLine(value, row.values.length);
        setter.write(line, valueLeft, y, { width: valueWidth, lineGap: ROW_LINE_GAP });
        y += setter.height(line, { width: valueWidth, lineGap: ROW_LINE_GAP }) + 2;
      }
      doc
        .save()
        .moveTo(left, top + height)
        .lineTo(left + width, top + height)
        .lineWidth(0.4)
        .strokeColor(HAIRLINE)
        .stroke()
        .restore();
      doc.y = top + height;
    });
    doc.y += 10;
  }

  note(): void {
    const { doc, left, width, setter, sheet } = this;
    setter.font("oblique", 8.5);
    const height = setter.height(sheet.note, { width, lineGap: 1.5 });
    if (doc.y + height > this.bottom) doc.addPage();
    doc.fillColor(MUTED);
    setter.write(sheet.note, left, doc.y, { width, lineGap: 1.5 });
    doc.y += 10;
  }

  contactBox(): void {
    const { doc, left, width, setter } = this;
    const style: ContactBoxStyle = {
      columns: 2,
      columnGap: 12,
      padding: 10,
      paddingBottom: 13,
      bar: 3,
      heading: this.sheet.contactHeading,
      headingSize: 10,
      headingHeight: 16,
      labelWidth: 92,
      labelGap: 6,
      label: { size: 8, drop: 0.5 },
      value: { size: 8.6, lineGap: 1.5 },
      rowGap: 3,
    };
    const height = contactBoxHeight(setter, width, this.sheet.contacts, style);
    if (doc.y + height > this.bottom) doc.addPage();
    drawContactBox(doc, setter, { left, top: doc.y, width }, this.sheet.contacts, style);
  }

  footers(): void {
    writeFooters(
      this.doc,
      {
        left: this.left,
        width: this.width,
        text: this.sheet.footer,
        ruleFromBottom: MARGIN + FOOTER_HEIGHT - 12,
        fontSize: 8,
        textGap: 6,
        pageLabel: (page, count) => fill(this.sheet.page, { page, count }),
      },
      this.setter,
    );
  }
}

/** Lays out one sheet from its text and picture; returns the PDF, its page count and any text the fonts cannot print. */
export async function drawSpecSheet(
  sheet: SpecSheetText,
  picture: Buffer,
): Promise<{ pdf: Buffer; pages: number; unprintable: string[] }> {
  const created = new Date(`${sheet.dataDate}T00:00:00Z`);
  const { doc, bytes } = openPdf({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    lang: LOCALE_INFO[sheet.locale].tag,
    displayTitle: true,
    info: {
      Title: sheet.info.title,
      Author: site.name,
      Subject: sheet.info.subject,
      Keywords: sheet.info.keywords.join(", "),
      Creator: site.name,
      CreationDate: created,
      ModDate: created,
    },
  });

  const unprintable = new Set<string>();
  const rtl = LOCALE_INFO[sheet.locale].dir === "rtl";
  if (rtl) registerCairo(doc);
  const arabic = rtl ? arabicSetter(doc) : undefined;
  const setter =
    arabic ??
    helveticaSetter(doc, (value) => {
      const printable = toWinAnsi(value, new Set());
      if (printable.split("?").length !== value.split("?").length) unprintable.add(value);
      return printable;
    });
  const layout = new SheetLayout(doc, setter, sheet);
  layout.header(picture);
  for (const group of sheet.groups) layout.group(group);
  layout.note();
  layout.contactBox();
  layout.footers();
  const pages = doc.bufferedPageRange().count;
  if (arabic) {
    mapLigaturesInVisualOrder(doc);
    for (const char of arabic.unprintable) unprintable.add(char);
  }
  doc.end();
  return { pdf: await bytes, pages, unprintable: [...unprintable] };
}

/** One product's sheet in one language. */
export function renderSpecSheet(
  product: Product,
  picture: Buffer,
  terms: TradeTerms = tradeTerms,
  locale: Locale = "en",
): Promise<{ pdf: Buffer; pages: number; unprintable: string[] }> {
  return drawSpecSheet(specSheetText(product, locale, terms), picture);
}

/**
 * The newest change to anything every sheet is made from: the content, these scripts, and the
 * installed packages (pdfkit, the fonts).
 */
async function sharedInputsTime(): Promise<number> {
  const contentFiles = (await readdir(contentDir))
    .filter((file) => file.endsWith(".ts"))
    .map((file) => path.join(contentDir, file));
  const scripts = ["pdf.ts", "pdf-arabic.ts", "woff.ts"].map((file) =>
    path.join(import.meta.dirname, file),
  );
  const files = [
    import.meta.filename,
    ...scripts,
    path.join(root, "package-lock.json"),
    ...contentFiles,
  ];
  return Math.max(...(await Promise.all(files.map(mtime))));
}

export interface SpecSheetResult {
  file: string;
  locale: Locale;
  bytes: number;
  pages: number;
  written: boolean;
}

/**
 * Writes every product's sheet in every language under `outDir` (the folder SPEC_SHEETS_PATH is
 * served from), at the paths specSheetPath() gives, and removes the sheets of removed products.
 */
export async function buildSpecSheets(
  outDir: string,
  list: Product[] = products,
): Promise<SpecSheetResult[]> {
  const sharedTime = await sharedInputsTime();
  const results: SpecSheetResult[] = [];
  for (const locale of LOCALES) {
    const dir = path.join(outDir, specSheetFolder(locale).slice(SPEC_SHEETS_PATH.length));
    await mkdir(dir, { recursive: true });
    const fileName = (product: Product) => path.basename(specSheetPath(product, locale));
    for (const product of list) {
      const target = path.join(dir, fileName(product));
      results.push(await buildSheet(product, locale, target, sharedTime));
    }
    // A sheet whose product was removed must not stay online.
    const current = new Set(list.map(fileName));
    for (const file of await readdir(dir)) {
      if (file.endsWith(".pdf") && !current.has(file)) await unlink(path.join(dir, file));
    }
  }
  return results;
}

async function buildSheet(
  product: Product,
  locale: Locale,
  target: string,
  sharedTime: number,
): Promise<SpecSheetResult> {
  const source = await pictureSource(product.images[0] ?? product.slug);
  const targetTime = await mtime(target);
  if (targetTime > Math.max(sharedTime, await mtime(source))) {
    const existing = await readFile(target);
    const pages = countPages(existing);
    if (pages) return { file: target, locale, bytes: existing.length, pages, written: false };
  }
  const name = specSheetPath(product, locale);
  const { pdf, pages, unprintable } = await renderSpecSheet(
    product,
    await sheetPicture(source),
    tradeTerms,
    locale,
  );
  if (unprintable.length > 0) {
    throw new Error(`spec sheets: ${name}: the PDF fonts cannot print: ${unprintable.join(" | ")}`);
  }
  if (pdf.length > SPEC_SHEET_MAX_BYTES) {
    throw new Error(
      `spec sheets: ${name} is ${pdf.length} bytes, over the ${SPEC_SHEET_MAX_BYTES}-byte budget`,
    );
  }
  await writePdf(target, pdf);
  return { file: target, locale, bytes: pdf.length, pages, written: true };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const started = performance.now();
  const results = await buildSpecSheets(path.join(root, "public/assets/spec-sheets"));
  const largest = results.reduce((max, result) => (result.bytes > max.bytes ? result : max));
  for (const { file, pages, bytes, written } of results) {
    console.log(
      `${path.relative(root, file)}: ${pages} pp, ${(bytes / 1024).toFixed(1)} KiB, ${written ? "written" : "up to date"}`,
    );
  }
  console.log(
    `${results.length} sheets, largest ${path.basename(largest.file)} ${(largest.bytes / 1024).toFixed(1)} KiB, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
