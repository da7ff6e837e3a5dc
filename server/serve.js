// @ts-check
/**
 * Serves the pre-rendered site from build/client: static files through sirv, an HTTP redirect to
 * the home page for page paths the site does not have, 404 for missing files with an extension.
 */
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

import sirv from "sirv";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../build/client");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

const assets = sirv(root, {
  etag: true,
  extensions: ["html"],
  setHeaders(res, pathname) {
    if (pathname.startsWith("/assets/")) {
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    } else if (pathname.endsWith(".html") || pathname.endsWith(".data")) {
      res.setHeader("Cache-Control", "no-cache");
    } else {
      res.setHeader("Cache-Control", "public, max-age=86400");
    }
  },
});

/** @param {string} pathname */
function hasExtension(pathname) {
  return path.posix.extname(pathname) !== "";
}

const server = createServer((req, res) => {
  const started = performance.now();
  res.on("finish", () => {
    const ms = (performance.now() - started).toFixed(1);
    console.log(`${req.method} ${req.url} ${res.statusCode} ${ms}ms`);
  });
  const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
  if (pathname === "/healthz") {
    res.writeHead(200, { "Content-Type": "text/plain" }).end("ok");
    return;
  }
  assets(req, res, () => {
    if (hasExtension(pathname)) {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
    } else {
      res.writeHead(302, { Location: "/" }).end();
    }
  });
});

server.listen(port, host, () => {
  console.log(`Serving ${root} on http://${host}:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  });
}
