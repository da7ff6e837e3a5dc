// @vitest-environment node
/**
 * The Caddy site block as Debian's Caddy reads it (`caddy adapt`, which .ci/run installs): its
 * syntax, that it sets no global options, and that its rules come from server/http/policy.ts.
 * What it does when served is tests/e2e/caddy.spec.ts.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { afterAll, beforeAll, expect, test } from "vitest";

import { contentSecurityPolicy, securityHeaders, type SitePolicy } from "../server/http/policy";
import { caddyfile } from "./deploy-config";

const run = promisify(execFile);

const policy: SitePolicy = {
  connectSrc: [],
  frameSrc: ["https://www.google.com"],
  pages: { "/": ["sha256-home"], "/products/fresh-fish": ["sha256-fish"], "/about": [] },
};

let dir: string;
let adapted: { stdout: string; stderr: string };

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "seafood-caddyfile-"));
  const file = path.join(dir, "Caddyfile");
  await writeFile(
    file,
    caddyfile(policy)
      .replaceAll("__SITE__", "www.example.com")
      .replaceAll("__ROOT__", "/opt/seafood/current/build/client")
      .replaceAll("__UPSTREAM__", "127.0.0.1:3000"),
  );
  try {
    adapted = await run("caddy", ["adapt", "--config", file, "--adapter", "caddyfile"]);
  } catch (error) {
    const { code, stderr } = error as { code?: unknown; stderr?: string };
    if (code === "ENOENT") throw new Error("caddy is installed by .ci/run");
    throw new Error(`caddy adapt refused the Caddyfile:\n${stderr ?? ""}`);
  }
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

test("Caddy reads the site block without a warning, as one site and no global options", () => {
  expect(adapted.stderr).toBe("");
  const config = JSON.parse(adapted.stdout) as {
    apps: { http: { servers: Record<string, { listen: string[]; routes: unknown[] }> } };
  };
  expect(Object.keys(config)).toEqual(["apps"]);
  expect(Object.keys(config.apps)).toEqual(["http"]);
  const servers = Object.values(config.apps.http.servers);
  expect(servers).toHaveLength(1);
  expect(servers[0]?.listen).toEqual([":443"]);
  expect(adapted.stdout).toContain('"host":["www.example.com"]');
});

test("each page gets its own CSP, and every response the site's headers, from the serving policy", () => {
  for (const hashes of Object.values(policy.pages)) {
    expect(adapted.stdout).toContain(JSON.stringify(contentSecurityPolicy(policy, hashes)));
  }
  expect(adapted.stdout).toContain(
    `"input_regexp":${JSON.stringify("^/products/fresh-fish/*(index\\.html)?$")}`,
  );
  for (const [name, value] of Object.entries(securityHeaders("{page_csp}", "/inbox"))) {
    expect(adapted.stdout).toContain(`"${name}":[${JSON.stringify(value)}]`);
  }
});
