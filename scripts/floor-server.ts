/**
 * Serves the speed floor (scripts/floor/index.html: inline CSS, one picture, no script) for the
 * audit, compressed as the site's pages are, with the picture's files taken from the build so
 * that the floor and the product page download the same bytes.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

const FLOOR = path.resolve(import.meta.dirname, "floor/index.html");
const IMAGE = /^\/generated\/images\/[\w-]+\.(avif|webp)$/;

export async function startFloorServer(
  client: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const html = readFileSync(FLOOR);
  const encoded = { br: brotliCompressSync(html), gzip: gzipSync(html, { level: 9 }) };
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? "/", "http://floor").pathname;
    if (pathname === "/") {
      const accepted = req.headers["accept-encoding"] ?? "";
      const encoding = /\bbr\b/.test(accepted) ? "br" : accepted.includes("gzip") ? "gzip" : null;
      res.writeHead(200, {
        "Content-Type": "text/html;charset=utf-8",
        "Cache-Control": "no-cache",
        Vary: "Accept-Encoding",
        ...(encoding ? { "Content-Encoding": encoding } : {}),
      });
      return res.end(encoding ? encoded[encoding] : html);
    }
    const image = IMAGE.exec(pathname);
    if (image) {
      try {
        const body = readFileSync(path.join(client, pathname));
        res.writeHead(200, {
          "Content-Type": `image/${image[1]}`,
          "Cache-Control": "max-age=86400",
        });
        return res.end(body);
      } catch {
        // Missing: answered 404 below.
      }
    }
    res.writeHead(404, { "Content-Type": "text/plain" });
    res.end("Not Found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
