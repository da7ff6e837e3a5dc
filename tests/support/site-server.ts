/**
 * Runs the built production server (build/server/main.js) as its own process, the way
 * `npm start` does, on a free port: for the browser tests, the fault tests and the benchmarks.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { freePort } from "./ports";

/** This build's server. */
export const MAIN = path.resolve(import.meta.dirname, "../../build/server/main.js");

export interface SiteServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server has written to stdout and stderr so far. */
  output(): string;
  /** SIGTERM, and wait for the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: a crash, with no chance to finish anything. */
  kill(): Promise<void>;
}

export interface SiteServerOptions {
  /** Variables for the server; PORT, HOST and DATA_DIR are set unless given. */
  env?: Record<string, string>;
  /** Reuse a data folder (to restart on the same SQLite store). */
  dataDir?: string;
  port?: number;
  /** Another build's server (its build/server/main.js), to compare two releases side by side. */
  main?: string;
}

export async function startSiteServer(options: SiteServerOptions = {}): Promise<SiteServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), "seafood-site-")));
  const child = spawn(process.execPath, [options.main ?? MAIN], {
    env: {
      PATH: process.env.PATH ?? "",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      // A copy of the store at each start would cost every browser test (the suite's time is
      // budgeted); server/ops/backup.test.ts covers the schedule.
      BACKUP_INTERVAL_MINUTES: "0",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, "exit");

  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (!output.includes('"event":"server.listening"')) {
    if (child.exitCode !== null) throw new Error(`The server exited at start:\n${output}`);
    if (Date.now() - started > 20_000) {
      child.kill("SIGKILL");
      throw new Error(`The server did not start within 20 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      const [code] = (await exited) as [number | null];
      return code;
    },
    async kill() {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}
