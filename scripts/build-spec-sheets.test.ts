// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { products } from "../app/content/products.ts";
import { tradeTerms } from "../app/content/trade-terms.ts";
import { arabicLobsterSheet } from "./arabic-sheet-sample.ts";
import {
  buildSpecSheets,
  drawSpecSheet,
  pictureSource,
  renderSpecSheet,
  sheetPicture,
  SPEC_SHEET_MAX_BYTES,
} from "./build-spec-sheets.ts";

const lobster = products.find((product) => product.slug === "rock-lobster")!;
const sardine = products.find((product) => product.slug === "goldstripe-sardine")!;
const grouper = products.find((product) => product.slug === "filleted-grouper")!;

function pdftotext(pdf: Buffer, ...options: string[]): string {
  const result = spawnSync("pdftotext", [...options, "-enc", "UTF-8", "-", "-"], { input: pdf });
  if (result.error) throw new Error("pdftotext is missing: install Debian's poppler-utils");
  return result.stdout.toString("utf8");
}

/** The sheet's text as a reader copies it, on one line, without pdftotext's direction marks. */
function sheetText(pdf: Buffer): string {
  return pdftotext(pdf)
    .replace(/[\u202A-\u202E]/gu, "")
    .replace(/\s+/g, " ");
}

/** The words on a sheet's first page (Arabic ones in drawing order, so reversed), with their boxes. */
function firstPageWords(pdf: Buffer): Array<{ word: string; left: number; right: number }> {
  return [
    ...pdftotext(pdf, "-bbox", "-f", "1", "-l", "1").matchAll(
      /<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)"[^>]*>([^<]*)</g,
    ),
  ].map((match) => ({ left: Number(match[1]), right: Number(match[2]), word: match[3]! }));
}

/** Arabic presentation forms: what a reader gets when glyphs map to shapes instead of letters. */
const PRESENTATION_FORMS = /[\uFB50-\uFDFF\uFE70-\uFEFF]/u;

