/**
 * Runs after `react-router build`: checks every pre-rendered page exists, defers each page's
 * JavaScript and inlines the CSS its HTML uses, writes sitemap.xml and robots.txt, and
 * pre-compresses text files (brotli and gzip) for the server and static hosts.
 */
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

import { allPaths, prerenderPaths } from "../app/content/catalog.ts";
import { hasArabicEdition, LOCALES, pathIn } from "../app/content/locale.ts";
import { placeholderVariables, placeholderWarning } from "../app/content/placeholders.ts";
import { site } from "../app/content/site.ts";
import { absoluteUrl } from "../app/lib/seo.ts";
import { createCriticalCss } from "./critical-css.ts";
import { movePageStartOut, PAGE_START_DIR } from "./page-data.ts";
import { writeDeployConfig } from "./deploy-config.ts";

const client = path.resolve(import.meta.dirname, "../build/client");
/** Text types worth compressing; images and PDFs are compressed already. */
const COMPRESSIBLE = /\.(html|css|js|mjs|svg|xml|json|txt|webmanifest|data)$/;
/** Below this, a compressed copy saves too little to be worth a file. */
const MIN_COMPRESS_BYTES = 512;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The sitemap: every listed page, and for a page with both editions, each edition's URL. */
export function sitemapXml(paths: string[]): string {
  const urls = paths.map((route) => {
    const alternates = hasArabicEdition(route)
      ? [...LOCALES, "x-default" as const].map((language) => {
          const href = absoluteUrl(pathIn(language === "x-default" ? "en" : language, route));
          return `\n    <xhtml:link rel="alternate" hreflang="${language}" href="${href}"/>`;
        })
      : [];
    return `  <url>\n    <loc>${absoluteUrl(route)}</loc>${alternates.join("")}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

async function compressAll(): Promise<number> {
  let count = 0;
  for await (const file of walk(client)) {
    if (!COMPRESSIBLE.test(file)) continue;
    if ((await stat(file)).size < MIN_COMPRESS_BYTES) continue;
    const body = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzipAsync(body, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    count += 1;
  }
  return count;
}

async function main(): Promise<void> {
  const paths = allPaths();
  const missing = prerenderPaths().filter(
    (route) => !existsSync(path.join(client, route, "index.html")),
  );
  if (missing.length > 0) {
    console.error(`postbuild: pages missing from the build: ${missing.join(", ")}`);
    process.exit(1);
  }
  const inlineCriticalCss = createCriticalCss(client);
  await mkdir(path.join(client, PAGE_START_DIR), { recursive: true });
  const pages: string[] = [];
  for await (const file of walk(client)) {
    if (file.endsWith(".html") && !file.endsWith("404.html")) pages.push(file);
  }
  for (const file of pages) {
    const page = await readFile(file, "utf8");
    // A page this step has already rewritten stays as it is.
    if (page.includes(`data-start="/${PAGE_START_DIR}/`)) continue;
    const { html, start, data } = movePageStartOut(page);
    await writeFile(path.join(client, start.url), start.source);
    await writeFile(path.join(client, data.url), data.source);
    await writeFile(file, await inlineCriticalCss(html));
  }
  await writeFile(path.join(client, "sitemap.xml"), sitemapXml(paths));
  await writeFile(path.join(client, "robots.txt"), robotsTxt());
  const policy = await writeDeployConfig();
  const compressed = await compressAll();
  console.log(
    `postbuild: ${prerenderPaths().length} pages, ${paths.length} in the sitemap (${Object.keys(policy.pages).length} with CSP hashes), sitemap.xml, robots.txt, _headers, _redirects, nginx.conf, Caddyfile, ${compressed} files pre-compressed`,
  );
  const placeholders = placeholderWarning(placeholderVariables(site));
  if (placeholders) console.warn(`postbuild: WARNING: ${placeholders}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
