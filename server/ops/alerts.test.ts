import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";

import { emailFailingSince } from "../inbox/lead-queries";
import type { NewLead } from "../leads/lead-store";
import { createOutbox, FIRST_RETRY_DELAY_MS } from "../leads/outbox";
import type { Store } from "../db/connection";
import { captureLog, type CapturedLog, openTestStore, STORE_KINDS } from "../test/harness";
import { type AlertMessage, type AlertOptions, createAlerts } from "./alerts";
import { openIncidents } from "./incidents";
import { storeLead } from "../test/new-lead";

const START = Date.UTC(2026, 10, 26, 8);
const MINUTE = 60_000;
const ROOMY = { size: 100e9, free: 50e9 };

const ADA: NewLead = {
  submissionId: "alerts-test-ada",
  submissionHash: "test",
  lang: "en",
  form: "contact",
  subject: "Contact Form: Ada Obi",
  status: "new",
  page: "/contact",
  sender: { name: "Ada Obi", email: "ada.obi@example.com", phone: "+252904014301" },
  preview: "Frozen grouper, 2 t",
  values: {},
  rows: [{ key: "message", label: "Message", value: "Frozen grouper, 2 t" }],
  choices: [],
};

/** A chat service's webhook: keeps what it is sent, answers `status`. */
async function startReceiver(): Promise<{
  url: string;
  received: AlertMessage[];
  status: number;
  close(): Promise<void>;
}> {
  const receiver = {
    url: "",
    received: [] as AlertMessage[],
    status: 200,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      receiver.received.push(JSON.parse(body) as AlertMessage);
      res.writeHead(receiver.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return receiver;
}

describe.each(STORE_KINDS)("the owner's alerts on %s", (kind) => {
  let store: Store;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let now: number;
  let captured: CapturedLog;

  beforeAll(async () => {
    store = await openTestStore(kind);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await store?.close();
    await receiver?.close();
  });
  beforeEach(async () => {
    now = START;
    captured = captureLog();
    receiver.received.length = 0;
    receiver.status = 200;
    for (const table of ["incidents", "delivery_attempts", "outbox", "leads"] as const) {
      await store.db.deleteFrom(table).execute();
    }
  });

  /** One server instance's alerts; several may share the store. */
  const alerts = (options: Partial<AlertOptions> = {}) =>
    createAlerts({
      store,
      log: captured.log,
      now: () => now,
      site: "Puntland Seafood",
      webhookUrl: receiver.url,
      deliveryAlertMs: 60 * MINUTE,
      emailFailingSince: () => emailFailingSince(store.db),
      diskSpace: async () => ROOMY,
      ...options,
    });

  test("e-mail failing for DELIVERY_ALERT_MINUTES is announced once by one of two instances, and once when it is over", async () => {
    let mailWorks = false;
    const outbox = createOutbox({
      store,
      channels: {
        email: async () => {
          if (!mailWorks) throw new Error("Invalid login: 535 5.7.8 Authentication failed");
        },
      },
      log: captured.log,
      now: () => now,
      leaseMs: MINUTE,
    });
    const [first, second] = [alerts(), alerts()];
    await storeLead(store, ADA, ["email"], now);
    await outbox.runOnce();
    expect(await emailFailingSince(store.db)).toBe(START);

    now = START + 59 * MINUTE;
    await Promise.all([first.check(), second.check()]);
    expect(receiver.received).toEqual([]);
    expect(await openIncidents(store.db)).toEqual([]);

    now = START + 60 * MINUTE;
    await Promise.all([first.check(), second.check()]);
    await first.check();
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]).toMatchObject({
      kind: "delivery",
      state: "open",
      since: now,
      site: "Puntland Seafood",
      text: expect.stringMatching(
        /^Puntland Seafood: Leads are not being e-mailed.*\nWhat to do: /s,
      ),
    });
    expect(await openIncidents(store.db)).toEqual([{ kind: "delivery", since: now, detail: null }]);

    mailWorks = true;
    now += FIRST_RETRY_DELAY_MS;
    await outbox.runOnce();
    expect(await emailFailingSince(store.db)).toBeNull();
    await Promise.all([first.check(), second.check()]);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]).toMatchObject({
      kind: "delivery",
      state: "over",
      until: now,
      text: "Puntland Seafood: Leads are being e-mailed again.",
    });
    expect(await openIncidents(store.db)).toEqual([]);
    const sent = JSON.stringify(receiver.received);
    for (const personal of ["Ada", "Obi", "ada.obi", "904014301", "grouper"]) {
      expect(sent).not.toContain(personal);
    }
  });

  test("one message failing while others are sent is not e-mail delivery failing", async () => {
    const outbox = createOutbox({
      store,
      channels: {
        email: async (lead) => {
          if (lead.subject === ADA.subject) throw new Error("552 Message content rejected");
        },
      },
      log: captured.log,
      now: () => now,
      leaseMs: MINUTE,
    });
    await storeLead(store, { ...ADA, submissionId: "alerts-test-ada-alone" }, ["email"], now);
    await outbox.runOnce();
    expect(await emailFailingSince(store.db)).toBe(START);

    now = START + FIRST_RETRY_DELAY_MS / 2;
    const bob = { ...ADA, submissionId: "alerts-test-bob", subject: "Contact Form: Bob" };
    await storeLead(store, bob, ["email"], now);
    await outbox.runOnce();
    expect(await emailFailingSince(store.db)).toBeNull();

    now = START + 61 * MINUTE;
    await outbox.runOnce();
    expect(await emailFailingSince(store.db)).toBe(now);
    await alerts().check();
    expect(receiver.received).toEqual([]);
  });

  test("a failed backup is announced with its stage and reason; a good one ends it", async () => {
    const owner = alerts();
    const failure = {
      ok: false,
      at: now,
      stage: "command",
      message: "BACKUP_COMMAND exited 1",
    } as const;
    await owner.recordBackup(failure);
    await owner.recordBackup(failure);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]).toMatchObject({
      kind: "backup",
      state: "open",
      detail: "command failed: BACKUP_COMMAND exited 1",
    });
    expect(await openIncidents(store.db)).toMatchObject([{ kind: "backup" }]);

    await owner.recordBackup({ ok: true, at: now, file: "/backups/a.sqlite", bytes: 1, leads: 1 });
    expect(receiver.received.map((message) => message.state)).toEqual(["open", "over"]);
    expect(await openIncidents(store.db)).toEqual([]);
  });

  test.each([
    ["under 5 % free", true, { size: 100e9, free: 4e9 }],
    ["under 200 MB free", true, { size: 1e9, free: 150 * 1024 * 1024 }],
    ["10 % and gigabytes free", false, { size: 100e9, free: 10e9 }],
  ])("the disk of DATA_DIR with %s alerts: %s", async (_case, low, disk) => {
    let space = disk;
    const owner = alerts({ diskSpace: async () => space });
    await owner.check();
    expect(receiver.received.map((message) => [message.kind, message.state])).toEqual(
      low ? [["disk", "open"]] : [],
    );
    space = ROOMY;
    await owner.check();
    expect(await openIncidents(store.db)).toEqual([]);
    expect(receiver.received).toHaveLength(low ? 2 : 0);
  });

  test("a webhook that fails is logged once and not retried; the alert stays open for the inbox", async () => {
    receiver.status = 500;
    const owner = alerts({ diskSpace: async () => ({ size: 100e9, free: 1e9 }) });
    await owner.check();
    await owner.check();
    expect(receiver.received).toHaveLength(1);
    const failures = () =>
      captured.events().filter((event) => event.event === "alert.webhook-failed");
    await expect
      .poll(failures)
      .toEqual([expect.objectContaining({ kind: "disk", state: "open", status: 500 })]);
    expect(await openIncidents(store.db)).toMatchObject([{ kind: "disk" }]);
  });
});
