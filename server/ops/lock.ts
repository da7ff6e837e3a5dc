/**
 * The SQLite store's lock: DATA_DIR/leads.lock names the process using the store (its pid, and
 * whether it is a server or a restore). A second server, or a restore while a server runs, is
 * refused. A lock whose process is gone (a crash, a power cut) is stale and taken over.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export const LOCK_FILE = "leads.lock";

export type LockHolder = "server" | "restore";

export class StoreLockedError extends Error {
  constructor(
    readonly pid: number,
    readonly holder: LockHolder,
    file: string,
  ) {
    super(
      `${holder === "server" ? "A server" : "A restore"} (process ${pid}) is using the store in ${path.dirname(file)}: stop it first. If no such process is running, delete ${file}.`,
    );
    this.name = "StoreLockedError";
  }
}

export interface StoreLock {
  file: string;
  /** Deletes the lock file (once; later calls do nothing). */
  release(): void;
}

/** Lock files this process holds: its own pid in a file it does not hold is a previous run's. */
const held = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readLock(file: string): { pid: number; holder: LockHolder } | undefined {
  try {
    const [pid, holder] = readFileSync(file, "utf8").split("\n");
    const number = Number(pid);
    if (!Number.isInteger(number) || number <= 0) return undefined;
    return { pid: number, holder: holder === "restore" ? "restore" : "server" };
  } catch {
    return undefined;
  }
}

/**
 * Takes the store's lock for this process, or throws StoreLockedError naming the process that
 * holds it. A lock that names no running process (or this process without its holding it, as
 * after a restart in a container where the server is always pid 1) is stale and replaced.
 */
export function acquireStoreLock(dataDir: string, holder: LockHolder): StoreLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.resolve(dataDir, LOCK_FILE);
  // Two tries: the second after removing a stale lock (another process may win that race).
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, `${process.pid}\n${holder}\n`, { flag: "wx" });
      held.add(file);
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          held.delete(file);
          rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const current = readLock(file);
      const ours = current?.pid === process.pid;
      if (current && isRunning(current.pid) && (!ours || held.has(file)))
        throw new StoreLockedError(current.pid, current.holder, file);
      rmSync(file, { force: true });
    }
  }
  const current = readLock(file);
  throw new StoreLockedError(current?.pid ?? 0, current?.holder ?? "server", file);
}
