import { once } from "node:events";
import { type IncomingMessage, request as httpRequest } from "node:http";

import { startSiteServer } from "../support/site-server";
import { expect, test } from "./fixtures";
import { rawRequest } from "./http";
import { expectServingRules } from "./serving";

test("the production server applies the serving rules", async ({ baseURL }) => {
  await expectServingRules(baseURL!, { brotli: true });
});

test("the server answers /healthz and hides the static-host config files", async ({ baseURL }) => {
  expect((await rawRequest(baseURL!, "/healthz")).status).toBe(200);
  for (const path of [
    "/_headers",
    "/_headers/",
    "/_headers//",
    "/%5Fheaders/",
    "/_headers/index.html",
    "/_redirects",
    "/_redirects/",
    "/site-policy.json",
    "/site-policy.json/",
  ]) {
    const answer = await rawRequest(baseURL!, path, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(answer.status, path).toBe(404);
    expect(answer.body.toString(), path).not.toContain("Content-Security-Policy:");
  }
  const sitemap = await rawRequest(baseURL!, "/sitemap.xml");
  expect(sitemap.status).toBe(200);
  expect(sitemap.body.toString()).toContain("<loc>https://www.example.com/about</loc>");
  const robots = await rawRequest(baseURL!, "/robots.txt");
  expect(robots.body.toString()).toContain("Sitemap: https://www.example.com/sitemap.xml");
});

test("hostile JSON shapes where text belongs are answered, never with a 5xx", async ({
  baseURL,
}) => {
  const contact = { _form: "contact", _page: "/contact" };
  for (const body of [
    null,
    [],
    42,
    true,
    "text",
    {},
    { _form: {} },
    { _form: ["contact"] },
    { _form: null },
    { ...contact, firstName: {}, lastName: [], email: 42, phone: true, message: null },
    { ...contact, firstName: ["Ada"], lastName: { toString: "x" }, email: ["a@b.co"] },
    { ...contact, _page: { path: "/" }, _submission: [1], _subject: 7 },
  ]) {
    const response = await fetch(`${baseURL}/api/leads`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
    expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
    expect(response.status, JSON.stringify(body)).toBeLessThan(500);
    expect(await response.json(), JSON.stringify(body)).toHaveProperty("error");
  }
});

test("on SIGTERM it finishes the request in flight, then exits 0", async () => {
  const server = await startSiteServer();
  // Ask for a PDF but do not read it yet: the request is still in flight.
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = httpRequest(
      {
        hostname: "127.0.0.1",
        port: server.port,
        path: "/assets/business-growth-strategy-guide.pdf",
      },
      resolve,
    );
    req.on("error", reject);
    req.end();
  });
  response.pause();
  const exitCode = server.stop();
  await expect.poll(() => server.output()).toContain('"event":"server.stopping"');
  const chunks: Buffer[] = [];
  response.on("data", (chunk: Buffer) => chunks.push(chunk));
  response.resume();
  await once(response, "end");
  expect(Buffer.concat(chunks).length).toBe(Number(response.headers["content-length"]));
  expect(await exitCode).toBe(0);
  await expect(rawRequest(server.url, "/")).rejects.toThrow();
});

test("the static-host files carry the same rules", async () => {
  const { readFile } = await import("node:fs/promises");
  const headers = await readFile("build/client/_headers", "utf8");
  const about = headers.slice(headers.indexOf("\n/about\n"), headers.indexOf("\n/about/\n"));
  expect(about).toMatch(
    /Content-Security-Policy: default-src 'self'; script-src 'self'( 'sha256-[^']+')+;/,
  );
  expect(about).toContain("Cache-Control: no-cache");
  expect(about).toContain("X-Content-Type-Options: nosniff");
  const hashedScript = /\n(\/assets\/[^\n]+-[\w-]{8}\.js)\n/.exec(headers)?.[1];
  expect(hashedScript).toBeTruthy();
  const scriptBlock = headers.slice(headers.indexOf(`\n${hashedScript}\n`)).split("\n/")[1];
  expect(scriptBlock).toContain("Cache-Control: public, max-age=31536000, immutable");
  const pdfBlock = headers.slice(headers.indexOf("\n/assets/cleaning-partner-checklist.pdf\n"));
  expect(pdfBlock.split("\n/")[1]).toContain("Cache-Control: public, max-age=86400");
  expect(await readFile("build/client/_redirects", "utf8")).toBe(
    "/assets/*  /404.html  404\n/generated/*  /404.html  404\n/*  /  302\n",
  );
});

test("the built server carries no UI code", async () => {
  const { readdir, readFile } = await import("node:fs/promises");
  const files = (await readdir("build/server", { recursive: true })).filter((file) =>
    file.endsWith(".js"),
  );
  const packages = new Set<string>();
  for (const file of files) {
    const source = await readFile(`build/server/${file}`, "utf8");
    for (const match of source.matchAll(/^import [^"]*"([^"./][^"]*)";$/gm))
      packages.add(match[1]!);
  }
  expect(packages).toContain("kysely");
  for (const ui of [
    "react",
    "react-dom",
    "react-router",
    "react-hook-form",
    "lucide-react",
    "radix-ui",
  ]) {
    expect(packages).not.toContain(ui);
  }
});
