/**
 * Opens the lead store: SQLite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
 * Both get the same migrations and are used through one typed query builder (Kysely); only
 * the claim of outbox messages differs (see createOutbox's claim in leads/outbox.ts).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";

import { Kysely, PostgresDialect, sql, SqliteDialect } from "kysely";
import Sqlite from "libsql";
import pg from "pg";

import type { Logger } from "../log";
import { errorDetail } from "../log";
import { applyMigrations, type Migration, pendingSqliteMigrations } from "./migrate";
import type { Dialect } from "./migration-files";
import type { Database } from "./schema";
import { SQLITE_FILE } from "./store-file";

export type { Dialect };

export interface Store {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Where the data lives, for the start-up log (no credentials). */
  location: string;
  close(): Promise<void>;
}

/** Prepared statements kept for reuse: the queries are few and repeat. */
const STATEMENT_CACHE_SIZE = 200;

/**
 * Kysely prepares every query afresh; SQLite can run a prepared statement again, so the recent
 * ones are kept (Kysely uses one connection at a time, so a statement is never in use twice).
 */
function reusingStatements(database: Sqlite.Database) {
  const statements = new Map<string, ReturnType<Sqlite.Database["prepare"]>>();
  return {
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE)
          statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
    close: () => database.close(),
  };
}

/** Each commit is flushed to disk before it returns (WAL). */
const FLUSHED = "PRAGMA synchronous = FULL";

/**
 * Runs `work` on SQLite's one connection with commits that are not flushed to disk by themselves
 * (synchronous=NORMAL), then flushes again; on PostgreSQL, as it is. For writes worth no flush of
 * their own, such as an outbox lease: a process that dies keeps them (they are in the operating
 * system's hands), the next flushed commit takes them to disk with it (WAL is written in order),
 * and a machine that loses power loses only them. The connection is held throughout, so nothing
 * else (a lead's insert) commits unflushed meanwhile.
 */
export function withoutFlush<T>(store: Store, work: (db: Kysely<Database>) => Promise<T>) {
  if (store.dialect === "postgres") return work(store.db);
  return store.db.connection().execute(async (db) => {
    await sql.raw("PRAGMA synchronous = NORMAL").execute(db);
    try {
      return await work(db);
    } finally {
      await sql.raw(FLUSHED).execute(db);
    }
  });
}

function openSqlite(dataDir: string): { db: Kysely<Database>; raw: Sqlite.Database; file: string } {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SQLITE_FILE);
  const raw = new Sqlite(file);
  // WAL with synchronous=FULL: a commit is on disk before the lead is acknowledged.
  raw.exec("PRAGMA journal_mode = WAL");
  raw.exec(FLUSHED);
  raw.exec("PRAGMA foreign_keys = ON");
  raw.exec("PRAGMA busy_timeout = 5000");
  // An erased lead is overwritten on disk, not just unlinked (someone asked to be forgotten).
  raw.exec("PRAGMA secure_delete = ON");
  const dialect = new SqliteDialect({ database: reusingStatements(raw) });
  return { db: new Kysely<Database>({ dialect }), raw, file };
}

/** BIGINT (epoch milliseconds, counts) as numbers rather than pg's default strings. */
const pgTypes = {
  getTypeParser: (oid: number, format?: "text" | "binary") =>
    oid === pg.types.builtins.INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format),
} as pg.CustomTypesConfig;

function openPostgres(url: string, log: Logger): { db: Kysely<Database>; pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    query_timeout: 15_000,
    types: pgTypes,
  });
  // A connection the database drops (a restart, a failover) must not take the server down. pg
  // reports it as an 'error' event on the connection: the pool listens only while it holds the
  // connection, and an event nobody listens to ends the process. So each connection listens for
  // itself, also while it is lent out between two statements; its next statement fails, and the
  // pool throws it away when it comes back.
  pool.on("connect", (client) =>
    client.on("error", (error) => log.warn("store.connection-lost", errorDetail(error))),
  );
  pool.on("error", () => {}); // said by the connection's own listener
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), pool };
}

/** A PostgreSQL URL without its credentials and parameters, for the log (`host` has the port). */
export function postgresLocation(url: string): string {
  const { host, pathname } = new URL(url);
  return `postgres://${host}${pathname}`;
}

export interface StoreOptions {
  databaseUrl?: string;
  dataDir: string;
  /**
   * Runs before pending migrations change a SQLite store that has data (the server takes a
   * copy); if it throws, nothing is migrated and the store is closed.
   */
  beforeMigrating?: (pending: Migration[]) => Promise<void>;
}

/** Opens the store and brings its schema up to date. */
export async function openStore(options: StoreOptions, log: Logger): Promise<Store> {
  if (options.databaseUrl) {
    const { db, pool } = openPostgres(options.databaseUrl, log);
    try {
      await applyMigrations({ dialect: "postgres", pool }, log);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db,
      dialect: "postgres",
      location: postgresLocation(options.databaseUrl),
      close: () => db.destroy(),
    };
  }
  const { db, raw, file } = openSqlite(options.dataDir);
  try {
    const { applied, pending } = pendingSqliteMigrations(raw);
    if (applied > 0 && pending.length > 0) await options.beforeMigrating?.(pending);
    applyMigrations({ dialect: "sqlite", database: raw }, log);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, dialect: "sqlite", location: file, close: () => db.destroy() };
}
