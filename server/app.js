// @ts-check
/**
 * The request handler: static files of the pre-rendered build through sirv, plus the rules of
 * server/policy.js (methods, bad paths, security headers, caching, redirects, 404s).
 */
import sirv from "sirv";

import {
  ALLOWED_METHODS,
  cacheControl,
  contentSecurityPolicy,
  hasExtension,
  MAX_URL_LENGTH,
  pageKey,
  PRIVATE_FILES,
  securityHeaders,
} from "./policy.js";

/**
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {string} body
 * @param {Record<string, string>} [headers]
 */
function reply(res, status, body, headers = {}) {
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    ...headers,
  });
  res.end(res.req.method === "HEAD" ? undefined : body);
}

/** Lines wait in memory and go out in one write per turn of the event loop. */
let pending = "";
/** @param {string} line */
export function bufferedLog(line) {
  if (pending === "") setImmediate(flushLog);
  pending += `${line}\n`;
}
function flushLog() {
  process.stdout.write(pending);
  pending = "";
}

/**
 * Decodes a request path, or returns null when it is malformed or tries to leave the site
 * (percent-encoded or not: "..", "%2e%2e", "..%2f", NUL bytes, backslashes).
 * @param {string} rawPath
 */
export function safePath(rawPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (!decoded.startsWith("/") || decoded.includes("\0") || decoded.includes("\\")) return null;
  if (decoded.split("/").some((segment) => segment === ".." || segment === ".")) return null;
  return decoded;
}

/**
 * @param {{ root: string; policy: import("./policy.js").SitePolicy; log?: (line: string) => void }} options
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void}
 */
export function createHandler({ root, policy, log = bufferedLog }) {
  // Every response's security headers are computed once, at start-up.
  const defaultHeaders = Object.entries(securityHeaders(contentSecurityPolicy(policy)));
  const pageHeaders = new Map(
    Object.entries(policy.pages).map(([page, hashes]) => [
      page,
      Object.entries(securityHeaders(contentSecurityPolicy(policy, hashes))),
    ]),
  );
  const files = sirv(root, {
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ["html"],
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", cacheControl(pathname));
    },
  });

  return (req, res) => {
    const started = performance.now();
    const url = req.url ?? "/";
    res.on("finish", () => {
      const ms = (performance.now() - started).toFixed(1);
      const bytes = res.getHeader("Content-Length") ?? "-";
      log(`${req.method} ${url.slice(0, 200)} ${res.statusCode} ${bytes} ${ms}ms`);
    });

    const tooLong = url.length > MAX_URL_LENGTH;
    const pathname = tooLong ? null : safePath(url.split("?")[0] ?? "/");
    const headers =
      pathname && !hasExtension(pathname)
        ? (pageHeaders.get(pageKey(pathname)) ?? defaultHeaders)
        : defaultHeaders;
    for (const [name, value] of headers) res.setHeader(name, value);

    if (tooLong) return reply(res, 414, "URI Too Long");
    if (!ALLOWED_METHODS.includes(req.method ?? "")) {
      return reply(res, 405, "Method Not Allowed", { Allow: ALLOWED_METHODS.join(", ") });
    }

    if (pathname === null) return reply(res, 400, "Bad Request");
    if (pathname === "/healthz") return reply(res, 200, "ok");
    if (PRIVATE_FILES.has(pathname)) return reply(res, 404, "Not Found");

    files(req, res, () => {
      if (hasExtension(pathname)) return reply(res, 404, "Not Found");
      // spec: any other page path ends on the home page.
      return reply(res, 302, "Found", { Location: "/" });
    });
  };
}
