/**
 * Writes one 1200×630 link-preview image per page type (Open Graph / Twitter card) into
 * public/generated/share/: the company name, a line about the page type and a picture.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";

import sharp from "sharp";

import { site } from "../app/content/site.ts";
import type { ShareImage } from "../app/lib/seo.ts";

const WIDTH = 1200;
const HEIGHT = 630;
const PICTURE_WIDTH = 460;

const SHARE_IMAGES: Record<ShareImage, { line: string; picture: string }> = {
  home: { line: "Seafood processing, cold storage and export", picture: "slide-blue-economy" },
  product: { line: "Fresh, filleted, frozen, dried and shellfish", picture: "category-fresh-fish" },
  service: { line: "From the landing beach to the buyer", picture: "service-fish-processing" },
  company: { line: "Badey, Eyl and Garowe, Puntland, Somalia", picture: "slide-bold-vision" },
  offer: { line: "Office cleaning offers in London", picture: "service-quality-assurance" },
};

function escapeXml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

function textPanel(line: string): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <rect width="100%" height="100%" fill="#0b2a4a"/>
  <rect x="0" y="${HEIGHT - 12}" width="${WIDTH}" height="12" fill="#a8441f"/>
  <text x="64" y="250" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="56" font-weight="700" fill="#ffffff">${escapeXml(site.name)}</text>
  <text x="64" y="320" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="25" fill="#dff0fa">${escapeXml(line)}</text>
  <text x="64" y="420" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="26" fill="#8cc8ea">${escapeXml(site.phone.display)}</text>
</svg>`);
}

export async function buildShareImages(artworkDir: string, outDir: string): Promise<number> {
  await mkdir(outDir, { recursive: true });
  const entries = Object.entries(SHARE_IMAGES) as Array<
    [ShareImage, { line: string; picture: string }]
  >;
  for (const [type, { line, picture }] of entries) {
    const art = await sharp(path.join(artworkDir, `${picture}.svg`))
      .resize(PICTURE_WIDTH, HEIGHT, { fit: "cover" })
      .png()
      .toBuffer();
    await sharp(textPanel(line))
      .composite([{ input: art, left: WIDTH - PICTURE_WIDTH, top: 0 }])
      .png({ compressionLevel: 9 })
      .toFile(path.join(outDir, `${type}.png`));
  }
  return entries.length;
}
