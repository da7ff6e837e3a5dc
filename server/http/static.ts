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
import { type Encoding, loadFileTable, type StaticFile, type Variant } from "./static-files";

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

/** A content coding the file table may hold a copy in, or none. */
export type Coding = Encoding | "identity";

/**
 * The codings Accept-Encoding allows, best first (RFC 9110 §12.5.3): each by its own q, else by
 * `*`'s; a coding at q=0 is refused; identity is acceptable unless refused by name or by `*;q=0`.
 * Equal q values keep the server's order: brotli, gzip, the file itself.
 */
export function acceptedCodings(header: string | undefined): Coding[] {
  const weights = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [name, ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.find((parameter) => /^q\s*=/.test(parameter));
    const weight = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/, ""));
    weights.set(name, Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0);
  }
  const any = weights.get("*");
  // Identity, not named and no `*`: acceptable, after any coding the client named.
  const weightOf = (coding: Coding) =>
    weights.get(coding) ?? any ?? (coding === "identity" ? Number.MIN_VALUE : 0);
  return (["br", "gzip", "identity"] as const)
    .filter((coding) => weightOf(coding) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a));
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
    const coding = acceptedCodings(req.headers["accept-encoding"]).find((name) => file[name]);
    // Nothing the client takes, not even the file itself (identity;q=0): RFC 9110 allows 406.
    if (coding === undefined) {
      return refuse(res, pathname, () => sendText(res, 406, "Not Acceptable"));
    }
    const variant = file[coding]!;
    const condition = req.headers["if-none-match"];
    if (condition !== undefined && condition.split(/\s*,\s*/).includes(variant.etag)) {
      res.writeHead(304, variant.notModified);
      return res.end();
    }
    res.writeHead(200, variant.headers);
    sendBody(res, variant, head);
  };
}
