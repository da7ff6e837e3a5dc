/**
 * Puts a copy of the SQLite store back in place, safely: the file is checked first (a SQLite
 * database, SQLite's integrity check, a lead store whose schema this version can open), the
 * store's lock is taken (so no server is using it), and the store it replaces is kept beside it
 * in DATA_DIR/replaced-YYYYMMDDTHHMMSSZ/, its write-ahead log included. A file that fails a
 * check changes nothing.
 */
import { existsSync } from "node:fs";
import { copyFile, mkdir, open, rename, rm } from "node:fs/promises";
import path from "node:path";

import Sqlite from "libsql";

import { SQLITE_FILE } from "../db/store-file";
import { migrationsFor } from "../db/migrate";
import { backupStamp } from "./backup";
import { acquireStoreLock } from "./lock";

/** The first 16 bytes of every SQLite database file. */
const SQLITE_HEADER = "SQLite format 3\0";
/** The store's own file and the two SQLite keeps beside it while it is open. */
const STORE_FILES = [SQLITE_FILE, `${SQLITE_FILE}-wal`, `${SQLITE_FILE}-shm`];

/** A file that cannot be restored; nothing was changed. */
export class RestoreRefusedError extends Error {
  constructor(problem: string) {
    super(`${problem} Nothing was changed.`);
    this.name = "RestoreRefusedError";
  }
}

export interface Restored {
  leads: number;
  /** The newest migration the copy had. */
  version: number;
  /** The folder now holding the store that was replaced, if there was one. */
  replaced: string | undefined;
}

async function readHeader(file: string): Promise<string> {
  let handle;
  try {
    handle = await open(file, "r");
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(16), 0, 16, 0);
    return buffer.subarray(0, bytesRead).toString("latin1");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new RestoreRefusedError(`There is no file at ${file}.`);
    if (code === "EISDIR") throw new RestoreRefusedError(`${file} is a folder, not a copy.`);
    throw new RestoreRefusedError(`${file} cannot be read (${code ?? "unknown error"}).`);
  } finally {
    await handle?.close();
  }
}

/** Checks a copy of the store; throws RestoreRefusedError saying what is wrong with it. */
function checkCopy(file: string, named: string): { leads: number; version: number } {
  let database: Sqlite.Database | undefined;
  try {
    database = new Sqlite(file);
    const integrity = database.prepare("PRAGMA integrity_check").all() as Array<{
      integrity_check: string;
    }>;
    if (integrity.length !== 1 || integrity[0]?.integrity_check !== "ok")
      throw new RestoreRefusedError(`${named} is damaged: it fails SQLite's integrity check.`);
    const tables = new Set(
      (
        database.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{
          name: string;
        }>
      ).map((row) => row.name),
    );
    if (!tables.has("schema_migrations") || !tables.has("leads"))
      throw new RestoreRefusedError(`${named} is a SQLite database, but not of this site's leads.`);
    const { version } = database
      .prepare("SELECT coalesce(max(version), 0) AS version FROM schema_migrations")
      .get() as { version: number };
    const newest = migrationsFor("sqlite").at(-1)?.version ?? 0;
    if (version > newest)
      throw new RestoreRefusedError(
        `${named} was written by a newer version of the site (its schema is at migration ${version}; this version knows up to ${newest}). Restore it with that version or a later one.`,
      );
    const { leads } = database.prepare("SELECT count(*) AS leads FROM leads").get() as {
      leads: number;
    };
    return { leads: Number(leads), version };
  } catch (error) {
    if (error instanceof RestoreRefusedError) throw error;
    const code = (error as { code?: unknown }).code;
    throw new RestoreRefusedError(
      `${named} is damaged or not a SQLite database (${typeof code === "string" ? code : "it cannot be read"}).`,
    );
  } finally {
    database?.close();
  }
}

async function flush(file: string): Promise<void> {
  const handle = await open(file, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Restores `file` as DATA_DIR's store; throws RestoreRefusedError or StoreLockedError. */
export async function restoreBackup(
  file: string,
  dataDir: string,
  now: () => number = Date.now,
): Promise<Restored> {
  if ((await readHeader(file)) !== SQLITE_HEADER)
    throw new RestoreRefusedError(`${file} is not a SQLite database.`);
  const lock = acquireStoreLock(dataDir, "restore");
  // Checked as a copy in DATA_DIR: what is checked is what goes in place, by a rename on one disk.
  const incoming = path.join(dataDir, `.${SQLITE_FILE}.restoring.tmp`);
  const leftovers = [incoming, `${incoming}-wal`, `${incoming}-shm`];
  try {
    for (const leftover of leftovers) await rm(leftover, { force: true });
    await copyFile(file, incoming);
    const checked = checkCopy(incoming, file);
    await flush(incoming);

    const present = STORE_FILES.filter((name) => existsSync(path.join(dataDir, name)));
    const replaced =
      present.length > 0 ? path.join(dataDir, `replaced-${backupStamp(now())}`) : undefined;
    if (replaced) {
      await mkdir(replaced, { recursive: true });
      for (const name of present) await rename(path.join(dataDir, name), path.join(replaced, name));
    }
    await rename(incoming, path.join(dataDir, SQLITE_FILE));
    await flush(dataDir);
    return { ...checked, replaced };
  } finally {
    for (const leftover of leftovers) await rm(leftover, { force: true });
    lock.release();
  }
}
