/**
 * One folder for everything a test run writes to the system's temporary folder (stores, builds,
 * PostgreSQL's data, the browser's profiles), removed when the run ends, passed or failed: the
 * tests make about 150 folders (about 50 MB) a run, and CI runs on the same machine for years.
 *
 * Called from the test runners' configuration, which is read in the runner's own process before
 * any worker starts: the folder becomes TMPDIR, which os.tmpdir() reads and every worker and
 * child process inherits. A worker that reads the configuration again finds the run's folder set
 * and keeps it.
 */
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const MARK = "SEAFOOD_TEST_RUN_DIR";

export function useRunTempDir(): string {
  const existing = process.env[MARK];
  if (existing) return existing;
  const dir = mkdtempSync(path.join(tmpdir(), "seafood-test-run-"));
  // Under root, PostgreSQL runs as its own user and must pass through to its data folder.
  chmodSync(dir, 0o755);
  process.env[MARK] = dir;
  process.env.TMPDIR = dir;
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
