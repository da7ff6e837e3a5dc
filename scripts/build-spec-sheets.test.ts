// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { products } from "../app/content/products.ts";
import { tradeTerms } from "../app/content/trade-terms.ts";
import {
  buildSpecSheets,
  pictureSource,
  renderSpecSheet,
  sheetPicture,
  SPEC_SHEET_MAX_BYTES,
} from "./build-spec-sheets.ts";

const lobster = products.find((product) => product.slug === "rock-lobster")!;
const sardine = products.find((product) => product.slug === "goldstripe-sardine")!;
const grouper = products.find((product) => product.slug === "filleted-grouper")!;

/** The sheet's text as a reader copies it, on one line. */
function sheetText(pdf: Buffer): string {
  const result = spawnSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: pdf });
  if (result.error) throw new Error("pdftotext is missing: install Debian's poppler-utils");
  return result.stdout.toString("utf8").replace(/\s+/g, " ");
}

describe("specification sheets", () => {
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

  test("a build writes one sheet per product, skips it when up to date and removes stale ones", async () => {
    await writeFile(path.join(outDir, "discontinued-product.pdf"), "%PDF-1.3\n");
    const first = await buildSpecSheets(outDir, [sardine]);
    expect(first.map((result) => [path.basename(result.file), result.written])).toEqual([
      ["goldstripe-sardine.pdf", true],
    ]);
    expect(await readdir(outDir)).toEqual(["goldstripe-sardine.pdf"]);
    const written = (await stat(first[0]!.file)).mtimeMs;

    const second = await buildSpecSheets(outDir, [sardine]);
    expect(second[0]).toMatchObject({ written: false, bytes: first[0]!.bytes });
    expect((await stat(first[0]!.file)).mtimeMs).toBe(written);
  });
});
