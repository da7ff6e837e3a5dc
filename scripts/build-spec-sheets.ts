/**
 * Writes one A4 specification sheet per product, public/assets/spec-sheets/<slug>.pdf, from the
 * rows the product page shows (app/content/product-spec.ts), with the product's picture, the
 * contact details and the date of the data. build-assets.ts calls buildSpecSheets() on every
 * asset build; a sheet newer than the content, its picture and these scripts is left alone.
 * Run directly: `npx tsx scripts/build-spec-sheets.ts`.
 */
import { mkdir, readdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";

import PDFDocument from "pdfkit";
import sharp from "sharp";

import { findCategory } from "../app/content/catalog.ts";
import { LOCALE_INFO, type Locale } from "../app/content/locale.ts";
import { localize, requireTranslations, type Resolved } from "../app/content/localized.ts";
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
import { tradeTerms } from "../app/content/trade-terms.ts";
import { mtime } from "./mtime.ts";
import {
  ACCENT,
  BOLD,
  BOX_FILL,
  contactRows,
  countPages,
  drawContactPanel,
  HAIRLINE,
  MUTED,
  NAVY,
  REGULAR,
  TEXT,
  toWinAnsi,
  writeFooters,
} from "./pdf.ts";

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
const OBLIQUE = "Helvetica-Oblique";

/**
 * The sheet's own words in both languages ("{…}" filled in by `fill`). The English sheets use the
 * English; an Arabic sheet needs, besides these, an Arabic font and right-to-left line ordering.
 */
export const SHEET_WORDS = requireTranslations("scripts/build-spec-sheets.ts", {
  eyebrow: { en: "{brand} · SPECIFICATION SHEET", ar: "{brand} · نشرة المواصفات" },
  title: { en: "{name} specification sheet", ar: "نشرة مواصفات {name}" },
  subject: {
    en: "{name} ({binomial}) from Somalia: HS {codes}, FAO Major Fishing Area {area}, size grades, storage, shelf life, packing and shipping terms",
    ar: "{name} ({binomial}) من الصومال: رمز HS {codes}، منطقة الصيد الرئيسية {area} لمنظمة الأغذية والزراعة، فئات الحجم والتخزين وفترة الصلاحية والتعبئة وشروط الشحن",
  },
  keywords: { en: "Somalia, Puntland, seafood", ar: "الصومال، بونتلاند، المأكولات البحرية" },
  footer: {
    en: "{brand} · {name} specification sheet · Data as of {date}",
    ar: "{brand} · نشرة مواصفات {name} · البيانات محدّثة حتى {date}",
  },
  continued: { en: "{heading} (continued)", ar: "{heading} (تابع)" },
  note: {
    en: "Data as of {date}. Prices on request. The proforma invoice confirms the grades, packing, quantities and terms of each order.",
    ar: "البيانات محدّثة حتى {date}. الأسعار عند الطلب. وتؤكد الفاتورة المبدئية الفئات والتعبئة والكميات وشروط كل طلب.",
  },
  contact: { en: "Contact {brand}", ar: "تواصل مع {brand}" },
});

type SheetWords = Resolved<typeof SHEET_WORDS>;

/** Fills "{name}" placeholders. */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}

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

class SheetLayout {
  /** Texts the built-in fonts could not show, which would print as "?". */
  readonly unprintable = new Set<string>();
  readonly left = MARGIN;
  readonly width: number;

  constructor(
    readonly doc: Doc,
    readonly footerText: string,
    readonly words: SheetWords,
  ) {
    this.width = doc.page.width - 2 * MARGIN;
  }

  text(value: string): string {
    const printable = toWinAnsi(value, new Set());
    if (printable.split("?").length !== value.split("?").length) this.unprintable.add(value);
    return printable;
  }

  get bottom(): number {
    return this.doc.page.height - MARGIN - FOOTER_HEIGHT;
  }

  /** The product's name, Latin name, category, codes and summary beside its picture. */
  header(
    product: Resolved<Product>,
    picture: Buffer,
    { category, area }: { category: string; area: string },
  ): void {
    const { doc, left, width } = this;
    const textWidth = width - PICTURE.width - 18;
    const top = MARGIN;
    doc
      .font(BOLD)
      .fontSize(8.5)
      .fillColor(ACCENT)
      .text(this.text(fill(this.words.eyebrow, { brand: site.name.toUpperCase() })), left, top, {
        width: textWidth,
        characterSpacing: 1.2,
      });
    doc.y += 8;
    doc
      .font(BOLD)
      .fontSize(22)
      .fillColor(NAVY)
      .text(this.text(product.name), left, doc.y, { width: textWidth });
    doc.y += 3;
    doc
      .font(OBLIQUE)
      .fontSize(10)
      .fillColor(MUTED)
      .text(this.text(product.trade.scientificName), left, doc.y, {
        width: textWidth,
        lineGap: 1.5,
      });
    doc.y += 6;
    doc
      .font(BOLD)
      .fontSize(9)
      .fillColor(NAVY)
      .text(
        this.text(`${category} · HS ${hsCodes(product.trade).join(", ")} · ${area}`),
        left,
        doc.y,
        { width: textWidth, lineGap: 1.5 },
      );
    doc.y += 6;
    doc
      .font(REGULAR)
      .fontSize(9.5)
      .fillColor(TEXT)
      .text(this.text(product.summary), left, doc.y, { width: textWidth, lineGap: 2 });
    const textBottom = doc.y;
    const pictureLeft = left + width - PICTURE.width;
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
    this.doc.font(REGULAR).fontSize(ROW_SIZE);
    return values.reduce(
      (sum, value, index) =>
        sum +
        this.doc.heightOfString(this.valueLine(value, values.length), {
          width,
          lineGap: ROW_LINE_GAP,
        }) +
        (index > 0 ? 2 : 0),
      0,
    );
  }

