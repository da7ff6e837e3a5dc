/** The part of fontkit (pdfkit's font engine, which ships no types) that the PDF scripts use. */
declare module "fontkit" {
  export interface Glyph {
    codePoints: number[];
    path: { toSVG(): string };
  }
  export interface GlyphPosition {
    xAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
  }
  export interface Font {
    unitsPerEm: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string, features?: string[]): GlyphRun;
  }
  export function create(buffer: Buffer): Font;
}
