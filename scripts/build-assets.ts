/**
 * Renders the artwork (or the business's photographs, when present) to responsive AVIF and WebP,
 * and writes the icons, web manifest, share images, PDF guides and product specification sheets.
 * Outputs go to public/generated/ and public/assets/, which are not committed. Unchanged inputs
 * are skipped, so repeated builds are quick.
 */
import { copyFile, mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";

import sharp from "sharp";

import { IMAGE_ASPECT, IMAGE_FORMATS, IMAGE_WIDTHS, imageHeight } from "../app/lib/images.ts";
import { site } from "../app/content/site.ts";
import { buildGuides } from "./build-guides.ts";
import { icoFromPng } from "./ico.ts";
import { mtime } from "./mtime.ts";
import { buildSpecSheets, pictureSource } from "./build-spec-sheets.ts";
import { buildShareImages } from "./share-images.ts";

const root = path.resolve(import.meta.dirname, "..");
const artworkDir = path.join(root, "assets/artwork");
const outDir = path.join(root, "public/generated");
const imagesOut = path.join(outDir, "images");
const iconsOut = path.join(outDir, "icons");

/** Artwork used as-is (vector), never replaced by a photograph. */
const VECTOR_ONLY = new Set(["logo", "fallback"]);
/** The logo drawn for 16 to 32 pixels (its tile and fish): the browser tab's icon. */
const FAVICON = path.join(artworkDir, "favicon.svg");

async function renderPicture(name: string): Promise<number> {
  const source = await pictureSource(name);
  const sourceTime = await mtime(source);
  let written = 0;
  for (const width of IMAGE_WIDTHS) {
    for (const format of IMAGE_FORMATS) {
      const target = path.join(imagesOut, `${name}-${width}.${format}`);
      if ((await mtime(target)) > sourceTime) continue;
      const image = sharp(source, { density: 144 }).resize(width, imageHeight(width), {
        fit: "cover",
        position: "attention",
      });
      // AVIF at effort 2: files 4 % larger than at effort 3 and 11 % larger than at 4 (king
      // fish, grouper, rock lobster and a slide at three widths: 126.6, 121.8 and 113.9 KB),
      // written in less than half the time of effort 3 (1.9 against 4.1 s; 12.4 s at 4).
      // Encoding is most of a fresh build's time, and so of the test suite's on two cores.
      const encoded =
        format === "avif"
          ? image.avif({ quality: 45, effort: 2 })
          : image.webp({ quality: 78, effort: 4 });
      await encoded.toFile(target);
      written += 1;
    }
  }
  return written;
}

async function writeIcons(): Promise<void> {
  const logo = path.join(artworkDir, "logo.svg");
  // Pages carry the SVG themselves (app/lib/favicon.ts). The two icons at the site's root are
  // where browsers look without being told (a link in every page would cost its first round
  // trip): /favicon.ico for browsers that do not read SVG icons, /apple-touch-icon.png for
  // an iPhone's home screen.
  const favicon = await sharp(FAVICON, { density: 300 }).resize(32, 32).png().toBuffer();
  await writeFile(path.join(root, "public/favicon.ico"), icoFromPng(favicon, 32));
  const sizes: Array<[string, number]> = [
    [path.join(root, "public/apple-touch-icon.png"), 180],
    [path.join(iconsOut, "icon-192.png"), 192],
    [path.join(iconsOut, "icon-512.png"), 512],
  ];
  for (const [file, size] of sizes) {
    await sharp(logo, { density: 600 })
      .resize(size, size)
      .flatten({ background: "#ffffff" })
      .png()
      .toFile(file);
  }
  const manifest = {
    name: site.name,
    short_name: site.name,
    start_url: "/",
    display: "browser",
    background_color: "#fcfaf5",
    theme_color: "#0b2a4a",
    icons: [
      { src: "/generated/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/generated/icons/icon-512.png", sizes: "512x512", type: "image/png" },
    ],
  };
  await writeFile(path.join(root, "public/site.webmanifest"), JSON.stringify(manifest, null, 2));
}

async function main(): Promise<void> {
  const started = performance.now();
  await mkdir(imagesOut, { recursive: true });
  await mkdir(iconsOut, { recursive: true });
  const names = (await readdir(artworkDir))
    .filter((file) => file.endsWith(".svg"))
    .map((file) => file.slice(0, -4))
    .sort();
  for (const name of VECTOR_ONLY) {
    await copyFile(path.join(artworkDir, `${name}.svg`), path.join(imagesOut, `${name}.svg`));
  }
  let written = 0;
  const pictures = names.filter((name) => !VECTOR_ONLY.has(name) && name !== "favicon");
  // Two at a time: this machine has two cores and AVIF encoding is CPU-bound.
  for (let index = 0; index < pictures.length; index += 2) {
    const batch = pictures.slice(index, index + 2).map(renderPicture);
    written += (await Promise.all(batch)).reduce((sum, count) => sum + count, 0);
  }
  await writeIcons();
  const guides = await buildGuides(path.join(root, "public/assets"));
  const sheets = await buildSpecSheets(path.join(root, "public/assets/spec-sheets"));
  const shares = await buildShareImages(artworkDir, path.join(outDir, "share"));
  const guideSummary = guides
    .map(
      ({ file, pages, bytes }) =>
        `${path.basename(file)} ${pages} pp ${Math.round(bytes / 1024)} KiB`,
    )
    .join(", ");
  const largestSheet = Math.max(...sheets.map((sheet) => sheet.bytes));
  const sheetSummary = `${sheets.length} spec sheets (${sheets.filter((sheet) => sheet.written).length} written, largest ${Math.round(largestSheet / 1024)} KiB)`;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `assets: ${pictures.length} pictures (${IMAGE_ASPECT.width}:${IMAGE_ASPECT.height}), ${written} files written, ${shares} share images, guides: ${guideSummary}, ${sheetSummary}, ${seconds} s`,
  );
}

await main();
