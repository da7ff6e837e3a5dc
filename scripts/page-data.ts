/**
 * Moves a pre-rendered page's hydration data (React Router's context and the serialised loader
 * data it streams to the browser) out of the HTML into a script file of its own, named by its
 * content, which the page's deferred start loads before the entry hydrates the page.
 *
 * Why: the page paints from its HTML alone, and a new connection delivers its first 14,600 bytes
 * in one round trip (ten TCP segments); every byte past that costs the first paint another round
 * trip. The data is needed only to hydrate, which starts after the page has loaded and painted
 * (defer-hydration.ts), so it need not travel with the first paint. The data is the same text as
 * before, loaded as a module: React Router reads it from the same globals.
 */
import { createHash } from "node:crypto";

/** React Router's inline scripts that carry the page's data, in the order they must run. */
const DATA_SCRIPT =
  /<script>(window\.__reactRouterContext(?: = |\.streamController\.)[\s\S]*?)<\/script>/g;

export interface PageData {
  /** Site path of the data's script file. */
  url: string;
  /** The script's source. */
  source: string;
}

/** The folder (under the client build) and site path prefix of the data scripts. */
export const PAGE_DATA_DIR = "assets/page-data";

export function movePageDataOut(html: string): { html: string; data: PageData } {
  const scripts = [...html.matchAll(DATA_SCRIPT)];
  const [first] = scripts;
  if (!first?.[1]?.startsWith("window.__reactRouterContext = ")) {
    throw new Error("movePageDataOut: no React Router context script found");
  }
  if (!scripts.some((script) => script[1]!.includes(".streamController.close()"))) {
    throw new Error("movePageDataOut: the page's data stream is never closed");
  }
  const source = `${scripts.map((script) => script[1]!).join("\n")}\n`;
  // Named like the other hashed assets, so it is cached as they are (immutable).
  const hash = createHash("sha256").update(source).digest("base64url").slice(0, 8);
  // Each script leaves its element, empty: React hydrates the elements it rendered (a missing one
  // is a hydration error), and a browser runs no empty script, so the CSP has nothing to allow.
  let rest = html;
  for (const script of scripts) rest = rest.replace(script[0], "<script></script>");
  return { html: rest, data: { url: `/${PAGE_DATA_DIR}/data-${hash}.js`, source } };
}
