/**
 * The pre-rendered build, served with the rules of policy.ts from the file table built at start
 * (static-files.ts): compressed copies chosen by Accept-Encoding, ETag and 304, one byte range
 * (206, 416), HEAD, private build files hidden, missing files 404 and any other page path
 * redirected home.
 */
import { createReadStream } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";

import { hasExtension, isPrivateFile, type SecurityHeaders } from "./policy";
import { redirect, sendText } from "./respond";
import { loadFileTable, type StaticFile, type Variant } from "./static-files";

export type StaticHandler = (req: IncomingMessage, res: ServerResponse, pathname: string) => void;

export interface StaticOptions {
  /** The security headers of each path (policy.ts `securityHeadersByPath`). */
  security: (pathname: string | null) => SecurityHeaders;
  /** Memory limits of the file table (tests lower them). */
  limits?: { file: number; total: number };
}

/** A single byte range, "bytes=0-99", "bytes=100-" or "bytes=-100"; null for any other form. */
export function parseRange(
  header: string,
  size: number,
): { start: number; end: number } | "unsatisfiable" | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return null;
  let start: number;
  let end: number;
  if (match[1] === "") {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    if (start >= size) return "unsatisfiable";
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
    if (end < start) return null;
  }
  if (size === 0) return "unsatisfiable";
  return { start, end };
}

function sendBody(
  res: ServerResponse,
  variant: Variant,
  head: boolean,
  start = 0,
  end = variant.size - 1,
) {
  if (head) {
    res.end();
  } else if (variant.body) {
    res.end(
      start === 0 && end === variant.size - 1
        ? variant.body
        : variant.body.subarray(start, end + 1),
    );
  } else {
    createReadStream(variant.file, { start, end }).pipe(res);
  }
}

export function createStaticHandler(root: string, options: StaticOptions): StaticHandler {
  const { files } = loadFileTable(root, options.security, options.limits);

  const find = (pathname: string): StaticFile | undefined => {
    const file = files.get(pathname);
    if (file || hasExtension(pathname)) return file;
    return files.get(`${pathname.replace(/\/+$/, "")}/index.html`);
  };

  const refuse = (res: ServerResponse, pathname: string, answer: () => void) => {
    for (const [name, value] of options.security(pathname)) res.setHeader(name, value);
    answer();
  };

  return (req, res, pathname) => {
    const file = isPrivateFile(pathname) ? undefined : find(pathname);
    if (!file) {
      if (hasExtension(pathname) || isPrivateFile(pathname)) {
        return refuse(res, pathname, () => sendText(res, 404, "Not Found"));
      }
      // Any other page path ends on the home page.
      return refuse(res, pathname, () => redirect(res, 302, "/"));
    }
    const head = req.method === "HEAD";
    const range = req.headers.range;
    if (range !== undefined) {
      const variant = file.identity;
      const wanted = parseRange(range, variant.size);
      if (wanted === "unsatisfiable") {
        res.writeHead(416, [...variant.notModified, "Content-Range", `bytes */${variant.size}`]);
        return res.end();
      }
      if (wanted) {
        res.writeHead(206, [
          ...variant.partial,
          "Content-Range",
          `bytes ${wanted.start}-${wanted.end}/${variant.size}`,
          "Content-Length",
          String(wanted.end - wanted.start + 1),
        ]);
        return sendBody(res, variant, head, wanted.start, wanted.end);
      }
    }
    // Brotli first, then gzip, then the file itself.
    const accepted = req.headers["accept-encoding"] ?? "";
    const variant =
      (file.br && /\bbr\b/.test(accepted) && file.br) ||
      (file.gzip && accepted.includes("gzip") && file.gzip) ||
      file.identity;
    const condition = req.headers["if-none-match"];
    if (condition !== undefined && condition.split(/\s*,\s*/).includes(variant.etag)) {
      res.writeHead(304, variant.notModified);
      return res.end();
    }
    res.writeHead(200, variant.headers);
    sendBody(res, variant, head);
  };
}
