/**
 * Copies of the SQLite store, taken while the server runs: the store's pages at one moment, read
 * in a worker thread at a tenth of a core, so that lead intake goes on meanwhile; written under a
 * temporary name, checked (integrity, lead count), flushed to disk and only then renamed to
 * `leads-YYYYMMDDTHHMMSSZ.sqlite`, so a crash never leaves a half copy under a final name. The
 * newest BACKUP_KEEP copies are kept; BACKUP_COMMAND then takes the new one off the machine.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";

import { SQLITE_FILE } from "../db/store-file";
import type { Logger } from "../log";
import type { BackupOutcome } from "./events";

/** The scheduled copies and `npm run backup`. */
export const BACKUP_PREFIX = "leads";
/** The copy taken before a migration changes the store. */
export const PRE_MIGRATION_PREFIX = "leads-pre-migration";
/** BACKUP_COMMAND may run this long (an upload over a slow link) before it counts as failed. */
export const COMMAND_TIMEOUT_MS = 60 * 60_000;
/** A temporary copy this old was left by a crash (a copy takes seconds): it is deleted. */
export const ABANDONED_COPY_MS = 60 * 60_000;
const TEMPORARY_SUFFIX = ".tmp";

export interface BackupSettings {
  /** DATA_DIR: the store is DATA_DIR/leads.sqlite. */
  dataDir: string;
  /** BACKUP_DIR. */
  dir: string;
  /** BACKUP_KEEP: copies of each kind kept. */
  keep: number;
  /** BACKUP_COMMAND, run with the copy's path as $1. */
  command?: string;
}

/** 2026-11-26T03:00:00.000Z as 20261126T030000Z. */
export function backupStamp(at: number): string {
  return new Date(at)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}

const namePattern = (prefix: string) => new RegExp(`^${prefix}-(\\d{8}T\\d{6}Z)\\.sqlite$`);

/** When a copy's name says it was taken (epoch milliseconds), or undefined for another file. */
export function backupTime(name: string, prefix = BACKUP_PREFIX): number | undefined {
  const stamp = namePattern(prefix).exec(name)?.[1];
  if (!stamp) return undefined;
  const iso = stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z");
  return Date.parse(iso);
}

/** The copies of one kind in the folder, newest first. */
export async function listBackups(dir: string, prefix = BACKUP_PREFIX): Promise<string[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  return names
    .filter((name) => backupTime(name, prefix) !== undefined)
    .sort()
    .reverse();
}

type WorkerAnswer =
  { ok: true; leads: number } | { ok: false; stage: "copy" | "check"; message: string };

/**
 * The worker's code, as CommonJS text: the server is one ES module bundle, and a worker needs a
 * file or a string. It copies the store and checks the copy, both synchronous in the driver.
 *
 * The copy is the store's pages as of one moment: read through SQLite (its `sqlite_dbpage`
 * table) inside one read transaction, so it is consistent while leads keep coming, and written a
 * chunk at a time. After each chunk the thread pauses so that copying takes at most `share` of
 * one core: on a small machine a copy at full speed took a core from lead intake for its second
 * (`VACUUM INTO`, which rebuilds the store, cost intake a third of its leads per second while it
 * ran). The copy keeps the store's free pages; it is never larger than the store.
 */
