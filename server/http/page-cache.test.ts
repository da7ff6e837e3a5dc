import { mkdir, mkdtemp, utimes, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { createPageCache } from "./page-cache";
import { createStaticHandler } from "./static";

const PAGES = { "": "Home", about: "About us", "products/fresh-fish": "Fresh fish" };

async function build(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), "seafood-pages-"));
  for (const [dir, title] of Object.entries(PAGES)) {
    const html = `<!doctype html><title>${title}</title><p>${title.repeat(200)}</p>`;
    const file = path.join(root, dir, "index.html");
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
    await writeFile(`${file}.br`, brotliCompressSync(html));
    await writeFile(`${file}.gz`, gzipSync(html));
    const when = new Date(Date.UTC(2026, 10, 1, 12));
    for (const name of [file, `${file}.br`, `${file}.gz`]) await utimes(name, when, when);
  }
  await writeFile(path.join(root, "robots.txt"), "User-agent: *\n");
  return root;
}

function serve(
  handler: ReturnType<typeof createStaticHandler>,
): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) =>
    handler(req, res, new URL(req.url!, "http://x").pathname),
  );
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

async function answer(url: string, headers: Record<string, string>, method = "GET") {
  const response = await fetch(url, { method, headers, redirect: "manual" });
  const body = Buffer.from(await response.arrayBuffer());
  const kept = Object.fromEntries(
    [...response.headers].filter(
      ([name]) => name !== "date" && name !== "connection" && name !== "keep-alive",
    ),
  );
  return { status: response.status, headers: kept, body: body.toString("base64") };
}

describe("the page cache", () => {
  let cached: { server: Server; url: string };
  let plain: { server: Server; url: string };
  let root: string;

  beforeAll(async () => {
    root = await build();
    cached = await serve(createStaticHandler(root));
    plain = await serve(createStaticHandler(root, { cachePages: false }));
  });
  afterAll(() => {
    cached?.server.close();
    plain?.server.close();
  });

  test("holds every pre-rendered page", () => {
    expect(createPageCache(root).size).toBe(3);
  });

  const cases: Array<[string, Record<string, string>, string?]> = [];
  for (const page of ["/", "/about", "/about/", "/products/fresh-fish"]) {
    for (const encoding of ["br, gzip", "gzip", "", "brotli"]) {
      cases.push([page, encoding ? { "Accept-Encoding": encoding } : {}]);
    }
    cases.push([page, { "Accept-Encoding": "br" }, "HEAD"]);
    cases.push([page, { Range: "bytes=0-9" }]);
  }
  cases.push(["/robots.txt", {}], ["/missing", {}]);

  test.each(cases)("answers %s %o exactly as sirv does", async (page, headers, method) => {
    const fromMemory = await answer(`${cached.url}${page}`, headers, method);
    const fromDisk = await answer(`${plain.url}${page}`, headers, method);
    expect(fromMemory).toEqual(fromDisk);
  });

  test("answers a matching If-None-Match with 304, as sirv does", async () => {
    const first = await fetch(`${plain.url}/about`, { headers: { "Accept-Encoding": "gzip" } });
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"\d+-\d+"$/);
    for (const url of [cached.url, plain.url]) {
      const again = await fetch(`${url}/about`, {
        headers: { "Accept-Encoding": "gzip", "If-None-Match": etag },
      });
      expect(again.status).toBe(304);
    }
  });
});
