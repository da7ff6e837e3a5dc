/**
 * Reports the JavaScript each pre-rendered page loads before any interaction: the module scripts
 * and modulepreloads in its HTML, summed as gzip (level 9) bytes. Run after `npm run build`.
 * Usage: tsx scripts/js-size.ts [--budget KB]
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { allPaths } from "../app/content/catalog.ts";

const client = path.resolve(import.meta.dirname, "../build/client");
const budgetArg = process.argv.indexOf("--budget");
const budgetKb = budgetArg > -1 ? Number(process.argv[budgetArg + 1]) : undefined;

const gzipCache = new Map<string, number>();
function gzipBytes(url: string): number {
  let size = gzipCache.get(url);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(client, url)), { level: 9 }).length;
    gzipCache.set(url, size);
  }
  return size;
}

/** Script URLs a page loads up front: modulepreload links and module imports in inline scripts. */
export function pageScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g))
    urls.add(match[1]!);
  for (const match of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+src="(\/assets\/[^"]+\.js)"/g))
    urls.add(match[1]!);
  return [...urls];
}

const rows = allPaths().map((route) => {
  const html = readFileSync(path.join(client, route, "index.html"), "utf8");
  const scripts = pageScripts(html);
  const bytes = scripts.reduce((sum, url) => sum + gzipBytes(url), 0);
  return { route, files: scripts.length, kb: bytes / 1024 };
});

rows.sort((a, b) => b.kb - a.kb);
console.log("JavaScript before interaction (gzip -9), largest first");
for (const row of rows) {
  console.log(
    `${row.kb.toFixed(1).padStart(7)} KB  ${String(row.files).padStart(2)} files  ${row.route}`,
  );
}
const largest = rows[0]!;
console.log(`largest: ${largest.route} ${largest.kb.toFixed(1)} KB`);
if (budgetKb !== undefined && largest.kb > budgetKb) {
  console.error(`over budget: ${largest.kb.toFixed(1)} KB > ${budgetKb} KB`);
  process.exit(1);
}
