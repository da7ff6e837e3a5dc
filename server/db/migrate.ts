/**
 * Versioned migrations: migrations/NNN-name.sql, applied in order at start, each in its own
 * transaction and recorded in schema_migrations; NNN-name.postgres.sql (or .sqlite.sql) is
 * applied on that store only (migration-files.ts). On PostgreSQL an advisory lock lets several
 * instances start at once. A migration numbered below one already applied still runs (006 came
 * after 008). Migrations only add: a column is never renamed or dropped in the release that
 * stops using it, but for 006 (docs/decisions/033).
 */
import type Sqlite from "libsql";
import type pg from "pg";

import type { Logger } from "../log";
import { MigrationError } from "./errors";
import { appliesTo, type Dialect, type Migration, migrationOf } from "./migration-files";

// Bundled into the server at build (and read the same way by the tests).
const files = import.meta.glob<string>("./migrations/*.sql", {
  query: "?raw",
  import: "default",
  eager: true,
});

export type { Migration } from "./migration-files";

export const migrations: Migration[] = Object.entries(files)
  .map(([file, sql]) => migrationOf(file, sql))
  .sort((a, b) => a.version - b.version);

/** The migrations a store of this kind gets. */
export function migrationsFor(dialect: Dialect, list: readonly Migration[] = migrations) {
  return list.filter((migration) => appliesTo(migration, dialect));
}

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at BIGINT NOT NULL
)`;

/** An arbitrary constant naming this application's migration lock on PostgreSQL. */
const PG_LOCK_KEY = 7_265_001;

type Target =
  { dialect: "sqlite"; database: Sqlite.Database } | { dialect: "postgres"; pool: pg.Pool };

/**
 * The migrations a SQLite store has not had yet, and how many it has had (0: a new store, with
 * nothing in it to lose).
 */
export function pendingSqliteMigrations(
  database: Sqlite.Database,
  list: readonly Migration[] = migrations,
): { applied: number; pending: Migration[] } {
  database.exec(CREATE_TABLE);
  const applied = new Set(
    (database.prepare("SELECT version FROM schema_migrations").all() as { version: number }[]).map(
      (row) => row.version,
    ),
  );
  return {
    applied: applied.size,
    pending: migrationsFor("sqlite", list).filter((migration) => !applied.has(migration.version)),
  };
}

function sqliteMigrate(database: Sqlite.Database, log: Logger, list: readonly Migration[]): void {
  for (const migration of pendingSqliteMigrations(database, list).pending) {
    database.exec("BEGIN IMMEDIATE");
    try {
      database.exec(migration.sql);
      database
        .prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)")
        .run(migration.version, migration.name, Date.now());
      database.exec("COMMIT");
    } catch (error) {
      database.exec("ROLLBACK");
      throw new MigrationError(migration, { cause: error });
    }
    log.info("store.migrated", { version: migration.version, name: migration.name });
  }
}

async function postgresMigrate(
  pool: pg.Pool,
  log: Logger,
  list: readonly Migration[],
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [PG_LOCK_KEY]);
    await client.query(CREATE_TABLE);
    const { rows } = await client.query<{ version: number }>(
      "SELECT version FROM schema_migrations",
    );
    const applied = new Set(rows.map((row) => row.version));
    for (const migration of migrationsFor("postgres", list)) {
      if (applied.has(migration.version)) continue;
      await client.query("BEGIN");
      try {
        await client.query(migration.sql);
        await client.query(
          "INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)",
          [migration.version, migration.name, Date.now()],
        );
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw new MigrationError(migration, { cause: error });
      }
      log.info("store.migrated", { version: migration.version, name: migration.name });
    }
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [PG_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

/** Applies the pending migrations (`list`: the code's own, unless a test hands in others). */
export function applyMigrations(
  target: { dialect: "sqlite"; database: Sqlite.Database },
  log: Logger,
  list?: readonly Migration[],
): void;
export function applyMigrations(
  target: { dialect: "postgres"; pool: pg.Pool },
  log: Logger,
  list?: readonly Migration[],
): Promise<void>;
export function applyMigrations(
  target: Target,
  log: Logger,
  list: readonly Migration[] = migrations,
): void | Promise<void> {
  return target.dialect === "sqlite"
    ? sqliteMigrate(target.database, log, list)
    : postgresMigrate(target.pool, log, list);
}