const COPY_AND_CHECK = `
const { openSync, writeSync, closeSync } = require("node:fs");
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const describe = (error) => (error && error.code) || (error && error.name) || "unknown error";
const pause = new Int32Array(new SharedArrayBuffer(4));
const PAGES_PER_CHUNK = 256;
let stage = "copy";
try {
  const source = new Database(workerData.source);
  try {
    source.exec("PRAGMA busy_timeout = 5000");
    source.exec("BEGIN");
    const pages = Number(source.prepare("PRAGMA page_count").get().page_count);
    const size = Number(source.prepare("PRAGMA page_size").get().page_size);
    const chunk = source.prepare(
      "SELECT pgno, data FROM sqlite_dbpage WHERE pgno >= ? AND pgno < ? ORDER BY pgno",
    );
    const file = openSync(workerData.copy, "w");
    try {
      for (let first = 1; first <= pages; first += PAGES_PER_CHUNK) {
        const started = performance.now();
        for (const { pgno, data } of chunk.iterate(first, first + PAGES_PER_CHUNK)) {
          const bytes = new Uint8Array(data);
          writeSync(file, bytes, 0, bytes.length, (Number(pgno) - 1) * size);
        }
        const busy = performance.now() - started;
        if (workerData.share < 1) Atomics.wait(pause, 0, 0, (busy * (1 - workerData.share)) / workerData.share);
      }
    } finally {
      closeSync(file);
    }
    source.exec("COMMIT");
  } finally {
    source.close();
  }
  stage = "check";
  const copy = new Database(workerData.copy);
  try {
    const integrity = copy.prepare("PRAGMA integrity_check").all();
    if (integrity.length !== 1 || integrity[0].integrity_check !== "ok") {
      parentPort.postMessage({ ok: false, stage, message: "the copy failed SQLite's integrity check" });
    } else {
      const { leads } = copy.prepare("SELECT count(*) AS leads FROM leads").get();
      parentPort.postMessage({ ok: true, leads: Number(leads) });
    }
  } finally {
    copy.close();
  }
} catch (error) {
  parentPort.postMessage({ ok: false, stage, message: describe(error) });
}
`;

const driver = createRequire(import.meta.url).resolve("libsql");

function copyAndCheck(source: string, copy: string, share: number): Promise<WorkerAnswer> {
  return new Promise((resolve) => {
    const worker = new Worker(COPY_AND_CHECK, {
      eval: true,
      workerData: { driver, source, copy, share },
    });
    let answer: WorkerAnswer | undefined;
    worker.once("message", (message: WorkerAnswer) => (answer = message));
    worker.once("error", (error) =>
      resolve({ ok: false, stage: "copy", message: `the copying thread failed (${error.name})` }),
    );
    worker.once("exit", () =>
      resolve(answer ?? { ok: false, stage: "copy", message: "the copying thread stopped" }),
    );
  });
}

/** Flushes a file, or a folder's entries, to the disk. */
async function flush(file: string): Promise<void> {
  const handle = await open(file, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

const codeOf = (error: unknown) =>
  (error as NodeJS.ErrnoException | undefined)?.code ?? (error as Error | undefined)?.name;

/** Deletes all but the newest `keep` copies of a kind, and temporary copies a crash left. */
export async function pruneBackups(
  dir: string,
  keep: number,
  prefix = BACKUP_PREFIX,
): Promise<string[]> {
  const removed = (await listBackups(dir, prefix)).slice(keep);
  for (const name of await readdir(dir)) {
    if (!name.startsWith(".") || !name.endsWith(TEMPORARY_SUFFIX)) continue;
    const { mtimeMs } = await stat(path.join(dir, name));
    // File times are the wall clock's, whatever clock named the copies.
    if (Date.now() - mtimeMs > ABANDONED_COPY_MS) removed.push(name);
  }
  for (const name of removed) await rm(path.join(dir, name), { force: true });
  return removed;
}

function runCommand(command: string, file: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile(
      "/bin/sh",
      ["-c", command, "backup-command", file],
      { timeout: COMMAND_TIMEOUT_MS },
      (error) => {
        if (!error) return resolve(undefined);
        if (error.killed) return resolve("BACKUP_COMMAND did not finish within 60 minutes");
        const code = typeof error.code === "number" ? `exited with ${error.code}` : error.code;
        resolve(`BACKUP_COMMAND failed (${code ?? error.name}); run it by hand to see why`);
      },
    );
  });
}

/** The share of one core a copy takes while leads may be coming in (see COPY_AND_CHECK). */
export const BACKUP_CPU_SHARE = 0.1;

export interface BackupOptions {
  now?: () => number;
  /** `leads` for the regular copies, `leads-pre-migration` before a migration. */
  prefix?: string;
  /** Of one core; 1 copies at full speed (before a migration, when the server serves nothing). */
  share?: number;
}