// Sheets take a second or two each while other builds share the machine.
describe("specification sheets", { timeout: 20_000 }, () => {
  let outDir = "";
  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), "spec-sheets-"));
  });
  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  test("the picture is the artwork unless a photograph replaces it, rendered as a 4:3 JPEG", async () => {
    const source = await pictureSource("rock-lobster");
    expect(source).toMatch(/assets\/artwork\/rock-lobster\.svg$/);
    const jpeg = await sheetPicture(source);
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  test("a sheet is an A4 PDF with its title, subject and picture, within the size budget", async () => {
    const picture = await sheetPicture(await pictureSource(lobster.images[0]!));
    const { pdf, pages, unprintable } = await renderSpecSheet(lobster, picture);
    const raw = pdf.toString("latin1");
    expect(raw.startsWith("%PDF-")).toBe(true);
    expect(raw).toContain("(Rock Lobster specification sheet)");
    // PDF strings escape their parentheses.
    expect(raw).toContain(
      "(Rock Lobster \\(Panulirus homarus\\) from Somalia: HS 0306.31, 0306.11",
    );
    expect(raw).toContain("/MediaBox [0 0 595.28 841.89]");
    expect(raw).toContain("/Subtype /Image");
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(3);
    expect(unprintable).toEqual([]);
    expect(pdf.length).toBeLessThan(SPEC_SHEET_MAX_BYTES);
  });

  test("a sheet lists the documents of its own product only, and its container loads", async () => {
    const lobsterText = sheetText(
      (await renderSpecSheet(lobster, await sheetPicture(await pictureSource("rock-lobster")))).pdf,
    );
    expect(lobsterText).toContain("Shipper's certification for live animals");
    expect(lobsterText).toContain("CITES statement");
    expect(lobsterText).toContain("Halal certificate for lobster");
    expect(lobsterText).not.toContain("Histamine test report");
    expect(lobsterText).toMatch(
      /Container load Frozen: 20['′] reefer \d+ master cartons, [\d.]+ t net/,
    );

    const grouperText = sheetText(
      (await renderSpecSheet(grouper, await sheetPicture(await pictureSource("filleted-grouper"))))
        .pdf,
    );
    expect(grouperText).not.toContain("Histamine test report");
    expect(grouperText).not.toContain("live animals");
    expect(grouperText).toContain("fillets are cut only from Epinephelus groupers of 8 kg or less");

    const sardineText = sheetText(
      (
        await renderSpecSheet(
          sardine,
          await sheetPicture(await pictureSource("goldstripe-sardine")),
        )
      ).pdf,
    );
    expect(sardineText).toContain("Histamine test report");
    expect(sardineText).toMatch(/40['′] dry container \d+ sacks, [\d.]+ t net/);
  });

  test("a sheet shows the establishment's approval number only when the business has one", async () => {
    const picture = await sheetPicture(await pictureSource("filleted-grouper"));
    const without = sheetText((await renderSpecSheet(grouper, picture)).pdf);
    expect(tradeTerms.establishmentApproval).toBeUndefined();
    expect(without).not.toContain("Establishment approval");
    const approved = {
      ...tradeTerms,
      establishmentApproval: {
        establishment: { en: "Badey processing establishment", ar: "منشأة التجهيز في بادي" },
        authority: {
          en: "Ministry of Fisheries and Marine Resources",
          ar: "وزارة مصايد الأسماك والموارد البحرية",
        },
        number: "PL-FP-0001",
      },
    };
    const withNumber = sheetText((await renderSpecSheet(grouper, picture, approved)).pdf);
    expect(withNumber).toContain(
      "Establishment approval Badey processing establishment: Ministry of Fisheries and Marine Resources No. PL-FP-0001",
    );
  });

  test("an Arabic sheet is an A4 PDF in Arabic, within the size budget", async () => {
    const picture = await sheetPicture(await pictureSource(lobster.images[0]!));
    const { pdf, pages, unprintable } = await renderSpecSheet(lobster, picture, tradeTerms, "ar");
    const raw = pdf.toString("latin1");
    expect(raw.startsWith("%PDF-")).toBe(true);
    expect(raw).toContain("/MediaBox [0 0 595.28 841.89]");
    expect(raw).toContain("/Lang (ar)");
    expect(raw).toContain("/Subtype /Image");
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(4);
    expect(unprintable).toEqual([]);
    expect(pdf.length).toBeLessThan(SPEC_SHEET_MAX_BYTES);
    const text = sheetText(pdf);
    // Until the trade content has its Arabic, only the sheet's own words are Arabic.
    for (const words of ["نشرة المواصفات", "تواصل مع", "البريد الإلكتروني", "صفحة", "من"]) {
      expect(text).toContain(words);
    }
    expect(text).toContain("+252 9040 14301");
    expect(text).not.toMatch(PRESENTATION_FORMS);
  });

  test("an Arabic sheet reads back as Arabic words, with codes and temperatures in order", async () => {
    const picture = await sheetPicture(await pictureSource("rock-lobster"));
    const { pdf, pages, unprintable } = await drawSpecSheet(arabicLobsterSheet, picture);
    expect(unprintable).toEqual([]);
    expect(pages).toBe(1);
    const text = sheetText(pdf);
    for (const words of [
      "المياه الساحلية الصخرية حول إيل",
      "درجة حرارة التخزين",
      "في مخزن التبريد في غاروي وفي الحاوية المبردة",
      "الوزن الصافي",
      "البيانات محدثة حتى",
    ]) {
      expect(text).toContain(words);
    }
    for (const code of ["0306.31", "−18 °C", "Panulirus homarus megasculptus", "8.4 t"]) {
      expect(text).toContain(code);
    }
    expect(text).not.toMatch(PRESENTATION_FORMS);
    expect(text).not.toMatch(/[?\uFFFD]/u);
  });

  test("an Arabic sheet is the English layout mirrored", async () => {
    const picture = await sheetPicture(await pictureSource("rock-lobster"));
    const words = firstPageWords((await drawSpecSheet(arabicLobsterSheet, picture)).pdf);
    const find = (word: string) => {
      const drawn = /\p{Script=Arabic}/u.test(word) ? [...word].reverse().join("") : word;
      const found = words.find((box) => box.word.includes(drawn));
      if (!found) throw new Error(`"${word}" is not on the first page`);
      return found;
    };
    const margin = 40;
    const right = 595.28 - margin;
    // The title, the labels (in cells padded by 4 pt) and the contact heading (in a panel padded
    // by 10 pt) end at the right margin…
    expect(find("شارخة").right).toBeCloseTo(right, 1);
    expect(find("الوزن").right).toBeCloseTo(right - 4, 1);
    expect(find("تواصل").right).toBeCloseTo(right - 10, 1);
    // …the values sit left of the label column, and the page number is on the left.
    expect(find("كرتونة").right).toBeLessThan(right - 110);
    expect(find("صفحة").left).toBeLessThan(margin + 60);
    // The picture (200 pt wide) is on the left, so the header text stays right of it.
    for (const word of ["شارخة", "قشريات"]) expect(find(word).left).toBeGreaterThan(margin + 200);
  });

  test("a build writes one sheet per product and language, skips it when up to date and removes stale ones", async () => {
    await writeFile(path.join(outDir, "discontinued-product.pdf"), "%PDF-1.3\n");
    await mkdir(path.join(outDir, "ar"));
    await writeFile(path.join(outDir, "ar", "discontinued-product.pdf"), "%PDF-1.3\n");
    const first = await buildSpecSheets(outDir, [sardine]);
    expect(
      first.map((result) => [path.relative(outDir, result.file), result.locale, result.written]),
    ).toEqual([
      ["goldstripe-sardine.pdf", "en", true],
      [path.join("ar", "goldstripe-sardine.pdf"), "ar", true],
    ]);
    expect(await readdir(outDir)).toEqual(["ar", "goldstripe-sardine.pdf"]);
    expect(await readdir(path.join(outDir, "ar"))).toEqual(["goldstripe-sardine.pdf"]);
    const written = await Promise.all(
      first.map(async (result) => (await stat(result.file)).mtimeMs),
    );

    const second = await buildSpecSheets(outDir, [sardine]);
    expect(second.map((result) => [result.written, result.bytes])).toEqual(
      first.map((result) => [false, result.bytes]),
    );
    expect(
      await Promise.all(second.map(async (result) => (await stat(result.file)).mtimeMs)),
    ).toEqual(written);
  });
});
