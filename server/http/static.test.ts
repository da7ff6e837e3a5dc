import { mkdir, mkdtemp, utimes, writeFile } from "node:fs/promises";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { safePath } from "./app";
import { securityHeadersByPath, type SitePolicy } from "./policy";
import { acceptedCodings, createStaticHandler, parseRange } from "./static";
import { loadFileTable } from "./static-files";

const POLICY: SitePolicy = {
  connectSrc: [],
  frameSrc: ["https://maps.example"],
  pages: { "/": ["sha256-home"], "/about": ["sha256-about"] },
};
const security = securityHeadersByPath(POLICY);
const WHEN = new Date(Date.UTC(2026, 10, 1, 12));
const SCRIPT = "export const greeting = 'hello';\n".repeat(100);
const PDF = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(3000, 7)]);

async function put(root: string, name: string, body: string | Buffer, compress = false) {
  const file = path.join(root, name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, body);
  const names = [file];
  if (compress) {
    await writeFile(`${file}.br`, brotliCompressSync(body));
    await writeFile(`${file}.gz`, gzipSync(body));
    names.push(`${file}.br`, `${file}.gz`);
  }
  for (const written of names) await utimes(written, WHEN, WHEN);
}

async function build(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), "seafood-static-"));
  for (const [dir, title] of Object.entries({ "": "Home", about: "About us" })) {
    await put(
      root,
      path.join(dir, "index.html"),
      `<title>${title}</title>${"<p>x</p>".repeat(300)}`,
      true,
    );
  }
  await put(root, "assets/app-1a2b3c4d.js", SCRIPT, true);
  await put(root, "assets/checklist.pdf", PDF);
  await put(root, "robots.txt", "User-agent: *\n");
  await put(root, "_headers", "/*\n  X-Secret: 1\n");
  await put(root, "_redirects", "/*  /  302\n");
  await put(root, "site-policy.json", "{}");
  await put(root, ".env", "SECRET=1\n");
  return root;
}