/** Takes one copy of the store, checks it, keeps the newest, runs BACKUP_COMMAND. */
export async function takeBackup(
  settings: BackupSettings,
  { now = Date.now, prefix = BACKUP_PREFIX, share = BACKUP_CPU_SHARE }: BackupOptions = {},
): Promise<BackupOutcome> {
  const failed = (stage: "copy" | "check" | "command", message: string): BackupOutcome => ({
    ok: false,
    at: now(),
    stage,
    message,
  });
  const source = path.join(settings.dataDir, SQLITE_FILE);
  // Opening a missing file would create an empty store and copy that.
  if (!existsSync(source)) return failed("copy", `there is no store at ${source}`);
  const name = `${prefix}-${backupStamp(now())}.sqlite`;
  const file = path.join(settings.dir, name);
  const temporary = path.join(settings.dir, `.${name}.${process.pid}${TEMPORARY_SUFFIX}`);
  try {
    await mkdir(settings.dir, { recursive: true });
    await rm(temporary, { force: true });
  } catch (error) {
    return failed("copy", `cannot write to ${settings.dir} (${codeOf(error)})`);
  }

  const answer = await copyAndCheck(source, temporary, share);
  if (!answer.ok) {
    await rm(temporary, { force: true });
    return failed(
      answer.stage,
      `${answer.stage === "copy" ? "copying" : "checking"} failed: ${answer.message}`,
    );
  }
  let bytes: number;
  try {
    await flush(temporary);
    await rename(temporary, file);
    await flush(settings.dir);
    bytes = (await stat(file)).size;
  } catch (error) {
    await rm(temporary, { force: true });
    return failed("copy", `writing the copy failed (${codeOf(error)})`);
  }
  await pruneBackups(settings.dir, settings.keep, prefix);

  if (settings.command) {
    const problem = await runCommand(settings.command, file);
    if (problem) return failed("command", problem);
  }
  return { ok: true, at: now(), file, bytes, leads: answer.leads };
}

/** One log line per outcome: where the copy is and how many leads it holds, or what failed. */
export function logOutcome(log: Logger, outcome: BackupOutcome): void {
  if (outcome.ok)
    log.info("backup.done", { file: outcome.file, bytes: outcome.bytes, leads: outcome.leads });
  else log.error("backup.failed", { stage: outcome.stage, message: outcome.message });
}

/** When the first scheduled copy is due: an interval after the newest, or now when there is none. */
export function firstBackupDue(
  newest: string | undefined,
  intervalMs: number,
  now: number,
): number {
  const taken = newest === undefined ? undefined : backupTime(newest);
  return taken === undefined ? now : Math.max(now, taken + intervalMs);
}

export interface BackupSchedule {
  /** Waits for a copy in progress, then takes no more. */
  stop(): Promise<void>;
}

/**
 * Takes a copy every `intervalMs`, counted from the newest copy in the folder, so a server that
 * restarts often still backs up on time. Each outcome is logged and handed to `onOutcome`.
 */
export function startBackups(options: {
  settings: BackupSettings;
  intervalMs: number;
  log: Logger;
  now?: () => number;
  onOutcome?: (outcome: BackupOutcome) => void;
}): BackupSchedule {
  const { settings, intervalMs, log, now = Date.now, onOutcome } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const schedule = (due: number) => {
    if (stopped) return;
    timer = setTimeout(run, Math.max(0, due - now()));
    timer.unref();
  };
  function run() {
    running = (async () => {
      const outcome = await takeBackup(settings, { now }).catch(
        (error: unknown): BackupOutcome => ({
          ok: false,
          at: now(),
          stage: "copy",
          message: `the copy could not be taken (${codeOf(error)})`,
        }),
      );
      logOutcome(log, outcome);
      onOutcome?.(outcome);
      schedule(now() + intervalMs);
    })();
  }

  void listBackups(settings.dir).then(
    ([newest]) => schedule(firstBackupDue(newest, intervalMs, now())),
    () => schedule(now()),
  );
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
