/**
 * The build's files, listed once at start with every header of their answer already written:
 * each file with its .br and .gz copies, read into memory when small enough. Serving a request
 * is then a map lookup and one write, which is what makes a hashed script as cheap to serve as
 * a page. Like any static server's file list, it is built at start: restart after a rebuild.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { cacheControl, isPrivateFile, type SecurityHeaders } from "./policy";

/** Files larger than this are streamed from disk on each request. */
export const MAX_CACHED_FILE_BYTES = 1024 * 1024;
/** Memory the cached bodies may take in all; files beyond it are streamed from disk. */
export const MAX_CACHED_TOTAL_BYTES = 64 * 1024 * 1024;

const CONTENT_TYPES: Record<string, string> = {
  avif: "image/avif",
  css: "text/css",
  // React Router's pre-rendered loader data (turbo-stream), as its own server labels it.
  data: "text/x-script",
  html: "text/html;charset=utf-8",
  ico: "image/x-icon",
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  js: "text/javascript",
  json: "application/json",
  mjs: "text/javascript",
  pdf: "application/pdf",
  png: "image/png",
  svg: "image/svg+xml",
  txt: "text/plain",
  webmanifest: "application/manifest+json",
  webp: "image/webp",
  woff2: "font/woff2",
  xml: "text/xml",
};

export type Encoding = "br" | "gzip";

/** One stored form of a file: as it is, or one of its compressed copies. */
export interface Variant {
  file: string;
  size: number;
  /** The file's bytes, or undefined when it is streamed from disk. */
  body?: Buffer;
  etag: string;
  /** Every header of a 200 answer, as the flat name/value list `writeHead` takes. */
  headers: string[];
  /** The headers of a 304 answer. */
  notModified: string[];
  /** The headers of a 206 answer, without Content-Range and Content-Length. */
  partial: string[];
}

export interface StaticFile {
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
}

export interface FileTable {
  /** Site path ("/about/index.html", "/assets/app-1a2b3c4d.js") → file. */
  files: Map<string, StaticFile>;
  /** Bytes held in memory. */
  cachedBytes: number;
}

function contentType(name: string): string {
  return (
    CONTENT_TYPES[name.slice(name.lastIndexOf(".") + 1).toLowerCase()] ?? "application/octet-stream"
  );
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Hidden files are never part of the site.
    if (entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

function flat(headers: Array<[string, string]>): string[] {
  return headers.flat();
}

export function loadFileTable(
  root: string,
  security: (sitePath: string | null) => SecurityHeaders,
  limits = { file: MAX_CACHED_FILE_BYTES, total: MAX_CACHED_TOTAL_BYTES },
): FileTable {
  const files = new Map<string, StaticFile>();
  let cachedBytes = 0;
  const all = new Set(walk(root));

  const variant = (file: string, sitePath: string, encoding?: Encoding): Variant | undefined => {
    if (!all.has(file)) return undefined;
    const stats = statSync(file);
    const etag = `W/"${stats.size}-${stats.mtime.getTime()}"`;
    let body: Buffer | undefined;
    if (stats.size <= limits.file && cachedBytes + stats.size <= limits.total) {
      body = readFileSync(file);
      cachedBytes += body.length;
    }
    const cache: Array<[string, string]> = [
      ["Cache-Control", cacheControl(sitePath)],
      ["ETag", etag],
      ["Vary", "Accept-Encoding"],
    ];
    const described: Array<[string, string]> = [
      // No Last-Modified: the ETag is the validator this server answers (If-None-Match), and
      // every header byte counts against a page's first round trip.
      ["Content-Type", contentType(sitePath)],
      ...(encoding ? ([["Content-Encoding", encoding]] as Array<[string, string]>) : []),
    ];
    const secure = security(sitePath);
    return {
      file,
      size: stats.size,
      body,
      etag,
      headers: flat([...secure, ["Content-Length", String(stats.size)], ...described, ...cache]),
      notModified: flat([...secure, ...cache]),
      partial: flat([...secure, ...described, ...cache, ["Accept-Ranges", "bytes"]]),
    };
  };

  for (const file of all) {
    // A compressed copy is served in its file's place, never at its own path.
    if (/\.(br|gz)$/.test(file) && all.has(file.slice(0, -3))) continue;
    const sitePath = `/${path.relative(root, file).split(path.sep).join("/")}`;
    if (isPrivateFile(sitePath)) continue;
    files.set(sitePath, {
      identity: variant(file, sitePath)!,
      br: variant(`${file}.br`, sitePath, "br"),
      gzip: variant(`${file}.gz`, sitePath, "gzip"),
    });
  }
  return { files, cachedBytes };
}
