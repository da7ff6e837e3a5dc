import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import Sqlite from "libsql";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { openStore, type Store } from "../db/connection";
import { SQLITE_FILE } from "../db/store-file";
import { captureLog, storeLocation } from "../test/harness";
import { newLead, storeLead } from "../test/new-lead";
import { backupCommand, POSTGRES_BACKUP } from "./commands";
import type { BackupOutcome } from "./events";
import {
  ABANDONED_COPY_MS,
  type BackupSettings,
  firstBackupDue,
  startBackups,
  takeBackup,
} from "./backup";

const NIGHT = Date.UTC(2026, 10, 26, 3, 0, 0);
const DAY = 24 * 60 * 60_000;

let sequence = 0;

function countLeads(file: string): { leads: number; integrity: unknown } {
  const copy = new Sqlite(file);
  try {
    return {
      leads: Number((copy.prepare("SELECT count(*) AS n FROM leads").get() as { n: number }).n),
      integrity: (copy.prepare("PRAGMA integrity_check").get() as { integrity_check: string })
        .integrity_check,
    };
  } finally {
    copy.close();
  }
}

describe("a backup of the SQLite store", () => {
  let store: Store;
  let dataDir: string;
  const settings = (extra: Partial<BackupSettings> = {}): BackupSettings => ({
    dataDir,
    dir: path.join(dataDir, `backups-${(sequence += 1)}`),
    keep: 14,
    ...extra,
  });

  beforeAll(async () => {
    ({ dataDir } = await storeLocation("sqlite"));
    store = await openStore({ dataDir }, captureLog().log);
    for (let index = 0; index < 3; index += 1)
      await storeLead(store, newLead(), ["email"], NIGHT - DAY);
  });
  afterAll(() => store?.close());

  test("is a checked copy named by its UTC time, taken while the store is open, with no temporary file left", async () => {
    const options = settings();
    const outcome = await takeBackup(options, { now: () => NIGHT });
    const file = path.join(options.dir, "leads-20261126T030000Z.sqlite");
    expect(outcome).toEqual({ ok: true, at: NIGHT, file, bytes: expect.any(Number), leads: 3 });
    expect(await readdir(options.dir)).toEqual(["leads-20261126T030000Z.sqlite"]);
    expect(countLeads(file)).toEqual({ leads: 3, integrity: "ok" });
    if (outcome.ok) expect(outcome.bytes).toBe((await readFile(file)).length);
  });

  test("keeps the newest BACKUP_KEEP copies, and deletes a temporary copy a crash left an hour ago", async () => {
    const options = settings({ keep: 2 });
    await mkdir(options.dir);
    const abandoned = path.join(options.dir, ".leads-20261120T030000Z.sqlite.4242.tmp");
    const recent = path.join(options.dir, ".leads-20261126T030000Z.sqlite.4343.tmp");
    await writeFile(abandoned, "half a copy");
    await writeFile(recent, "a copy in progress");
    const old = new Date(Date.now() - ABANDONED_COPY_MS - 60_000);
    await utimes(abandoned, old, old);
    for (let day = 0; day < 4; day += 1)
      await takeBackup(options, { now: () => NIGHT + day * DAY });
    expect((await readdir(options.dir)).sort()).toEqual([
      ".leads-20261126T030000Z.sqlite.4343.tmp",
      "leads-20261128T030000Z.sqlite",
      "leads-20261129T030000Z.sqlite",
    ]);
  });

  test("a copy that cannot be written fails at the copy stage", async () => {
    const blocked = path.join(dataDir, "not-a-folder");
    await writeFile(blocked, "");
    const outcome = await takeBackup(settings({ dir: blocked }), { now: () => NIGHT });
    expect(outcome).toMatchObject({ ok: false, stage: "copy", at: NIGHT });
    if (!outcome.ok) expect(outcome.message).toContain("cannot write to");
  });

  test("a copy that fails its check is reported and never gets a final name", async () => {
    const foreign = await mkdtemp(path.join(tmpdir(), "seafood-foreign-"));
    const database = new Sqlite(path.join(foreign, SQLITE_FILE));
    database.exec("CREATE TABLE notes (text TEXT)");
    database.close();
    const options = { dataDir: foreign, dir: path.join(foreign, "backups"), keep: 14 };
    const outcome = await takeBackup(options, { now: () => NIGHT });
    expect(outcome).toMatchObject({ ok: false, stage: "check" });
    expect(await readdir(options.dir)).toEqual([]);
  });

  test("without a store there is nothing to copy, and none is created", async () => {
    const empty = await mkdtemp(path.join(tmpdir(), "seafood-empty-"));
    const outcome = await takeBackup(
      { dataDir: empty, dir: path.join(empty, "backups"), keep: 14 },
      { now: () => NIGHT },
    );
    expect(outcome).toMatchObject({ ok: false, stage: "copy" });
    expect(existsSync(path.join(empty, SQLITE_FILE))).toBe(false);
  });

  test("BACKUP_COMMAND gets the copy's path as its only argument; its failure is reported", async () => {
    const offsite = await mkdtemp(path.join(tmpdir(), "seafood-offsite-"));
    const args = path.join(offsite, "args");
    const good = await takeBackup(
      settings({ command: `printf '%s\\n' "$#" "$1" > '${args}' && cp "$1" '${offsite}/'` }),
      { now: () => NIGHT },
    );
    expect(good.ok).toBe(true);
    if (!good.ok) return;
    expect(await readFile(args, "utf8")).toBe(`1\n${good.file}\n`);
    expect(countLeads(path.join(offsite, path.basename(good.file))).leads).toBe(3);

    const bad = await takeBackup(settings({ command: "exit 3" }), { now: () => NIGHT });
    expect(bad).toEqual({
      ok: false,
      at: NIGHT,
      stage: "command",
      message: "BACKUP_COMMAND failed (exited with 3); run it by hand to see why",
    });
  });

  test("the schedule takes a copy at start when there is none, logs it without personal data and hands it on", async () => {
    const captured = captureLog();
    const options = settings();
    let reported: (outcome: BackupOutcome) => void = () => {};
    const first = new Promise<BackupOutcome>((resolve) => (reported = resolve));
    const schedule = startBackups({
      settings: options,
      intervalMs: DAY,
      log: captured.log,
      onOutcome: (outcome) => reported(outcome),
    });
    const outcome = await first;
    await schedule.stop();
    expect(outcome).toMatchObject({ ok: true, leads: 3 });
    await new Promise((resolve) => setImmediate(resolve));
    const line = captured.events().find((event) => event.event === "backup.done");
    expect(line).toMatchObject({ level: "info", leads: 3, file: outcome.ok ? outcome.file : "" });
    expect(captured.text()).not.toMatch(/Ada|Obi|example\.com|grouper/);
  });
});

