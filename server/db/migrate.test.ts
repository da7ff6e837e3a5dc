import path from "node:path";

import Sqlite from "libsql";
import { sql } from "kysely";
import pg from "pg";
import { describe, expect, test } from "vitest";

import { refreshDelivery } from "../leads/delivery";
import { captureLog, STORE_KINDS, storeLocation } from "../test/harness";
import { newLead, storeLead } from "../test/new-lead";
import { openStore } from "./connection";
import { SQLITE_FILE } from "./store-file";
import { MigrationError } from "./errors";
import { applyMigrations, type Migration, migrations, migrationsFor } from "./migrate";

/** Adds a column and a table, then fails: none of it may stay. */
const BREAKS_HALFWAY: Migration = {
  version: 900,
  name: "breaks-halfway",
  sql: `ALTER TABLE leads ADD COLUMN extra TEXT;
CREATE TABLE half_done (id TEXT PRIMARY KEY);
INSERT INTO half_done (id) VALUES ('one');
INSERT INTO no_such_table (id) VALUES ('two');`,
};

describe.each(STORE_KINDS)("a migration that fails, on %s", (kind) => {
  test("rolls back whole and is named in the error; the data is as it was", async () => {
    const location = await storeLocation(kind);
    const store = await openStore(location, captureLog().log);
    await store.db
      .insertInto("owners")
      .values({
        id: "o1",
        email: "owner@example.com",
        password_hash: "x",
        created_at: 1,
        updated_at: 1,
      })
      .execute();
    await store.close();
    const list = [...migrations, BREAKS_HALFWAY];

    let failure: unknown;
    const tables = async (): Promise<{ names: string[]; versions: number[]; owners: number }> => {
      const query = {
        names:
          kind === "sqlite"
            ? "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"
            : "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
        columns:
          kind === "sqlite"
            ? "SELECT name FROM pragma_table_info('leads') WHERE name = 'extra'"
            : "SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'leads' AND column_name = 'extra'",
      };
      if (kind === "sqlite") {
        const database = new Sqlite(path.join(location.dataDir, SQLITE_FILE));
        try {
          try {
            applyMigrations({ dialect: "sqlite", database }, captureLog().log, list);
          } catch (error) {
            failure = error;
          }
          const names = (database.prepare(query.names).all() as Array<{ name: string }>).map(
            (row) => row.name,
          );
          expect(database.prepare(query.columns).all()).toEqual([]);
          const versions = (
            database
              .prepare("SELECT version FROM schema_migrations ORDER BY version")
              .all() as Array<{ version: number }>
          ).map((row) => Number(row.version));
          const owners = (
            database.prepare("SELECT count(*) AS n FROM owners").get() as { n: number }
          ).n;
          return { names, versions, owners: Number(owners) };
        } finally {
          database.close();
        }
      }
      const pool = new pg.Pool({ connectionString: location.databaseUrl });
      try {
        await applyMigrations({ dialect: "postgres", pool }, captureLog().log, list).catch(
          (error: unknown) => (failure = error),
        );
        const names = (await pool.query<{ name: string }>(query.names)).rows.map((row) => row.name);
        expect((await pool.query(query.columns)).rows).toEqual([]);
        const versions = (
          await pool.query<{ version: number }>(
            "SELECT version FROM schema_migrations ORDER BY version",
          )
        ).rows.map((row) => Number(row.version));
        const owners = Number(
          (await pool.query<{ n: string }>("SELECT count(*) AS n FROM owners")).rows[0]!.n,
        );
        return { names, versions, owners };
      } finally {
        await pool.end();
      }
    };

    const after = await tables();
    expect(failure).toBeInstanceOf(MigrationError);
    expect((failure as Error).message).toMatch(
      /^Migration 900-breaks-halfway failed( \(\w+\))? and was rolled back: the store is as it was before it\./,
    );
    expect(after.names).not.toContain("half_done");
    expect(after.versions).toEqual(migrationsFor(kind).map((migration) => migration.version));
    expect(after.owners).toBe(1);
  });
});

describe("migrations for one store", () => {
  test("NNN-name.postgres.sql is applied on PostgreSQL only", () => {
    const only = migrations.filter((migration) => migration.only === "postgres");
    expect(only.map((migration) => migration.name)).toContain("overview-index-without-delivery");
    for (const migration of only) {
      expect(migrationsFor("postgres")).toContain(migration);
      expect(migrationsFor("sqlite")).not.toContain(migration);
    }
  });

  test("on PostgreSQL, recording a delivery rewrites no index of the leads (the update stays in place)", async () => {
    const location = await storeLocation("postgres");
    const store = await openStore(location, captureLog().log);
    const pool = new pg.Pool({ connectionString: location.databaseUrl, max: 1 });
    try {
      const { rows: indexed } = await pool.query<{ column: string }>(
        `SELECT DISTINCT a.attname AS column FROM pg_index x
           JOIN pg_class t ON t.oid = x.indrelid
           JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = ANY (x.indkey)
          WHERE t.relname = 'leads'`,
      );
      // The overview's index is there, without the column a delivery changes.
      expect(indexed.map((row) => row.column)).toContain("answered_at");
      expect(indexed.map((row) => row.column)).not.toContain("delivery");
      expect(indexed.map((row) => row.column)).not.toContain("updated_at");

      // And so PostgreSQL updates the row in place (a heap-only tuple update).
      const { id } = await storeLead(store, newLead(), ["email"], 1);
      await store.db.transaction().execute(async (trx) => {
        await refreshDelivery(trx, id, 2);
        // The statistics of this connection, published once it is idle rather than in a second.
        await sql`SELECT pg_stat_force_next_flush()`.execute(trx);
      });
      const counts = async () =>
        (
          await pool.query<{ updates: string; hot: string }>(
            `SELECT n_tup_upd AS updates, n_tup_hot_upd AS hot FROM pg_stat_user_tables
              WHERE relname = 'leads'`,
          )
        ).rows.map((row) => ({ updates: Number(row.updates), hot: Number(row.hot) }))[0];
      await expect.poll(counts).toEqual({ updates: 1, hot: 1 });
    } finally {
      await pool.end();
      await store.close();
    }
  });
});
