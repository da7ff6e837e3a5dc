/**
 * Moves what a pre-rendered page needs only to hydrate out of its HTML into two modules, named
 * by their content: its data (React Router's scroll restoration, its context and the serialised
 * loader data it streams to the browser) and its start (defer-hydration.ts), which loads the full
 * stylesheet, waits for the visitor, then runs the data, loads the page's modules and hydrates.
 *
 * Why: the page paints from its HTML alone, and a new connection delivers its first 14,600 bytes
 * in one round trip (ten TCP segments); every byte past that costs the first paint another round
 * trip. Hydration starts after the page has loaded and painted anyway, so what it needs need not
 * travel with the first paint. The scripts are the same text as before, run as a module: React
 * Router reads the data from the same globals.
 */
import { createHash } from "node:crypto";

import { deferHydration, nameStartModule } from "./defer-hydration.ts";

/** React Router's inline scripts that the page needs only to hydrate, in the order they run. */
const HYDRATION_SCRIPT =
  /<script>(\(\(storageKey[\s\S]*?\)\("react-router-scroll-positions", null\)|window\.__reactRouterContext(?: = |\.streamController\.)[\s\S]*?)<\/script>/g;

export interface PageStart {
  /** Site path of the page's start module. */
  url: string;
  /** The module's source. */
  source: string;
}

/** The folder (under the client build) and site path prefix of the start modules. */
export const PAGE_START_DIR = "assets/pages";

/** The page's hydration scripts, taken out of it, as one script's source. */
export function moveHydrationDataOut(html: string): { html: string; source: string } {
  const scripts = [...html.matchAll(HYDRATION_SCRIPT)];
  const context = scripts.find((script) => script[1]!.startsWith("window.__reactRouterContext = "));
  if (!context) throw new Error("moveHydrationDataOut: no React Router context script found");
  if (!scripts.some((script) => script[1]!.includes(".streamController.close()"))) {
    throw new Error("moveHydrationDataOut: the page's data stream is never closed");
  }
  // Each script leaves its element, empty: React hydrates the elements it rendered (a missing
  // one is a hydration error), and a browser runs no empty script, so the CSP has nothing to
  // allow.
  let rest = html;
  for (const script of scripts) rest = rest.replace(script[0], "<script></script>");
  return { html: rest, source: scripts.map((script) => `${script[1]!};`).join("\n") };
}

/** A module of the start's folder, named by its content like the other hashed assets, so it is cached as they are (immutable). */
function named(prefix: string, source: string): PageStart {
  const hash = createHash("sha256").update(source).digest("base64url").slice(0, 8);
  return { url: `/${PAGE_START_DIR}/${prefix}-${hash}.js`, source };
}

/**
 * The page with its start moved into a module of its own, and its hydration data into another
 * that the start imports only when the page starts: what runs before a visitor reaches for the
 * page is only what waits for them (decision 035).
 */
export function movePageStartOut(html: string): {
  html: string;
  start: PageStart;
  data: PageStart;
} {
  const moved = moveHydrationDataOut(html);
  const data = named("data", `${moved.source}\n`);
  const deferred = deferHydration(moved.html, data.url);
  const start = named("page", `${deferred.start}\n`);
  return { html: nameStartModule(deferred.html, start.url), start, data };
}
