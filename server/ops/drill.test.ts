/**
 * The restore drill, as the README tells an operator to practise it: leads posted, a backup
 * taken while the server runs, the store destroyed, the backup restored, and every lead
 * acknowledged before the backup is back, with the owner able to sign in.
 */
import { randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";

import { afterAll, beforeAll, expect, test } from "vitest";

import { INBOX_API, type LeadListAnswer } from "~/contracts/inbox";

import { startMailbox, type TestMailbox } from "../../tests/support/smtp";
import { SQLITE_FILE } from "../db/store-file";
import { startTestServer, storeLocation, type TestServer } from "../test/harness";
import { validPost } from "../test/lead-posts";
import { backupCommand, type Output, restoreCommand } from "./commands";

const OWNER = { email: "owner@example.com", password: "a long inbox passphrase" };

let mailbox: TestMailbox;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox?.close());

function collect(): Output & { lines: string[] } {
  const lines: string[] = [];
  return { lines, log: (text) => lines.push(text), error: (text) => lines.push(text) };
}

async function postLead(server: TestServer, index: number): Promise<string> {
  const response = await fetch(`${server.url}/api/leads`, {
    method: "POST",
    headers: {
      Accept: "application/json",
      "Content-Type": "application/json",
      "Idempotency-Key": `drill-${Date.now()}-${index}`,
    },
    body: JSON.stringify(validPost("contact")),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test("leads posted, a backup taken, the store destroyed and restored: every acknowledged lead is back and the owner signs in", async () => {
  const location = await storeLocation("sqlite");
  const env = { DATA_DIR: location.dataDir };
  let server = await startTestServer(location, {
    SMTP_URL: mailbox.url,
    INBOX_OWNER_EMAIL: OWNER.email,
    INBOX_OWNER_PASSWORD: OWNER.password,
  });
  let acknowledged: string[];
  let copy: string;
  try {
    acknowledged = await Promise.all([0, 1, 2, 3, 4].map((index) => postLead(server, index)));
    const backup = collect();
    expect(await backupCommand(env, backup)).toBe(0);
    expect(backup.lines[0]).toMatch(
      /^Copied the store \(5 leads, \d+ bytes\) to .* and checked it\.$/,
    );
    copy = /to (.*) and checked it/.exec(backup.lines[0]!)![1]!;
  } finally {
    await server.stop();
  }

  const store = path.join(location.dataDir, SQLITE_FILE);
  await writeFile(store, randomBytes(64 * 1024));
  await rm(`${store}-wal`, { force: true });
  await rm(`${store}-shm`, { force: true });

  const restore = collect();
  expect(await restoreCommand([copy], env, restore)).toBe(0);
  expect(restore.lines[0]).toMatch(/^Restored 5 leads from /);

  server = await startTestServer(location, { SMTP_URL: mailbox.url });
  try {
    const signIn = await fetch(`${server.url}${INBOX_API.session}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify(OWNER),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.get("set-cookie")!.split(";")[0]!;
    const list = await fetch(`${server.url}${INBOX_API.search}`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/json" },
      body: JSON.stringify({ status: "new" }),
    });
    const { leads } = (await list.json()) as LeadListAnswer;
    expect(leads.map((lead) => lead.id).sort()).toEqual([...acknowledged].sort());
  } finally {
    await server.stop();
  }
});
