/**
 * Throughput of the production server against a plain static server (sirv-cli) of the same
 * build folder, in the same run: 10 s per target at 50 connections, brotli/gzip accepted.
 * Run after `npm run build`. Usage: tsx scripts/bench-server.ts [--seconds N]
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

import autocannon from "autocannon";

import { freePort } from "../tests/support/ports.ts";
import { startSiteServer } from "../tests/support/site-server.ts";

const root = path.resolve(import.meta.dirname, "..");
const secondsIndex = process.argv.indexOf("--seconds");
const SECONDS = secondsIndex > -1 ? Number(process.argv[secondsIndex + 1]) : 10;
const CONNECTIONS = 50;

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`server at ${url} did not start`);
}

async function start(command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: "ignore" });
  return child;
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

interface Measure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(url: string, duration = SECONDS): Promise<Measure> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    headers: { "accept-encoding": "br, gzip" },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const html = readFileSync(path.join(root, "build/client/index.html"), "utf8");
const script = /\/assets\/entry\.client-[\w-]+\.js/.exec(html)?.[0];
if (!script) throw new Error("no hashed entry script in build/client/index.html: build first");
const targets = ["/", "/products/fresh-fish/king-fish", script];

const plainPort = await freePort();
const ours = await startSiteServer();
const ourPort = ours.port;
const plain = await start(
  process.execPath,
  [
    path.join(root, "node_modules/sirv-cli/bin.js"),
    "build/client",
    "--port",
    String(plainPort),
    "--host",
    "127.0.0.1",
    "--quiet",
  ],
  {},
);
try {
  await waitFor(`http://127.0.0.1:${ourPort}/healthz`);
  await waitFor(`http://127.0.0.1:${plainPort}/`);
  console.log(
    `autocannon: ${CONNECTIONS} connections, ${SECONDS} s per target, Accept-Encoding: br, gzip`,
  );
  console.log(
    `${"target".padEnd(42)} ${"server".padEnd(10)} ${"req/s".padStart(9)} ${"p50".padStart(5)} ${"p99".padStart(5)} ${"errors".padStart(7)} ${"non-2xx".padStart(8)}`,
  );
  // Warm both servers (and the load generator) up before measuring anything.
  for (const port of [ourPort, plainPort]) {
    for (const target of targets) await measure(`http://127.0.0.1:${port}${target}`, 1);
  }
  let slower = 0;
  for (const [index, target] of targets.entries()) {
    const results: Array<[string, Measure]> = [];
    const servers = [
      ["this", ourPort],
      ["sirv-cli", plainPort],
    ] as const;
    // Alternate which server goes first, so neither always runs on a warmer machine.
    for (const [name, port] of index % 2 === 0 ? servers : [...servers].reverse()) {
      const result = await measure(`http://127.0.0.1:${port}${target}`);
      results.push([name, result]);
      console.log(
        `${target.padEnd(42)} ${name.padEnd(10)} ${result.rps.toFixed(0).padStart(9)} ${`${result.p50}ms`.padStart(5)} ${`${result.p99}ms`.padStart(5)} ${String(result.errors).padStart(7)} ${String(result.non2xx).padStart(8)}`,
      );
    }
    const rps = (name: string) => results.find(([server]) => server === name)![1].rps;
    const ratio = rps("this") / rps("sirv-cli");
    if (ratio < 1) slower += 1;
    console.log(`${"".padEnd(42)} ratio this/sirv-cli: ${ratio.toFixed(2)}`);
  }
  console.log(
    slower === 0
      ? "This server matches or beats the plain static server on every target."
      : `This server is slower than the plain static server on ${slower} target(s).`,
  );
} finally {
  await Promise.all([ours.stop(), stop(plain)]);
}
