import { writeFile } from "node:fs/promises";
import path from "node:path";

import { expect, test } from "vitest";

import { startTestServer, storeLocation } from "../test/harness";
import { acquireStoreLock, LOCK_FILE, StoreLockedError } from "./lock";

/** Above Linux's largest pid (2^22): no process has it. */
const GONE = 2 ** 22 + 1;

test("a second server on the same DATA_DIR is refused, naming the first; the lock goes when it stops", async () => {
  const location = await storeLocation("sqlite");
  const first = await startTestServer(location);
  try {
    const second = startTestServer(location);
    await expect(second).rejects.toBeInstanceOf(StoreLockedError);
    await expect(second).rejects.toThrow(
      `A server (process ${process.pid}) is using the store in ${path.resolve(location.dataDir)}: stop it first.`,
    );
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
  } finally {
    await first.stop();
  }
  const again = await startTestServer(location);
  await again.stop();
});

test("a lock whose process is gone is stale and taken over; a restore's lock is named as one", async () => {
  const { dataDir } = await storeLocation("sqlite");
  await writeFile(path.join(dataDir, LOCK_FILE), `${GONE}\nserver\n`);
  const lock = acquireStoreLock(dataDir, "restore");
  try {
    expect(() => acquireStoreLock(dataDir, "server")).toThrow(
      `A restore (process ${process.pid}) is using the store`,
    );
  } finally {
    lock.release();
  }
  acquireStoreLock(dataDir, "server").release();
});

test("this process's own pid in a lock it does not hold is a previous run's (pid 1 in a container)", async () => {
  const { dataDir } = await storeLocation("sqlite");
  await writeFile(path.join(dataDir, LOCK_FILE), `${process.pid}\nserver\n`);
  acquireStoreLock(dataDir, "server").release();
});
