/**
 * Saves a full-page PNG of every route at a phone's and a laptop's width (WIDTHS in
 * tests/support/page-shapes.ts) into screenshots/.
 * Serves the existing build (run `npm run build` first) on a free local port.
 * Usage: tsx scripts/screenshots.ts [route ...]
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";

import { chromium } from "@playwright/test";

import { allPaths } from "../app/content/catalog.ts";
import { chromiumPath, playwrightArgs, startServer } from "./local-server.ts";
import { WIDTHS } from "../tests/support/page-shapes.ts";

const outDir = path.resolve(import.meta.dirname, "../screenshots");

const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : allPaths();
await mkdir(outDir, { recursive: true });
const server = await startServer();
const browser = await chromium.launch({ executablePath: chromiumPath, args: playwrightArgs });
try {
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    for (const route of routes) {
      await page.goto(server.url + route, { waitUntil: "networkidle" });
      // Lazy pictures load only near the viewport: scroll through the page once.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      const name = route === "/" ? "home" : route.slice(1).replaceAll("/", "_");
      await page.screenshot({ path: path.join(outDir, `${name}@${width}.png`), fullPage: true });
    }
    await page.close();
  }
  console.log(`screenshots: ${routes.length * WIDTHS.length} files in ${outDir}`);
} finally {
  await browser.close();
  await server.stop();
}
