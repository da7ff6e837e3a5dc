import { expect } from "@playwright/test";

import { rawRequest as sendRequest, type RawRequestOptions } from "./http";

/**
 * The serving rules the Node server and the generated nginx and Caddy configurations must all
 * follow (over HTTPS, `ca` is the authority of the site's certificate).
 */
export async function expectServingRules(base: string, options: { brotli: boolean; ca?: string }) {
  const rawRequest = (path: string, request: RawRequestOptions = {}) =>
    sendRequest(base, path, { ...request, ca: options.ca });
  const home = await rawRequest("/");
  expect(home.status).toBe(200);
  expect(home.headers["content-type"]).toMatch(/^text\/html/);
  expect(home.headers["cache-control"]).toBe("no-cache");
  const csp = String(home.headers["content-security-policy"]);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  // The forms post to the site itself: no other origin may be contacted.
  expect(csp).toContain("connect-src 'self';");
  expect(csp).toContain("frame-src https://www.google.com");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(home.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  expect(home.headers["x-content-type-options"]).toBe("nosniff");
  expect(home.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(home.headers["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=()");
  // Only the inbox, which holds personal data, is cut from a window that opened it (decision 036).
  expect(home.headers["cross-origin-opener-policy"]).toBeUndefined();
  const inbox = await rawRequest("/inbox");
  expect(inbox.status).toBe(200);
  expect(inbox.headers["cache-control"]).toBe("no-store");
  expect(inbox.headers["cross-origin-opener-policy"]).toBe("same-origin");

  // Every inline script of the page is allowed by its CSP, and nothing else.
  const html = home.body.toString("utf8");
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].length;
  expect(csp.match(/'sha256-/g)?.length).toBeGreaterThanOrEqual(1);
  expect(inline).toBeGreaterThan(0);

  // Conditional requests.
  const etag = String(home.headers.etag);
  expect(etag).toBeTruthy();
  const again = await rawRequest("/", { headers: { "If-None-Match": etag } });
  expect(again.status).toBe(304);

  // Compression chosen by Accept-Encoding.
  const gz = await rawRequest("/about", { headers: { "Accept-Encoding": "gzip" } });
  expect(gz.headers["content-encoding"]).toBe("gzip");
  expect(String(gz.headers.vary)).toMatch(/Accept-Encoding/i);
  if (options.brotli) {
    const br = await rawRequest("/about", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(br.headers["content-encoding"]).toBe("br");
  }

  // Caching: hashed assets for a year, PDFs and images for a day.
  const script = /\/assets\/[^"]+\.js/.exec(html)?.[0];
  expect(script).toBeTruthy();
  const asset = await rawRequest(script!);
  expect(asset.status).toBe(200);
  expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  const pdf = await rawRequest("/assets/cleaning-partner-checklist.pdf");
  expect(pdf.status).toBe(200);
  expect(pdf.headers["content-type"]).toBe("application/pdf");
  expect(pdf.headers["cache-control"]).toBe("public, max-age=86400");
  const image = await rawRequest("/generated/images/grouper-400.webp");
  expect(image.headers["cache-control"]).toBe("public, max-age=86400");
  expect(image.headers["x-content-type-options"]).toBe("nosniff");

  // Range requests on the PDFs, and HEAD.
  const range = await rawRequest("/assets/cleaning-partner-checklist.pdf", {
    headers: { Range: "bytes=0-99" },
  });
  expect(range.status).toBe(206);
  expect(range.body.length).toBe(100);
  expect(range.body.subarray(0, 5).toString()).toBe("%PDF-");
  const head = await rawRequest("/about", { method: "HEAD" });
  expect(head.status).toBe(200);
  expect(head.body.length).toBe(0);

  // Routing: unknown page paths redirect home; missing files answer 404.
  for (const path of ["/no-such-page", "/products/fresh-fish/no-such-fish"]) {
    const response = await rawRequest(path);
    expect(response.status, path).toBe(302);
    expect(new URL(String(response.headers.location), base).pathname).toBe("/");
  }
  for (const path of ["/assets/missing.js", "/generated/images/missing.webp"]) {
    expect((await rawRequest(path)).status, path).toBe(404);
  }

  // Methods other than GET and HEAD.
  for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
    const response = await rawRequest("/", { method });
    expect(response.status, method).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
  }

  // Path traversal in any encoding never leaks a file and never answers 500.
  for (const path of [
    "/../package.json",
    "/%2e%2e/package.json",
    "/..%2fpackage.json",
    "/%2e%2e%2f%2e%2e%2fetc%2fpasswd",
    "/assets/..%2f..%2fpackage.json",
    "/%00",
    "/about%00.html",
    "/%E0%A4%A",
  ]) {
    const response = await rawRequest(path);
    expect(response.status, path).toBeGreaterThanOrEqual(300);
    expect(response.status, path).toBeLessThan(500);
    expect(response.body.toString(), path).not.toContain('"devDependencies"');
    expect(response.body.toString(), path).not.toContain("root:");
  }
  const long = await rawRequest(`/${"a".repeat(9000)}`);
  expect(long.status).toBe(414);
}
