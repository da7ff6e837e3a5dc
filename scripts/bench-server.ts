/**
 * Throughput of the production server against a plain static server (sirv-cli) of the same
 * build folder, in the same run, at 50 connections with brotli/gzip accepted. This machine's
 * speed drifts from minute to minute, so each target is measured in short rounds that
 * alternate between the two servers, and the medians are compared.
 * Run after `npm run build`.
 * Usage: tsx scripts/bench-server.ts [--seconds N] [--rounds N] [--workers N]
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import autocannon from "autocannon";

import { freePort } from "../tests/support/ports.ts";
import { startSiteServer } from "../tests/support/site-server.ts";

const root = path.resolve(import.meta.dirname, "..");
const secondsIndex = process.argv.indexOf("--seconds");
const SECONDS = secondsIndex > -1 ? Number(process.argv[secondsIndex + 1]) : 4;
const roundsIndex = process.argv.indexOf("--rounds");
const ROUNDS = roundsIndex > -1 ? Number(process.argv[roundsIndex + 1]) : 5;
const CONNECTIONS = 50;
/**
 * The load generator's threads. With one, on this 2-core machine, autocannon is the bottleneck:
 * both servers then run at the rate it parses responses, and ours, whose security headers are
 * about 730 bytes longer, measured 0.95 times sirv-cli while using less than half its CPU per
 * request. Two threads load the servers instead of the client (`--workers 0`: one thread).
 */
const workersIndex = process.argv.indexOf("--workers");
const WORKERS = workersIndex > -1 ? Number(process.argv[workersIndex + 1]) : 2;

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

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime and stime, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

interface Measure {
  /** CPU microseconds the server spent per request: what its capacity depends on, whatever else runs. */
  cpuPerRequest: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(url: string, pid: number, duration = SECONDS): Promise<Measure> {
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    headers: { "accept-encoding": "br, gzip" },
    ...(WORKERS > 0 ? { workers: WORKERS } : {}),
  });
  const cpu = cpuSeconds(pid) - cpuBefore;
  return {
    cpuPerRequest: (cpu * 1e6) / Math.max(1, result.requests.total),
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

// The largest hashed script: React, React DOM and React Router, which every page loads.
const assets = path.join(root, "build/client/assets");
const largest = readdirSync(assets)
  .filter((name) => /-[\w-]{8}\.js$/.test(name))
  .map((name) => ({ name, size: statSync(path.join(assets, name)).size }))
  .sort((a, b) => b.size - a.size)[0];
if (!largest) throw new Error("no hashed script in build/client/assets: build first");
const script = `/assets/${largest.name}`;
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
    `autocannon: ${CONNECTIONS} connections, ${Math.max(1, WORKERS)} thread(s), Accept-Encoding: br, gzip; ${ROUNDS} alternating rounds of ${SECONDS} s per server and target, medians`,
  );
  console.log(
    `${"target".padEnd(42)} ${"server".padEnd(10)} ${"req/s".padStart(9)} ${"p50".padStart(5)} ${"p99".padStart(5)} ${"errors".padStart(7)} ${"non-2xx".padStart(8)} ${"CPU µs/req".padStart(11)}`,
  );
  // Warm both servers (and the load generator) up before measuring anything.
  for (const [port, pid] of [
    [ourPort, ours.process.pid!],
    [plainPort, plain.pid!],
  ] as const) {
    for (const target of targets) await measure(`http://127.0.0.1:${port}${target}`, pid, 1);
  }
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  };
  let slower = 0;
  let fewer = 0;
  for (const target of targets) {
    const servers = [
      ["this", ourPort, ours.process.pid!],
      ["sirv-cli", plainPort, plain.pid!],
    ] as const;
    const runs = new Map<string, Measure[]>(servers.map(([name]) => [name, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      // Alternate which server goes first, so neither always runs on a warmer machine.
      for (const [name, port, pid] of round % 2 === 0 ? servers : [...servers].reverse()) {
        runs.get(name)!.push(await measure(`http://127.0.0.1:${port}${target}`, pid));
      }
    }
    const summary = (name: string): Measure => {
      const list = runs.get(name)!;
      return {
        cpuPerRequest: median(list.map((run) => run.cpuPerRequest)),
        rps: median(list.map((run) => run.rps)),
        p50: median(list.map((run) => run.p50)),
        p99: median(list.map((run) => run.p99)),
        errors: list.reduce((sum, run) => sum + run.errors, 0),
        non2xx: list.reduce((sum, run) => sum + run.non2xx, 0),
      };
    };
    for (const [name] of servers) {
      const result = summary(name);
      console.log(
        `${target.padEnd(42)} ${name.padEnd(10)} ${result.rps.toFixed(0).padStart(9)} ${`${result.p50}ms`.padStart(5)} ${`${result.p99}ms`.padStart(5)} ${String(result.errors).padStart(7)} ${String(result.non2xx).padStart(8)} ${result.cpuPerRequest.toFixed(1).padStart(11)}`,
      );
    }
    const ratio = summary("this").rps / summary("sirv-cli").rps;
    // Requests a core can serve go as 1 / CPU per request: the steadier figure on a busy machine.
    const capacity = summary("sirv-cli").cpuPerRequest / summary("this").cpuPerRequest;
    if (capacity < 1) slower += 1;
    if (ratio < 1) fewer += 1;
    console.log(
      `${"".padEnd(42)} ratio this/sirv-cli: req/s ${ratio.toFixed(2)}, capacity (by CPU per request) ${capacity.toFixed(2)}`,
    );
  }
  console.log(
    slower === 0
      ? "By CPU per request, this server matches or beats the plain static server on every target."
      : `By CPU per request, this server is slower than the plain static server on ${slower} target(s).`,
  );
  console.log(
    fewer === 0
      ? "By requests per second, this server matches or beats the plain static server on every target."
      : `By requests per second, this server serves fewer than the plain static server on ${fewer} target(s).`,
  );
} finally {
  await Promise.all([ours.stop(), stop(plain)]);
}
