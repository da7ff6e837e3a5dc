import { readFileSync } from "node:fs";
import { readdir, writeFile } from "node:fs/promises";
import path from "node:path";

import Sqlite from "libsql";
import pg from "pg";
import { describe, expect, test } from "vitest";

import { INBOX_API, type LeadDetailAnswer, type LeadListAnswer } from "~/contracts/inbox";

import { SQLITE_FILE } from "../db/store-file";
import { migrationsFor } from "../db/migrate";
import {
  STORE_KINDS,
  startTestServer,
  storeLocation,
  type StoreKind,
  type TestServer,
} from "../test/harness";
import { PreMigrationCopyError } from "./upgrade";

/** Written by the release whose migrations were 001 to 005 (see the file's header). */
const FIXTURE = readFileSync(new URL("./fixtures/store-at-005.sql", import.meta.url), "utf8");
const NOW = Date.UTC(2026, 10, 26, 9);
const OWNER = { email: "owner@example.com", password: "an earlier release's passphrase" };
const LEADS = {
  sent: "6f1c2a4e-0d1b-4c8e-9a57-3b2e8f4d1a01",
  failed: "a3d9b0c2-7e41-4f6a-8d25-1c9e0b7f2a02",
  spam: "c7e2f4a9-3b58-4d1e-a6c0-9f8d2e1b3a03",
};

type Location = Awaited<ReturnType<typeof storeLocation>>;

async function runSql(kind: StoreKind, location: Location, sql: string): Promise<void> {
  if (kind === "sqlite") {
    const database = new Sqlite(path.join(location.dataDir, SQLITE_FILE));
    database.exec(sql);
    database.close();
    return;
  }
  const client = new pg.Client({ connectionString: location.databaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function newestMigration(file: string): number {
  const database = new Sqlite(file);
  try {
    return (
      database.prepare("SELECT max(version) AS version FROM schema_migrations").get() as {
        version: number;
      }
    ).version;
  } finally {
    database.close();
  }
}

async function signIn(server: TestServer): Promise<string> {
  const response = await fetch(`${server.url}${INBOX_API.session}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify(OWNER),
  });
  expect(response.status).toBe(200);
  return response.headers.get("set-cookie")!.split(";")[0]!;
}

async function inbox<T>(server: TestServer, cookie: string, route: string, body?: unknown) {
  const response = await fetch(`${server.url}${route}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, route).toBe(200);
  return (await response.json()) as T;
}

describe.each(STORE_KINDS)(
  "a store written by the release of migrations 001-005, on %s",
  (kind) => {
    test("opened by this code keeps every lead, its delivery history and the owner's sign-in", async () => {
      const location = await storeLocation(kind);
      await runSql(kind, location, FIXTURE);
      const server = await startTestServer(location, {}, { now: () => NOW });
      try {
        const cookie = await signIn(server);
        const ids: string[] = [];
        for (const status of ["new", "handled", "spam"]) {
          const list = await inbox<LeadListAnswer>(server, cookie, INBOX_API.search, { status });
          ids.push(...list.leads.map((lead) => lead.id));
        }
        expect(ids.sort()).toEqual(Object.values(LEADS).sort());

        const sent = await inbox<LeadDetailAnswer>(server, cookie, INBOX_API.lead(LEADS.sent));
        expect(sent.lead).toMatchObject({
          name: "Amina Warsame",
          email: "amina@example.com",
          status: "handled",
          lang: "en",
          receivedAt: 1795564800000,
        });
        expect(sent.lead.rows).toContainEqual({
          key: "message",
          label: "Message",
          value: "Two tonnes of frozen grouper, CFR Jebel Ali",
        });
        expect(sent.deliveries).toMatchObject([
          {
            channel: "email",
            status: "sent",
            attempts: 2,
            sentAt: 1795564920000,
            history: [
              { at: 1795564800500, ok: false, error: "SMTP 451 try again later" },
              { at: 1795564920000, ok: true, error: null },
            ],
          },
        ]);
        const failed = await inbox<LeadDetailAnswer>(server, cookie, INBOX_API.lead(LEADS.failed));
        expect(failed.lead).toMatchObject({ lang: "ar", status: "new" });
        expect(failed.deliveries).toMatchObject([
          { status: "failed", lastError: "SMTP 550 mailbox unavailable", history: [{ ok: false }] },
        ]);
      } finally {
        await server.stop();
      }
    });
  },
);

describe("before a migration changes a SQLite store", () => {
  /** The fixture taken back to migration 004: 005 is pending. */
  async function storeAt004(): Promise<Location> {
    const location = await storeLocation("sqlite");
    await runSql(
      "sqlite",
      location,
      `${FIXTURE}\nDROP TABLE acknowledgements;\nDELETE FROM schema_migrations WHERE version = 5;`,
    );
    return location;
  }

  test("the server takes a copy of it as it was, then migrates it", async () => {
    const location = await storeAt004();
    const server = await startTestServer(location, {}, { now: () => NOW });
    await server.stop();
    const backups = path.join(location.dataDir, "backups");
    expect(await readdir(backups)).toEqual(["leads-pre-migration-20261126T090000Z.sqlite"]);
    expect(newestMigration(path.join(backups, "leads-pre-migration-20261126T090000Z.sqlite"))).toBe(
      4,
    );
    expect(newestMigration(path.join(location.dataDir, SQLITE_FILE))).toBe(
      migrationsFor("sqlite").at(-1)!.version,
    );
    expect(server.captured.text()).toContain('"event":"store.copied-before-migration"');
  });

  test("without that copy nothing is migrated and the server does not start", async () => {
    const location = await storeAt004();
    const blocked = path.join(location.dataDir, "not-a-folder");
    await writeFile(blocked, "");
    const start = startTestServer(location, { BACKUP_DIR: blocked }, { now: () => NOW });
    await expect(start).rejects.toBeInstanceOf(PreMigrationCopyError);
    await expect(start).rejects.toThrow(/nothing was migrated/);
    expect(newestMigration(path.join(location.dataDir, SQLITE_FILE))).toBe(4);
  });
});
