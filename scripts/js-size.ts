/**
 * Reports the JavaScript each pre-rendered page loads to become interactive (its boot modules and
 * their static imports; forms and dialogs load later, on need), as gzip (level 9) bytes. The
 * page's start module (page-data.ts: its hydration data, which used to travel inside its HTML,
 * and the few lines that start it) is shown beside it and not counted: it is mostly the page's
 * content, not code.
 * Run after `npm run build`.
 * Usage: tsx scripts/js-size.ts [--budget KB]
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { allPaths } from "../app/content/catalog.ts";
import { PAGE_START_DIR } from "./page-data.ts";

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

const STATIC_IMPORT =
  /(?:^|[;}\s])(?:import|export)\s*(?:[\w*${}\s,]+from\s*)?["'](\.\/[^"']+\.js)["']/g;

/** The modules a script imports statically, as site paths (dynamic imports load later, on need). */
function staticImports(url: string): string[] {
  const source = readFileSync(path.join(client, url), "utf8");
  return [...source.matchAll(STATIC_IMPORT)].map((match) =>
    path.posix.join(path.posix.dirname(url), match[1]!),
  );
}

/**
 * Script URLs a page loads to become interactive: the modules its start module imports (the
 * manifest, its route modules and the entry) and everything those import statically.
 */
export function pageScripts(start: string): string[] {
  const queue = [...start.matchAll(/import\(\s*"(\/assets\/[^"]+\.js)"\)/g)].map(
    (match) => match[1]!,
  );
  const seen = new Set<string>();
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...staticImports(url));
  }
  return [...seen];
}

const rows = allPaths().map((route) => {
  const html = readFileSync(path.join(client, route, "index.html"), "utf8");
  const startUrl = new RegExp(`data-start="(/${PAGE_START_DIR}/[^"]+)"`).exec(html)?.[1];
  if (startUrl === undefined) throw new Error(`${route}: no start module: build first`);
  const scripts = pageScripts(readFileSync(path.join(client, startUrl), "utf8"));
  const bytes = scripts.reduce((sum, url) => sum + gzipBytes(url), 0);
  const dataKb = gzipBytes(startUrl) / 1024;
  return { route, files: scripts.length, kb: bytes / 1024, dataKb };
});

rows.sort((a, b) => b.kb - a.kb);
console.log("JavaScript before interaction (gzip -9), largest first");
for (const row of rows) {
  console.log(
    `${row.kb.toFixed(1).padStart(7)} KB  ${String(row.files).padStart(2)} files  ${row.dataKb.toFixed(1).padStart(4)} KB start  ${row.route}`,
  );
}
const largest = rows[0]!;
console.log(`largest: ${largest.route} ${largest.kb.toFixed(1)} KB`);
if (budgetKb !== undefined && largest.kb > budgetKb) {
  console.error(`over budget: ${largest.kb.toFixed(1)} KB > ${budgetKb} KB`);
  process.exit(1);
}
