/**
 * Starts the real server in the test process on a real store (SQLite in a temporary folder or
 * a fresh PostgreSQL database), with its log lines captured, for the server's tests.
 */
import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import Sqlite from "libsql";
import pg from "pg";
import { inject } from "vitest";

import type { StoreLocation } from "../../tests/support/lead-store";
import { freePort } from "../../tests/support/ports";
import { createDatabase } from "../../tests/support/postgres";
import { type Config, loadConfig } from "../config";
import { openStore, type Store, type StoreOptions } from "../db/connection";
import { SQLITE_FILE } from "../db/store-file";
import { applyMigrations, migrations } from "../db/migrate";
import { hashPassword } from "../inbox/passwords";
import type { Database } from "../db/schema";
import type { SitePolicy } from "../http/policy";
import { createLogger, type Logger } from "../log";
import { type RunningServer, startServer, type StartOptions } from "../server";

export type StoreKind = "sqlite" | "postgres";
export const STORE_KINDS: StoreKind[] = ["sqlite", "postgres"];

/** Where a new, empty store of this kind lives. */
export async function storeLocation(kind: StoreKind): Promise<StoreLocation> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "seafood-data-"));
  if (kind === "sqlite") return { dataDir };
  return { dataDir, databaseUrl: await createDatabase(inject("postgresUrl")) };
}

export interface CapturedLog {
  log: Logger;
  /** Every line written so far, as text. */
  text(): string;
  events(): Row[];
}

export function captureLog(): CapturedLog {
  let written = "";
  const log = createLogger((text) => {
    written += text;
  });
  return {
    log,
    text: () => written,
    events: () =>
      written
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

export async function openTestStore(kind: StoreKind): Promise<Store> {
  return openStore(await storeLocation(kind), captureLog().log);
}

/**
 * A store every query to fails: a SQLite file whose connection has failed (closed under it), or
 * PostgreSQL on a port where nothing listens (as when the database server is down).
 */
export async function failingStore(kind: StoreKind): Promise<Store> {
  if (kind === "sqlite") {
    const location = await storeLocation("sqlite");
    await (await openStore(location, captureLog().log)).close();
    const raw = new Sqlite(path.join(location.dataDir, SQLITE_FILE));
    raw.close();
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: raw }) });
    return { db, dialect: "sqlite", location: "closed", close: async () => {} };
  }
  const pool = new pg.Pool({
    connectionString: `postgres://nobody@127.0.0.1:${await freePort()}/none`,
    connectionTimeoutMillis: 1000,
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: "postgres", location: "unreachable", close: () => db.destroy() };
}

/**
 * A build folder with a home page, the thank-you pages (with the reference's slot, as React
 * writes it) and the policy: enough for the static side of the server.
 */
export async function testBuild(): Promise<string> {
  const buildDir = await mkdtemp(path.join(tmpdir(), "seafood-build-"));
  await mkdir(path.join(buildDir, "client/ar/thank-you"), { recursive: true });
  await mkdir(path.join(buildDir, "client/thank-you"));
  await writeFile(path.join(buildDir, "client/index.html"), "<!doctype html><title>Home</title>");
  for (const [page, lang] of [
    ["thank-you", "en-GB"],
    ["ar/thank-you", "ar"],
  ]) {
    await writeFile(
      path.join(buildDir, "client", page!, "index.html"),
      `<!doctype html><html lang="${lang}"><p>Reference: <bdi dir="ltr" class="whitespace-nowrap" data-lead-reference=""></bdi></p></html>`,
    );
  }
  const policy: SitePolicy = {
    connectSrc: [],
    frameSrc: [],
    pages: { "/": [], "/thank-you": ["sha256-thanks"], "/ar/thank-you": ["sha256-shukran"] },
  };
  await writeFile(path.join(buildDir, "site-policy.json"), JSON.stringify(policy));
  return buildDir;
}

export interface TestServer extends RunningServer {
  captured: CapturedLog;
  config: Config;
}

/** scrypt at N = 2^10: a millisecond a sign-in here, where the site's cost takes about 200 ms. */
const TEST_PASSWORD_COST = { N: 2 ** 10, r: 8, p: 1 };

/**
 * Stores the owner a test server is started with before it starts, its password hashed at the
 * tests' cost: the server keeps an owner whose password matches (as at any restart), and the
 * tests' sign-ins check that hash through the same code as the site's. It opens the store, and so
 * migrates it: a test of a store at an earlier schema starts its server without an owner (as
 * upgrade.test.ts does), or the server would find nothing left to migrate.
 */
async function storeOwner(location: StoreOptions, email: string, password: string): Promise<void> {
  const store = await openStore(location, captureLog().log);
  try {
    // As saveOwner stores it; an owner already there (a restart) is left to the server.
    const address = email.trim().toLowerCase();
    const time = Date.now();
    await store.db
      .insertInto("owners")
      .values({
        id: randomUUID(),
        email: address,
        password_hash: await hashPassword(password, TEST_PASSWORD_COST),
        created_at: time,
        updated_at: time,
      })
      .onConflict((conflict) => conflict.column("email").doNothing())
      .execute();
  } finally {
    await store.close();
  }
}

/** The server on a free port with the given store and variables (as strings, as in the environment). */
export async function startTestServer(
  location: { dataDir: string; databaseUrl?: string },
  env: Record<string, string> = {},
  options: Partial<StartOptions> = {},
): Promise<TestServer> {
  const captured = captureLog();
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    LEAD_RATE_LIMIT: "0",
    // A copy at each start would cost every test; the backup tests turn it on.
    BACKUP_INTERVAL_MINUTES: "0",
    DATA_DIR: location.dataDir,
    ...(location.databaseUrl ? { DATABASE_URL: location.databaseUrl } : {}),
    ...env,
  });
  if (env.INBOX_OWNER_EMAIL && env.INBOX_OWNER_PASSWORD) {
    await storeOwner(location, env.INBOX_OWNER_EMAIL, env.INBOX_OWNER_PASSWORD);
  }
  const running = await startServer(config, {
    buildDir: await testBuild(),
    log: captured.log,
    outboxPollMs: 50,
    ...options,
  });
  return { ...running, captured, config };
}

/** A row as the store's own driver reads it. */
export type Row = Record<string, unknown>;

/**
 * Runs raw statements on a store, or applies these migrations only (a store as an earlier
 * version left it), and reads what is asked: for the tests of a migration.
 */
export async function onStore(
  kind: StoreKind,
  location: StoreLocation,
  work: { migrate?: number[]; run?: string; read?: string },
): Promise<Row[]> {
  const list = migrations.filter((migration) => work.migrate?.includes(migration.version));
  const { log } = captureLog();
  if (kind === "sqlite") {
    const database = new Sqlite(path.join(location.dataDir, SQLITE_FILE));
    try {
      if (work.migrate) applyMigrations({ dialect: "sqlite", database }, log, list);
      if (work.run) database.exec(work.run);
      return work.read ? (database.prepare(work.read).all() as Row[]) : [];
    } finally {
      database.close();
    }
  }
  const pool = new pg.Pool({ connectionString: location.databaseUrl });
  try {
    if (work.migrate) await applyMigrations({ dialect: "postgres", pool }, log, list);
    if (work.run) await pool.query(work.run);
    return work.read ? (await pool.query<Row>(work.read)).rows : [];
  } finally {
    await pool.end();
  }
}
