// @vitest-environment node
import { mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { products } from "../app/content/products.ts";
import {
  buildSpecSheets,
  pictureSource,
  renderSpecSheet,
  sheetPicture,
  SPEC_SHEET_MAX_BYTES,
} from "./build-spec-sheets.ts";

const lobster = products.find((product) => product.slug === "rock-lobster")!;
const sardine = products.find((product) => product.slug === "goldstripe-sardine")!;

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
