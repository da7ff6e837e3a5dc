import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { icoFromPng } from "./ico.ts";

describe("icoFromPng", () => {
  it("writes an icon directory with one entry that points at the PNG", async () => {
    const png = await sharp({
      create: { width: 32, height: 32, channels: 4, background: "#0b2a4a" },
    })
      .png()
      .toBuffer();
    const ico = icoFromPng(png, 32);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7]]).toEqual([32, 32]);
    expect(ico.readUInt16LE(12)).toBe(32);
    expect(ico.readUInt32LE(14)).toBe(png.length);
    const offset = ico.readUInt32LE(18);
    expect(ico.subarray(offset).equals(png)).toBe(true);
    // The image decodes as the PNG it holds.
    expect((await sharp(ico.subarray(offset)).metadata()).width).toBe(32);
  });

  it("writes 256 pixels as 0, as the format has it", async () => {
    const ico = icoFromPng(Buffer.from("png"), 256);
    expect([ico[6], ico[7]]).toEqual([0, 0]);
  });
});
