import { readFile } from "node:fs/promises";
import path from "node:path";

import { sql } from "kysely";
import { describe, expect, test } from "vitest";

import { insertLead } from "../leads/lead-store";
import { captureLog, storeLocation } from "../test/harness";
import { openStore, SQLITE_FILE } from "./connection";

describe("the SQLite store", () => {
  test("overwrites an erased lead on disk (secure_delete), so its text cannot be read back", async () => {
    const location = await storeLocation("sqlite");
    const store = await openStore(location, captureLog().log);
    try {
      const { rows } = await sql<{ secure_delete: number }>`PRAGMA secure_delete`.execute(store.db);
      expect(rows[0]?.secure_delete).toBe(1);
      const marker = "Forget-me-please-4711";
      const { id } = await insertLead(
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
        },
        [],
        Date.now(),
      );
      await store.db.deleteFrom("leads").where("id", "=", id).execute();
      await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(store.db);
      const file = await readFile(path.join(location.dataDir, SQLITE_FILE));
      expect(file.includes(marker)).toBe(false);
    } finally {
      await store.close();
    }
  });
});
