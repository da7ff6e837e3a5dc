import { createHash } from "node:crypto";
import { copyFile, readdir, readFile, truncate, writeFile } from "node:fs/promises";
import path from "node:path";

import { sql } from "kysely";
import Sqlite from "libsql";
import { beforeAll, describe, expect, test } from "vitest";

import { openStore } from "../db/connection";
import { SQLITE_FILE } from "../db/store-file";
import { captureLog, startTestServer, storeLocation } from "../test/harness";
import { newLead, storeLead } from "../test/new-lead";
import { takeBackup } from "./backup";
import { restoreCommand } from "./commands";
import { acquireStoreLock } from "./lock";
import { restoreBackup, RestoreRefusedError } from "./restore";

const NIGHT = Date.UTC(2026, 10, 26, 3);

/**
 * A store with `count` leads in a new DATA_DIR, closed, every write in its main file: the
 * driver's connection ends for good only once its statements are collected as garbage, and its
 * last close checkpoints the WAL, so the main file could otherwise change at any moment later.
 */
async function storeWith(count: number): Promise<string> {
  const { dataDir } = await storeLocation("sqlite");
  const store = await openStore({ dataDir }, captureLog().log);
  for (let index = 0; index < count; index += 1)
    await storeLead(store, newLead(), ["email"], NIGHT);
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(store.db);
  await store.close();
  return dataDir;
}

async function leadsIn(dataDir: string): Promise<number> {
  const store = await openStore({ dataDir }, captureLog().log);
  try {
    const { count } = await store.db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    return Number(count);
  } finally {
    await store.close();
  }
}

/**
 * The folder's files and the store's content. SQLite's own companion files (-wal, -shm) come and
 * go with its connections (see storeWith), so they are not the store's content.
 */
const fingerprint = async (dataDir: string) => ({
  files: (await readdir(dataDir)).filter((name) => !/-(wal|shm)$/.test(name)).sort(),
  store: createHash("sha256")
    .update(await readFile(path.join(dataDir, SQLITE_FILE)))
    .digest("hex"),
});

describe("restoring a copy of the SQLite store", () => {
  let copy: string;
  beforeAll(async () => {
    const source = await storeWith(4);
    const outcome = await takeBackup(
      { dataDir: source, dir: path.join(source, "backups"), keep: 14 },
      { now: () => NIGHT },
    );
    if (!outcome.ok) throw new Error(outcome.message);
    copy = outcome.file;
  });

  test("puts the copy in place and keeps the store it replaced beside it, saying what it did", async () => {
    const dataDir = await storeWith(1);
    const lines: string[] = [];
    const code = await restoreCommand(
      [copy],
      { DATA_DIR: dataDir },
      {
        log: (text) => lines.push(text),
        error: (text) => lines.push(text),
      },
    );
    expect(code).toBe(0);
    expect(await leadsIn(dataDir)).toBe(4);
    const [replaced] = (await readdir(dataDir)).filter((name) => name.startsWith("replaced-"));
    expect(replaced).toMatch(/^replaced-\d{8}T\d{6}Z$/);
    expect(await leadsIn(path.join(dataDir, replaced!))).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Restored 4 leads from ${copy} as the store in ${dataDir} \\(schema at migration \\d+;`,
        ),
      ),
      `The store it replaced is kept in ${path.join(dataDir, replaced!)}; delete that folder once the restored store is right (it holds personal data).`,
    ]);
  });

  test("restores into an empty DATA_DIR (the store is lost)", async () => {
    const { dataDir } = await storeLocation("sqlite");
    expect(await restoreBackup(copy, dataDir)).toMatchObject({ leads: 4, replaced: undefined });
    expect(await leadsIn(dataDir)).toBe(4);
  });

  test.each([
    ["a truncated copy", async (file: string) => truncate(file, 8192), /is damaged/],
    [
      "a text file",
      async (file: string) => writeFile(file, "leads,emails\n"),
      /is not a SQLite database\. Nothing was changed\.$/,
    ],
    [
      "another program's database",
      async (file: string) => {
        const other = new Sqlite(file);
        other.exec("CREATE TABLE notes (text TEXT)");
        other.close();
      },
      /is a SQLite database, but not of this site's leads\. Nothing was changed\.$/,
    ],
    [
      "a copy from a newer version",
      async (file: string) => {
        await copyFile(copy, file);
        const newer = new Sqlite(file);
        newer.exec(
          "INSERT INTO schema_migrations (version, name, applied_at) VALUES (999, 'future', 0)",
        );
        newer.close();
      },
      /was written by a newer version of the site \(its schema is at migration 999; this version knows up to \d+\)/,
    ],
  ])("refuses %s with a clear message, and nothing changes", async (_case, make, message) => {
    const dataDir = await storeWith(2);
    const file = path.join(await (await storeLocation("sqlite")).dataDir, "candidate.sqlite");
    if (_case === "a truncated copy") await copyFile(copy, file);
    await make(file);
    const before = await fingerprint(dataDir);
    const refused = restoreBackup(file, dataDir);
    await expect(refused).rejects.toBeInstanceOf(RestoreRefusedError);
    await expect(refused).rejects.toThrow(message);
    expect(await fingerprint(dataDir)).toEqual(before);
    expect(await leadsIn(dataDir)).toBe(2);
  });

  test("refuses while a server uses the store, and changes nothing", async () => {
    const location = await storeLocation("sqlite");
    const server = await startTestServer(location);
    try {
      const lines: string[] = [];
      const code = await restoreCommand(
        [copy],
        { DATA_DIR: location.dataDir },
        {
          log: (text) => lines.push(text),
          error: (text) => lines.push(text),
        },
      );
      expect(code).toBe(1);
      expect(lines).toEqual([
        expect.stringMatching(
          /^A server \(process \d+\) is using the store in .*: stop it first\./,
        ),
      ]);
      expect(await leadsIn(location.dataDir)).toBe(0);
    } finally {
      await server.stop();
    }
  });

  test("a missing file, and PostgreSQL, are answered without touching anything", async () => {
    const { dataDir } = await storeLocation("sqlite");
    await expect(restoreBackup(path.join(dataDir, "nothing.sqlite"), dataDir)).rejects.toThrow(
      /^There is no file at .*nothing\.sqlite\. Nothing was changed\.$/,
    );
    const lines: string[] = [];
    const out = {
      log: (text: string) => lines.push(text),
      error: (text: string) => lines.push(text),
    };
    expect(
      await restoreCommand([copy], { DATABASE_URL: "postgres://db.internal/leads" }, out),
    ).toBe(2);
    expect(lines[0]).toMatch(
      /^The store is PostgreSQL \(DATABASE_URL\): restore it with PostgreSQL's own tools/,
    );
    expect(await readdir(dataDir)).toEqual([]);
    // The lock is free again after each refusal.
    acquireStoreLock(dataDir, "server").release();
  });
});