/** The handler behind a server that decodes paths as the app does. */
function serve(handler: ReturnType<typeof createStaticHandler>): Promise<Server> {
  const server = createServer((req, res) => {
    const pathname = safePath(req.url!.split("?")[0]!);
    if (pathname === null) return res.writeHead(400).end();
    handler(req, res, pathname);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request with the path exactly as written (fetch would normalise it). */
function get(server: Server, target: string, headers: Record<string, string> = {}, method = "GET") {
  const { port } = server.address() as AddressInfo;
  return new Promise<Answer>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: target, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        // Headers that differ between two answers whatever the server does.
        const kept = Object.fromEntries(
          Object.entries(res.headers).filter(
            ([name]) => !["date", "connection", "keep-alive"].includes(name),
          ),
        );
        resolve({ status: res.statusCode!, headers: kept, body: Buffer.concat(chunks) });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the static file server", () => {
  let root: string;
  let server: Server;
  let onDisk: Server;

  beforeAll(async () => {
    root = await build();
    server = await serve(createStaticHandler(root, { security }));
    // Nothing fits in memory: every body is streamed from disk.
    onDisk = await serve(createStaticHandler(root, { security, limits: { file: 0, total: 0 } }));
  });
  afterAll(() => {
    server?.close();
    onDisk?.close();
  });

  test("chooses brotli, then gzip, then the file itself, with every header written at start", async () => {
    const br = await get(server, "/assets/app-1a2b3c4d.js", { "Accept-Encoding": "gzip, br" });
    expect(br.status).toBe(200);
    expect(br.headers).toMatchObject({
      "content-encoding": "br",
      "content-type": "text/javascript",
      "cache-control": "public, max-age=31536000, immutable",
      vary: "Accept-Encoding",
      etag: expect.stringMatching(/^W\/"\d+-\d+"$/),
      "x-content-type-options": "nosniff",
    });
    // One validator, the one the server answers.
    expect(br.headers["last-modified"]).toBeUndefined();
    expect(br.headers["content-security-policy"]).toContain("script-src 'self';");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.body).toEqual(brotliCompressSync(SCRIPT));

    const gz = await get(server, "/assets/app-1a2b3c4d.js", { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.body).toEqual(gzipSync(SCRIPT));

    const plain = await get(server, "/assets/app-1a2b3c4d.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  test("honours the q values of Accept-Encoding: a coding at q=0 is never sent, nothing acceptable is 406", async () => {
    const script = "/assets/app-1a2b3c4d.js";
    const coding = async (accept: string, target = script) => {
      const answer = await get(server, target, { "Accept-Encoding": accept });
      return answer.status === 200
        ? (answer.headers["content-encoding"] ?? "identity")
        : answer.status;
    };
    expect(await coding("br;q=0, gzip")).toBe("gzip");
    expect(await coding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(await coding("br;q=0")).toBe("identity");
    expect(await coding("*")).toBe("br");
    expect(await coding("*;q=0, gzip")).toBe("gzip");
    expect(await coding("identity;q=0, gzip;q=0, br;q=0")).toBe(406);
    expect(await coding("identity;q=0", "/assets/checklist.pdf")).toBe(406);
    expect(await coding("*;q=0", "/assets/checklist.pdf")).toBe(406);
    expect(await coding("*;q=0, identity", "/assets/checklist.pdf")).toBe("identity");
  });

  test("serves a page at its path, with a trailing slash and as index.html, with its own CSP", async () => {
    for (const target of ["/about", "/about/", "/about/index.html"]) {
      const page = await get(server, target, { "Accept-Encoding": "br" });
      expect(page.status, target).toBe(200);
      expect(page.headers["content-type"], target).toBe("text/html;charset=utf-8");
      expect(page.headers["cache-control"], target).toBe("no-cache");
      expect(page.headers["content-security-policy"], target).toContain(
        "script-src 'self' 'sha256-about';",
      );
    }
    const home = await get(server, "/");
    expect(home.headers["content-security-policy"]).toContain("'sha256-home'");
  });

  test("answers HEAD with the headers of GET and no body", async () => {
    const got = await get(server, "/about", { "Accept-Encoding": "gzip" });
    const head = await get(server, "/about", { "Accept-Encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers).toEqual(got.headers);
    expect(head.body.length).toBe(0);
  });

  test("answers a matching If-None-Match with 304 and the caching headers", async () => {
    const first = await get(server, "/about", { "Accept-Encoding": "gzip" });
    const etag = String(first.headers.etag);
    for (const condition of [etag, `W/"1-1", ${etag}`]) {
      const again = await get(server, "/about", {
        "Accept-Encoding": "gzip",
        "If-None-Match": condition,
      });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers).toMatchObject({ etag, "cache-control": "no-cache" });
    }
    // Another encoding is another representation, with its own ETag.
    const other = await get(server, "/about", { "Accept-Encoding": "br", "If-None-Match": etag });
    expect(other.status).toBe(200);
  });

  test.each([
    ["bytes=0-99", 0, 99],
    ["bytes=3000-", 3000, PDF.length - 1],
    ["bytes=-9", PDF.length - 9, PDF.length - 1],
    ["bytes=100-999999", 100, PDF.length - 1],
  ])(
    "answers Range %s with 206 and those bytes, from memory or disk",
    async (range, start, end) => {
      for (const target of [server, onDisk]) {
        const part = await get(target, "/assets/checklist.pdf", { Range: range });
        expect(part.status).toBe(206);
        expect(part.headers["content-range"]).toBe(`bytes ${start}-${end}/${PDF.length}`);
        expect(part.headers["content-type"]).toBe("application/pdf");
        expect(part.body).toEqual(PDF.subarray(start, end + 1));
      }
    },
  );

  test("answers an unsatisfiable range with 416 and ignores a malformed one", async () => {
    const beyond = await get(server, "/assets/checklist.pdf", { Range: `bytes=${PDF.length}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers["content-range"]).toBe(`bytes */${PDF.length}`);
    for (const range of ["bytes=5-2", "items=0-1", "bytes=0-1,5-6"]) {
      const whole = await get(server, "/assets/checklist.pdf", { Range: range });
      expect(whole.status, range).toBe(200);
      expect(whole.body.length, range).toBe(PDF.length);
    }
  });

  test("streams files beyond the memory limits from disk with the same answers", async () => {
    for (const [target, headers] of [
      ["/assets/app-1a2b3c4d.js", { "Accept-Encoding": "br" }],
      ["/about/", { "Accept-Encoding": "gzip" }],
      ["/assets/checklist.pdf", {}],
    ] as const) {
      expect(await get(onDisk, target, headers), target).toEqual(
        await get(server, target, headers),
      );
    }
    const table = loadFileTable(root, security, { file: 2000, total: 4000 });
    expect(table.cachedBytes).toBeGreaterThan(0);
    expect(table.cachedBytes).toBeLessThanOrEqual(4000);
    expect(table.files.get("/assets/checklist.pdf")!.identity.body).toBeUndefined();
  });

  test.each([
    "/_headers",
    "/_headers/",
    "/_headers//",
    "/_headers/index.html",
    "/%5Fheaders/",
    "/_redirects",
    "/_redirects/",
    "/site-policy.json",
    "/site-policy.json/",
  ])("never serves the build's private file %s", async (target) => {
    const answer = await get(server, target, { "Accept-Encoding": "br, gzip" });
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).not.toContain("X-Secret");
    expect(answer.body.toString()).not.toContain("302");
  });

  test("answers 404 for a missing file and sends other paths home", async () => {
    for (const target of ["/assets/missing.js", "/.env", "/robots.txt.gz"]) {
      expect((await get(server, target)).status, target).toBe(404);
    }
    // A file is never served as a folder.
    for (const target of ["/no-such-page", "/assets/app-1a2b3c4d.js/", "/robots.txt/"]) {
      const answer = await get(server, target);
      expect(answer.status, target).toBe(302);
      expect(answer.headers.location, target).toBe("/");
    }
  });
});

describe("acceptedCodings", () => {
  test.each([
    [undefined, ["identity"]],
    ["", ["identity"]],
    ["gzip, br", ["br", "gzip", "identity"]],
    ["br;q=0", ["identity"]],
    ["BR; Q=0.2, gzip", ["gzip", "br", "identity"]],
    ["gzip;q=0.5", ["gzip", "identity"]],
    ["gzip;q=0.5, identity", ["identity", "gzip"]],
    ["*", ["br", "gzip", "identity"]],
    ["*;q=0", []],
    ["*;q=0, identity;q=0.1", ["identity"]],
    ["identity;q=0", []],
    ["br;q=abc", ["identity"]],
  ] as const)("%s allows %j", (header, codings) => {
    expect(acceptedCodings(header)).toEqual(codings);
  });
});

describe("parseRange", () => {
  test.each([
    ["bytes=0-0", 10, { start: 0, end: 0 }],
    ["bytes=5-", 10, { start: 5, end: 9 }],
    ["bytes=-3", 10, { start: 7, end: 9 }],
    ["bytes=-30", 10, { start: 0, end: 9 }],
    ["bytes=10-", 10, "unsatisfiable"],
    ["bytes=-", 10, null],
    ["bytes=4-2", 10, null],
    ["pages=1-2", 10, null],
  ] as const)("%s of %i bytes is %o", (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });
});

describe("securityHeadersByPath", () => {
  const opener = (pathname: string | null) =>
    new Map(security(pathname)).get("Cross-Origin-Opener-Policy");

  test.each(["/", "/about", "/about/index.html", "/assets/app-1a2b3c4d.js", null])(
    "leaves the opener of public %s alone",
    (pathname) => expect(opener(pathname)).toBeUndefined(),
  );
  test.each(["/inbox", "/inbox/", "/inbox/index.html", "/inbox.data"])(
    "cuts the inbox's %s from any window that opened it",
    (pathname) => expect(opener(pathname)).toBe("same-origin"),
  );
});