describe("a backup while the store is written to", () => {
  let dataDir: string;
  let writer: Sqlite.Database;
  const CHUNK = 8192;

  beforeAll(async () => {
    ({ dataDir } = await storeLocation("sqlite"));
    await (await openStore({ dataDir }, captureLog().log)).close();
    writer = new Sqlite(path.join(dataDir, SQLITE_FILE));
    writer.exec("PRAGMA busy_timeout = 5000");
    // About 40 MB: enough pages for the copy to take a while. Two tables written together, so a
    // copy mixing two moments would show it.
    writer.exec("CREATE TABLE pairs_a (n INTEGER, body BLOB); CREATE TABLE pairs_b (n INTEGER)");
    const fill = writer.prepare("INSERT INTO pairs_a VALUES (?, randomblob(?))");
    writer.transaction(() => {
      for (let n = 0; n < 5000; n += 1) fill.run(-n, CHUNK);
    })();
  });
  afterAll(() => writer?.close());

  test("is the store as it was at one moment, while leads keep coming, and takes a tenth of a core", async () => {
    const dir = path.join(dataDir, "backups");
    let written = 0;
    const addPair = writer.transaction((n: number) => {
      writer.prepare("INSERT INTO pairs_a VALUES (?, randomblob(?))").run(n, CHUNK);
      writer.prepare("INSERT INTO pairs_b VALUES (?)").run(n);
    });
    const writing = setInterval(() => addPair((written += 1)), 5);
    const cpu = process.cpuUsage();
    const started = performance.now();
    const outcome = await takeBackup({ dataDir, dir, keep: 2 });
    const wall = performance.now() - started;
    const used = process.cpuUsage(cpu);
    clearInterval(writing);
    expect(outcome).toMatchObject({ ok: true });
    if (!outcome.ok) return;
    expect(written).toBeGreaterThan(20);

    const copy = new Sqlite(outcome.file);
    try {
      const count = (table: string) =>
        (copy.prepare(`SELECT count(*) AS n FROM ${table} WHERE n > 0`).get() as { n: number }).n;
      expect(count("pairs_a")).toBe(count("pairs_b"));
      expect(count("pairs_b")).toBeLessThan(written);
    } finally {
      copy.close();
    }
    // This process's time, the writes' included: at full speed a copy takes a core for its
    // duration (the ratio near 1); paused after each chunk, a fraction of that.
    const share = (used.user + used.system) / 1000 / wall;
    expect(share, `${Math.round(wall)} ms`).toBeLessThan(0.5);
  });
});

describe("firstBackupDue", () => {
  const now = NIGHT;
  test.each([
    ["no copy yet: now", undefined, now],
    [
      "a copy an hour old: a day after it",
      "leads-20261126T020000Z.sqlite",
      now + DAY - 60 * 60_000,
    ],
    ["a copy two days old: now", "leads-20261124T030000Z.sqlite", now],
  ])("%s", (_case, newest, due) => {
    expect(firstBackupDue(newest, DAY, now)).toBe(due);
  });
});

test("npm run backup on PostgreSQL names the database's own tools and copies nothing", async () => {
  const { dataDir } = await storeLocation("sqlite");
  const lines: string[] = [];
  const out = {
    log: (text: string) => lines.push(text),
    error: (text: string) => lines.push(text),
  };
  const env = { DATA_DIR: dataDir, DATABASE_URL: "postgres://db.internal/leads" };
  expect(await backupCommand(env, out)).toBe(2);
  expect(lines).toEqual([POSTGRES_BACKUP]);
  expect(POSTGRES_BACKUP).toMatch(/pg_dump .*snapshots/);
  expect(await readdir(dataDir)).toEqual([]);
});
