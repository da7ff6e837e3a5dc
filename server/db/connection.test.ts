import { readFile } from "node:fs/promises";
import path from "node:path";

import { sql } from "kysely";
import pg from "pg";
import { describe, expect, test } from "vitest";

import { captureLog, storeLocation } from "../test/harness";
import { openStore, postgresLocation, withoutFlush } from "./connection";
import { SQLITE_FILE } from "./store-file";
import { storeLead } from "../test/new-lead";

describe("postgresLocation", () => {
  test.each([
    [
      "postgres://owner:secret@127.0.0.1:5433/leads?sslmode=require",
      "postgres://127.0.0.1:5433/leads",
    ],
    ["postgresql://db.example.com/leads", "postgres://db.example.com/leads"],
  ])("logs %s as %s: the port once, no credentials", (url, location) => {
    expect(postgresLocation(url)).toBe(location);
  });
});

describe("the SQLite store", () => {
  test("overwrites an erased lead on disk (secure_delete), so its text cannot be read back", async () => {
    const location = await storeLocation("sqlite");
    const store = await openStore(location, captureLog().log);
    try {
      const { rows } = await sql<{ secure_delete: number }>`PRAGMA secure_delete`.execute(store.db);
      expect(rows[0]?.secure_delete).toBe(1);
      const marker = "Forget-me-please-4711";
      const { id } = await storeLead(
        store,
        {
          submissionId: `secure-delete-${Math.random()}`,
          submissionHash: "test",
          lang: "en",
          form: "contact",
          subject: `Contact Form: ${marker}`,
          status: "new",
          page: "/contact",
          sender: { name: marker, email: "forget@example.com" },
          preview: marker,
          values: { message: marker },
          rows: [{ key: "message", label: "Message", value: marker }],
          choices: [],
        },
        [],
        Date.now(),
      );
      const onDisk = async () => {
        await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(store.db);
        return (await readFile(path.join(location.dataDir, SQLITE_FILE))).includes(marker);
      };
      // The text is in the file to begin with: its absence below is the erasure's doing.
      expect(await onDisk()).toBe(true);
      await store.db.deleteFrom("leads").where("id", "=", id).execute();
      expect(await onDisk()).toBe(false);
    } finally {
      await store.close();
    }
  });

  test("writes without a flush only inside withoutFlush: every other commit waits for it and is flushed, also after its work fails", async () => {
    const store = await openStore(await storeLocation("sqlite"), captureLog().log);
    try {
      // 2: FULL, each commit flushed; 1: NORMAL, not by itself.
      const synchronous = async (db = store.db) =>
        (await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(db)).rows[0]?.synchronous;
      expect(await synchronous()).toBe(2);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const seenInside: Array<number | undefined> = [];
      const unflushed = withoutFlush(store, async (db) => {
        seenInside.push(await synchronous(db));
        await held;
        throw new Error("the work failed");
      });
      // A statement beside it (a lead's insert) waits for the connection, then finds FULL again.
      const beside = synchronous();
      const order: string[] = [];
      void beside.then(() => order.push("beside"));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(order).toEqual([]);
      release();
      await expect(unflushed).rejects.toThrow("the work failed");
      expect(seenInside).toEqual([1]);
      expect(await beside).toBe(2);
      expect(await synchronous()).toBe(2);
    } finally {
      await store.close();
    }
  });
});

describe("the PostgreSQL store", () => {
  test("survives a connection the database ends while it is lent out between two statements", async () => {
    const location = await storeLocation("postgres");
    const captured = captureLog();
    const store = await openStore(location, captured.log);
    const admin = new pg.Client({ connectionString: location.databaseUrl });
    await admin.connect();
    try {
      const transaction = store.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx);
        // As a restart does to every connection: ended with no statement of this one running.
        await admin.query("SELECT pg_terminate_backend($1)", [rows[0]!.pid]);
        await expect
          .poll(() => captured.events().some((line) => line.event === "store.connection-lost"))
          .toBe(true);
        await sql`SELECT 1`.execute(trx);
      });
      await expect(transaction).rejects.toThrow();
      // The pool has thrown the ended connection away: the next statement gets a live one.
      const { rows } = await sql<{ one: number }>`SELECT 1 AS one`.execute(store.db);
      expect(rows[0]?.one).toBe(1);
    } finally {
      await admin.end();
      await store.close();
    }
  });
});
