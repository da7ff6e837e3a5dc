/**
 * The pre-rendered pages (each index.html with its .br and .gz copies), read once at start and
 * answered from memory with exactly the headers sirv would send for them. Pages are most of the
 * traffic and small; opening, reading and closing a file for each request was most of the
 * server's work. sirv still serves every other file, and a page asked for with a Range. Like
 * sirv's own file list, the cache is built at start: restart the server after a rebuild.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";

import { cacheControl } from "./policy";

interface Variant {
  body: Buffer;
  headers: Record<string, string | number>;
}

interface Page {
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
}

/** Pages larger than this stay on disk. */
const MAX_PAGE_BYTES = 1024 * 1024;

/** sirv's headers for a file: length, type, modification time and its weak ETag. */
function variant(file: string, encoding?: "br" | "gzip"): Variant | undefined {
  let stats;
  try {
    stats = statSync(file);
  } catch {
    return undefined;
  }
  if (!stats.isFile() || stats.size > MAX_PAGE_BYTES) return undefined;
  return {
    body: readFileSync(file),
    headers: {
      "Content-Length": stats.size,
      "Content-Type": "text/html;charset=utf-8",
      "Last-Modified": stats.mtime.toUTCString(),
      ...(encoding ? { "Content-Encoding": encoding } : {}),
      ETag: `W/"${stats.size}-${stats.mtime.getTime()}"`,
    },
  };
}

function collect(root: string, dir: string, pages: Map<string, Page>): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      collect(root, full, pages);
      continue;
    }
    if (entry.name !== "index.html") continue;
    const identity = variant(full);
    if (!identity) continue;
    const url = `/${path.relative(root, dir).split(path.sep).join("/")}`.replace(/\/$/, "");
    pages.set(url === "" ? "/" : url, {
      identity,
      br: variant(`${full}.br`, "br"),
      gzip: variant(`${full}.gz`, "gzip"),
    });
  }
}

export interface PageCache {
  /** Answers a page request from memory; false when sirv should serve it instead. */
  serve(req: IncomingMessage, res: ServerResponse, pathname: string): boolean;
  size: number;
}

export function createPageCache(root: string): PageCache {
  const pages = new Map<string, Page>();
  collect(root, root, pages);
  return {
    size: pages.size,
    serve(req, res, pathname) {
      if (req.headers.range) return false;
      const key = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
      const page = pages.get(key);
      if (!page) return false;
      // The same choice as sirv: brotli first, then gzip, then the file itself.
      const accepted = req.headers["accept-encoding"] ?? "";
      const chosen =
        (/(br|brotli)/i.test(accepted) && page.br) ||
        (accepted.includes("gzip") && page.gzip) ||
        page.identity;
      if (req.headers["if-none-match"] === chosen.headers.ETag) {
        res.writeHead(304);
        res.end();
        return true;
      }
      res.setHeader("Vary", "Accept-Encoding");
      res.setHeader("Cache-Control", cacheControl(pathname));
      res.writeHead(200, chosen.headers);
      res.end(req.method === "HEAD" ? undefined : chosen.body);
      return true;
    },
  };
}
