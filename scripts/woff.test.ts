// @vitest-environment node
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import * as fontkit from "fontkit";
import { describe, expect, test } from "vitest";

import { woffToSfnt } from "./woff.ts";

const files = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@fontsource/cairo/LICENSE")),
  "files",
);

describe("WOFF fonts", () => {
  test("unpack to a TrueType file with the same glyphs and the same Arabic shaping", () => {
    const woff = readFileSync(path.join(files, "cairo-arabic-700-normal.woff"));
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    const unpacked = fontkit.create(sfnt);
    const packed = fontkit.create(woff);
    const glyphs = (font: fontkit.Font) =>
      font.layout("المبرّدة لا", []).glyphs.map((glyph) => glyph.codePoints.join(","));
    expect(glyphs(unpacked)).toEqual(glyphs(packed));
    expect(unpacked.hasGlyphForCodePoint(0x0628)).toBe(true);
  });

  test("refuse a file that is not WOFF 1.0", () => {
    expect(() => woffToSfnt(Buffer.from("wOF2\0\0\0\0"))).toThrow("not a WOFF 1.0 font");
  });
});