  valueLine(value: string, count: number): string {
    return this.text(count > 1 ? `• ${value}` : value);
  }

  groupBar(heading: string): void {
    const { doc, left, width } = this;
    const top = doc.y;
    doc.rect(left, top, width, GROUP_BAR).fill(NAVY);
    doc
      .font(BOLD)
      .fontSize(9.5)
      .fillColor("#ffffff")
      .text(this.text(heading), left + CELL_PADDING + 2, top + 4.5, {
        width: width - 12,
        lineBreak: false,
      });
    doc.y = top + GROUP_BAR;
  }

  group(group: SpecificationGroup): void {
    const { doc, left, width } = this;
    const valueWidth = width - LABEL_WIDTH - 2 * CELL_PADDING;
    const rowHeight = (row: SpecificationGroup["rows"][number]) => {
      doc.font(BOLD).fontSize(ROW_SIZE);
      const label = doc.heightOfString(this.text(row.label), {
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
        this.groupBar(fill(this.words.continued, { heading: group.heading }));
      }
      const top = doc.y;
      if (index % 2 === 1) doc.rect(left, top, width, height).fill(BOX_FILL);
      doc
        .font(BOLD)
        .fontSize(ROW_SIZE)
        .fillColor(NAVY)
        .text(this.text(row.label), left + CELL_PADDING, top + CELL_PADDING, {
          width: LABEL_WIDTH - 2 * CELL_PADDING,
          lineGap: ROW_LINE_GAP,
        });
      doc.font(REGULAR).fontSize(ROW_SIZE).fillColor(TEXT);
      let y = top + CELL_PADDING;
      for (const value of row.values) {
        const line = this.valueLine(value, row.values.length);
        doc.text(line, left + LABEL_WIDTH + CELL_PADDING, y, {
          width: valueWidth,
          lineGap: ROW_LINE_GAP,
        });
        y += doc.heightOfString(line, { width: valueWidth, lineGap: ROW_LINE_GAP }) + 2;
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

  note(text: string): void {
    const { doc, left, width } = this;
    doc.font(OBLIQUE).fontSize(8.5);
    const height = doc.heightOfString(this.text(text), { width, lineGap: 1.5 });
    if (doc.y + height > this.bottom) doc.addPage();
    doc.fillColor(MUTED).text(this.text(text), left, doc.y, { width, lineGap: 1.5 });
    doc.y += 10;
  }

  contactBox(): void {
    const { doc, left, width } = this;
    const rows = contactRows();
    const padding = 10;
    const columnWidth = (width - 2 * padding - 12) / 2;
    const labelWidth = 92;
    const half = Math.ceil(rows.length / 2);
    const rowHeight = (row: (typeof rows)[number]) => {
      doc.font(REGULAR).fontSize(8.6);
      return doc.heightOfString(this.text(row.value), {
        width: columnWidth - labelWidth,
        lineGap: 1.5,
      });
    };
    const columnHeight = (column: typeof rows) =>
      column.reduce((sum, row) => sum + rowHeight(row) + 3, 0);
    const columns = [rows.slice(0, half), rows.slice(half)];
    const height = 2 * padding + 16 + Math.max(...columns.map(columnHeight));
    if (doc.y + height > this.bottom) doc.addPage();
    const top = doc.y;
    drawContactPanel(doc, {
      left,
      top,
      width,
      height,
      bar: 3,
      padding,
      heading: this.text(fill(this.words.contact, { brand: site.name })),
      headingSize: 10,
    });
    columns.forEach((column, index) => {
      let y = top + padding + 16;
      const x = left + padding + index * (columnWidth + 12);
      for (const row of column) {
        doc
          .font(BOLD)
          .fontSize(8)
          .fillColor(MUTED)
          .text(this.text(row.label), x, y + 0.5, { width: labelWidth - 6 });
        doc
          .font(REGULAR)
          .fontSize(8.6)
          .fillColor(row.link ? NAVY : TEXT)
          .text(this.text(row.value), x + labelWidth, y, {
            width: columnWidth - labelWidth,
            lineGap: 1.5,
            link: row.link,
          });
        y += rowHeight(row) + 3;
      }
    });
    doc.y = top + height;
  }

  footers(): void {
    writeFooters(this.doc, {
      left: this.left,
      width: this.width,
      text: this.text(this.footerText),
      ruleFromBottom: MARGIN + FOOTER_HEIGHT - 12,
      fontSize: 8,
      textGap: 6,
    });
  }
}

/**
 * Lays out one product's sheet in one language and returns the PDF, its page count and any
 * unprintable text. Every text comes from the content in that language.
 */
export async function renderSpecSheet(
  product: Product,
  picture: Buffer,
  terms: TradeTerms = tradeTerms,
  locale: Locale = "en",
): Promise<{ pdf: Buffer; pages: number; unprintable: string[] }> {
  const words = localize(SHEET_WORDS, locale);
  const text = localize(product, locale);
  const dataDate = formatDataDate(locale, terms.dataDate);
  const created = new Date(`${terms.dataDate}T00:00:00Z`);
  // The Latin name is the same in both languages.
  const binomial = product.trade.scientificName.en.split(" ").slice(0, 2).join(" ");
  const codes = hsCodes(product.trade).join(", ");
  const category = findCategory(product.category);
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    lang: LOCALE_INFO[locale].tag,
    displayTitle: true,
    info: {
      Title: fill(words.title, { name: text.name }),
      Author: site.name,
      Subject: fill(words.subject, {
        name: text.name,
        binomial,
        codes,
        area: product.trade.catchArea.faoMajorArea,
      }),
      Keywords: [text.name, binomial, `HS ${codes}`, words.keywords].join(", "),
      Creator: site.name,
      CreationDate: created,
      ModDate: created,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });

  const layout = new SheetLayout(
    doc,
    fill(words.footer, { brand: site.name, name: text.name, date: dataDate }),
    words,
  );
  layout.header(text, picture, {
    category: category ? category.name[locale] : product.category,
    area: faoArea(product.trade, locale, terms),
  });
  for (const group of [
    ...specificationGroups(product, locale, terms),
    marketsGroup(locale, terms),
  ]) {
    layout.group(group);
  }
  layout.note(fill(words.note, { date: dataDate }));
  layout.contactBox();
  layout.footers();
  const pages = doc.bufferedPageRange().count;
  doc.end();
  await finished;
  return { pdf: Buffer.concat(chunks), pages, unprintable: [...layout.unprintable] };
}

/** The newest change to anything every sheet is made from: the content and these scripts. */
async function sharedInputsTime(): Promise<number> {
  const contentFiles = (await readdir(contentDir))
    .filter((file) => file.endsWith(".ts"))
    .map((file) => path.join(contentDir, file));
  const files = [import.meta.filename, path.join(import.meta.dirname, "pdf.ts"), ...contentFiles];
  return Math.max(...(await Promise.all(files.map(mtime))));
}

export interface SpecSheetResult {
  file: string;
  bytes: number;
  pages: number;
  written: boolean;
}

export async function buildSpecSheets(
  outDir: string,
  list: Product[] = products,
): Promise<SpecSheetResult[]> {
  await mkdir(outDir, { recursive: true });
  const sharedTime = await sharedInputsTime();
  const results: SpecSheetResult[] = [];
  for (const product of list) {
    const target = path.join(outDir, `${product.slug}.pdf`);
    const source = await pictureSource(product.images[0] ?? product.slug);
    const targetTime = await mtime(target);
    if (targetTime > Math.max(sharedTime, await mtime(source))) {
      const existing = await readFile(target);
      const pages = countPages(existing);
      if (pages) {
        results.push({ file: target, bytes: existing.length, pages, written: false });
        continue;
      }
    }
    const { pdf, pages, unprintable } = await renderSpecSheet(product, await sheetPicture(source));
    if (unprintable.length > 0) {
      throw new Error(
        `spec sheets: ${product.slug}: the PDF fonts cannot print: ${unprintable.join(" | ")}`,
      );
    }
    if (pdf.length > SPEC_SHEET_MAX_BYTES) {
      throw new Error(
        `spec sheets: ${product.slug}.pdf is ${pdf.length} bytes, over the ${SPEC_SHEET_MAX_BYTES}-byte budget`,
      );
    }
    // Write beside the target and rename, so a half-written PDF is never served or kept.
    const temporary = `${target}.${process.pid}.tmp`;
    try {
      await writeFile(temporary, pdf);
      await rename(temporary, target);
    } catch (error) {
      await unlink(temporary).catch(() => {});
      throw error;
    }
    results.push({ file: target, bytes: pdf.length, pages, written: true });
  }
  // A sheet whose product was removed must not stay online.
  const current = new Set(list.map((product) => `${product.slug}.pdf`));
  for (const file of await readdir(outDir)) {
    if (file.endsWith(".pdf") && !current.has(file)) await unlink(path.join(outDir, file));
  }
  return results;
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
