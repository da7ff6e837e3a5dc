import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";

import { startMailbox, type TestMailbox } from "../../tests/support/smtp";
import type { Store } from "../db/connection";
import type { OutboxChannel } from "../db/schema";
import { deleteLead, setStatus } from "../inbox/lead-queries";
import { captureLog, openTestStore, STORE_KINDS } from "../test/harness";
import { formTitle } from "~/contracts/lead-forms";
import type { NewLead } from "./lead-store";
import { retryDelivery } from "./delivery";
import { createMailer, emailChannel } from "./mail";
import {
  createOutbox,
  type Deliver,
  FIRST_RETRY_DELAY_MS,
  GIVE_UP_AFTER_MS,
  retryDelay,
} from "./outbox";
import { webhookChannel, webhookSignature } from "./webhook";
import { storeLead } from "../test/new-lead";

const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);
const LEASE_MS = 60_000;
let sequence = 0;

function newLead(name = "Ada Obi"): NewLead {
  sequence += 1;
  return {
    submissionId: `outbox-test-${sequence}-${Math.random()}`,
    submissionHash: "test",
    lang: "en",
    form: "contact",
    subject: `Contact Form: ${name}`,
    status: "new",
    page: "/contact",
    sender: { name, email: "ada@example.com", phone: "+252904014301" },
    preview: "Frozen grouper",
    values: { firstName: "Ada", lastName: "Obi", message: "Frozen grouper" },
    rows: [{ key: "message", label: "Message", value: "Frozen grouper" }],
    choices: [],
  };
}

describe("retryDelay", () => {
  test("retries first within a minute, then twice as late each time, at most hourly", () => {
    expect(retryDelay(1)).toBe(FIRST_RETRY_DELAY_MS);
    expect(retryDelay(1)).toBeLessThanOrEqual(60_000);
    expect(retryDelay(2)).toBe(2 * FIRST_RETRY_DELAY_MS);
    expect(retryDelay(3)).toBe(4 * FIRST_RETRY_DELAY_MS);
    expect(retryDelay(30)).toBe(60 * 60_000);
  });
});

describe.each(STORE_KINDS)("the outbox on %s", (kind) => {
  let store: Store;
  let mailbox: TestMailbox;
  let now = T0;
  const clock = () => now;

  beforeAll(async () => {
    store = await openTestStore(kind);
    mailbox = await startMailbox();
  });
  afterAll(async () => {
    await store?.close();
    await mailbox?.close();
  });
  // Each test sees only its own messages: what an earlier one left due is not claimed here.
  beforeEach(async () => {
    await store.db.deleteFrom("outbox").execute();
  });
  afterEach(async () => {
    await mailbox.up().catch(() => undefined);
  });

  function outbox(
    channels: Partial<Record<OutboxChannel, Deliver>>,
    owner?: string,
    options: { renewEveryMs?: number; stopWaitMs?: number } = {},
  ) {
    return createOutbox({
      store,
      channels,
      log: captureLog().log,
      now: clock,
      leaseMs: LEASE_MS,
      owner,
      ...options,
    });
  }

  /** A channel whose sends wait until released, counting what it sent. */
  function slowChannel() {
    const sent: string[] = [];
    const waiting: Array<() => void> = [];
    const deliver: Deliver = async (lead) => {
      await new Promise<void>((resolve) => waiting.push(resolve));
      sent.push(lead.id);
    };
    return {
      deliver,
      sent,
      started: () => waiting.length,
      release: () => waiting.splice(0).forEach((resolve) => resolve()),
    };
  }
  const mail = () => {
    const mailer = createMailer(mailbox.url);
    const settings = { from: "Site <site@example.com>", to: ["sales@example.com"] };
    return { deliver: emailChannel(mailer, settings, formTitle), close: mailer.close };
  };
  const mailsFor = (id: string) =>
    mailbox.received.filter((message) => message.mail.headers.get("x-lead-id") === id);
  const outboxRow = (leadId: string) =>
    store.db
      .selectFrom("outbox")
      .selectAll()
      .where("lead_id", "=", leadId)
      .executeTakeFirstOrThrow();
  const leadRow = (id: string) =>
    store.db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  /** A lead stored at T0, and a worker whose e-mail to it always fails for this reason. */
  async function failingLead(reason: string) {
    now = T0;
    const { id } = await storeLead(store, newLead(), ["email"], now);
    const worker = outbox({
      email: async () => {
        throw new Error(reason);
      },
    });
    return { id, worker };
  }

  test("with SMTP down the lead waits, then is delivered once SMTP is back", async () => {
    now = T0;
    const { id } = await storeLead(store, newLead(), ["email"], now);
    const channel = mail();
    const worker = outbox({ email: channel.deliver });
    await mailbox.down();
    expect(await worker.runOnce()).toBe(1);
    const failed = await outboxRow(id);
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed.next_attempt_at).toBe(T0 + FIRST_RETRY_DELAY_MS);
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect((await leadRow(id)).delivery).toBe("waiting");
    expect(await worker.runOnce()).toBe(0);

    await mailbox.up();
    now = T0 + FIRST_RETRY_DELAY_MS;
    expect(await worker.runOnce()).toBe(1);
    expect(await outboxRow(id)).toMatchObject({ status: "sent", attempts: 2, last_error: null });
    expect((await leadRow(id)).delivery).toBe("sent");
    expect(mailsFor(id)).toHaveLength(1);
    const attempts = await store.db
      .selectFrom("delivery_attempts")
      .select(["ok", "error"])
      .where("lead_id", "=", id)
      .orderBy("at")
      .execute();
    expect(attempts.map((attempt) => attempt.ok)).toEqual([0, 1]);
    now += 10 * 60_000;
    expect(await worker.runOnce()).toBe(0);
    channel.close();
  });

  test("gives up after 48 hours and marks the lead's delivery failed", async () => {
    const { id, worker } = await failingLead("550 mailbox unavailable");
    await worker.runOnce();
    now = T0 + GIVE_UP_AFTER_MS - 1;
    await worker.runOnce();
    const second = await outboxRow(id);
    expect(second).toMatchObject({ status: "pending", attempts: 2 });
    // The first failed try at or after 48 hours is the last.
    now = second.next_attempt_at;
    expect(now).toBeGreaterThanOrEqual(T0 + GIVE_UP_AFTER_MS);
    await worker.runOnce();
    expect(await outboxRow(id)).toMatchObject({
      status: "failed",
      attempts: 3,
      last_error: "550 mailbox unavailable",
    });
    expect((await leadRow(id)).delivery).toBe("failed");
    now += 24 * 60 * 60_000;
    expect(await worker.runOnce()).toBe(0);
  });

  test("retry after giving up starts a new 48 hours from the retry; when it was queued stays", async () => {
    const { id, worker } = await failingLead("550 mailbox unavailable");
    await worker.runOnce();
    now = T0 + GIVE_UP_AFTER_MS;
    await worker.runOnce();
    expect(await outboxRow(id)).toMatchObject({ status: "failed", window_started_at: T0 });
    const retried = (now += 60 * 60_000);
    expect(await retryDelivery(store, id, ["email"], now)).toBe("queued");
    expect(await outboxRow(id)).toMatchObject({ created_at: T0, window_started_at: retried });
    await worker.runOnce();
    expect(await outboxRow(id)).toMatchObject({ status: "pending", attempts: 3 });
    now = retried + GIVE_UP_AFTER_MS - 1;
    await worker.runOnce();
    expect(await outboxRow(id)).toMatchObject({ status: "pending", attempts: 4 });
    now = (await outboxRow(id)).next_attempt_at;
    expect(now).toBeGreaterThanOrEqual(retried + GIVE_UP_AFTER_MS);
    await worker.runOnce();
    expect(await outboxRow(id)).toMatchObject({ status: "failed", attempts: 5, created_at: T0 });
    expect((await leadRow(id)).delivery).toBe("failed");
  });

  test("a message held by a stopped instance is taken over when its lease ends, and sent once", async () => {
    now = T0;
    const { id } = await storeLead(store, newLead(), ["email"], now);
    const stuck = outbox({ email: () => new Promise<void>(() => {}) }, "stuck-instance", {
      stopWaitMs: 10,
    });
    void stuck.runOnce();
    await expect.poll(async () => (await outboxRow(id)).lease_owner).toBe("stuck-instance");
    await stuck.stop();
    const channel = mail();
    const healthy = outbox({ email: channel.deliver }, "healthy-instance");
    expect(await healthy.runOnce()).toBe(0);
    now = T0 + LEASE_MS + 1;
    expect(await healthy.runOnce()).toBe(1);
    expect(await outboxRow(id)).toMatchObject({ status: "sent" });
    expect(mailsFor(id)).toHaveLength(1);
    channel.close();
  });

  test("retry pressed while a send is under way does not send the lead twice", async () => {
    now = T0;
    const { id } = await storeLead(store, newLead(), ["email"], now);
    const channel = slowChannel();
    const worker = outbox({ email: channel.deliver }, "instance-a");
    const first = worker.runOnce();
    await expect.poll(channel.started).toBe(1);
    expect(await retryDelivery(store, id, ["email"], now)).toBe("queued");
    expect(await worker.runOnce()).toBe(0);
    expect(await outbox({ email: channel.deliver }, "instance-b").runOnce()).toBe(0);
    channel.release();
    await first;
    expect(await outboxRow(id)).toMatchObject({ status: "sent", attempts: 1 });
    expect(channel.sent.filter((sent) => sent === id)).toHaveLength(1);
    now += 10 * 60_000;
    expect(await worker.runOnce()).toBe(0);
  });

  test("retry delivery now sends at once and starts the backoff afresh", async () => {
    const { id, worker } = await failingLead("421 try again later");
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await worker.runOnce();
      now = (await outboxRow(id)).next_attempt_at;
    }
    expect((await outboxRow(id)).attempts).toBe(5);
    expect(retryDelay(6)).toBeGreaterThan(FIRST_RETRY_DELAY_MS);
    now -= 60_000;
    expect(await retryDelivery(store, id, ["email"], now)).toBe("queued");
    expect(await worker.runOnce()).toBe(1);
    const after = await outboxRow(id);
    expect(after).toMatchObject({ status: "pending", attempts: 6 });
    expect(after.next_attempt_at).toBe(now + FIRST_RETRY_DELAY_MS);
  });

  test("a slow send keeps its lease, so another instance never sends it as well", async () => {
    now = T0;
    const { id } = await storeLead(store, newLead(), ["email"], now);
    const slow = slowChannel();
    const sending = outbox({ email: slow.deliver }, "slow-instance", { renewEveryMs: 20 });
    const first = sending.runOnce();
    await expect.poll(slow.started).toBe(1);
    expect((await outboxRow(id)).lease_until).toBe(T0 + LEASE_MS);
    now = T0 + LEASE_MS - 1000;
    await expect.poll(async () => (await outboxRow(id)).lease_until).toBe(now + LEASE_MS);
    now = T0 + LEASE_MS + 1;
    const other = slowChannel();
    expect(await outbox({ email: other.deliver }, "other-instance").runOnce()).toBe(0);
    slow.release();
    await first;
    expect(await outboxRow(id)).toMatchObject({ status: "sent", attempts: 1 });
    expect(other.started()).toBe(0);
  });

  test("stopping waits for a hanging send at most stopWaitMs, and leaves it to its lease", async () => {
    now = T0;
    const { id } = await storeLead(store, newLead(), ["email"], now);
    const hanging = outbox({ email: () => new Promise<void>(() => {}) }, "hanging", {
      stopWaitMs: 100,
      renewEveryMs: 20,
    });
    hanging.start();
    await expect.poll(async () => (await outboxRow(id)).lease_owner).toBe("hanging");
    const started = performance.now();
    await hanging.stop();
    expect(performance.now() - started).toBeLessThan(2000);
    // Its lease is no longer renewed: once it ends, another instance sends the lead.
    now = T0 + LEASE_MS + 1;
    const channel = slowChannel();
    const next = outbox({ email: channel.deliver }, "next").runOnce();
    await expect.poll(channel.started).toBe(1);
    channel.release();
    expect(await next).toBe(1);
  });

  test("marking a lead spam cancels its pending delivery; taking it out of spam forwards it", async () => {
    now = T0;
    const { id } = await storeLead(store, newLead(), ["email"], now);
    const channel = slowChannel();
    const worker = outbox({ email: channel.deliver });
    await setStatus(store, id, "spam", ["email"], now);
    expect(await worker.runOnce()).toBe(0);
    expect((await leadRow(id)).delivery).toBe("none");
    await setStatus(store, id, "new", ["email"], now);
    const sending = worker.runOnce();
    await expect.poll(channel.started).toBe(1);
    channel.release();
    expect(await sending).toBe(1);
    expect(channel.sent).toEqual([id]);
    expect((await leadRow(id)).delivery).toBe("sent");
  });

  test("a lead marked spam during its send is not tried again after a failure", async () => {
    now = T0;
    const { id } = await storeLead(store, newLead(), ["email"], now);
    let fail: ((error: Error) => void) | undefined;
    const failing: Deliver = () => new Promise<void>((_, reject) => (fail = reject));
    const worker = outbox({ email: failing });
    const sending = worker.runOnce();
    await expect.poll(() => fail).toBeDefined();
    await setStatus(store, id, "spam", ["email"], now);
    fail!(new Error("421 try again later"));
    await sending;
    now += GIVE_UP_AFTER_MS / 2;
    expect(await worker.runOnce()).toBe(0);
  });

  test("deleting a lead cancels its pending delivery", async () => {
    now = T0;
    const { id } = await storeLead(store, newLead(), ["email"], now);
    expect(await outboxRow(id)).toMatchObject({ status: "pending" });
    expect(await deleteLead(store.db, id)).toBe(true);
    const channel = slowChannel();
    expect(await outbox({ email: channel.deliver }).runOnce()).toBe(0);
    expect(channel.started()).toBe(0);
  });

  test("two workers sending at once deliver each lead exactly once", async () => {
    now = T0;
    const ids: string[] = [];
    for (let index = 0; index < 30; index += 1) {
      ids.push((await storeLead(store, newLead(`Buyer ${index}`), ["email"], now)).id);
    }
    const sent: string[] = [];
    const record: Deliver = async (lead) => {
      sent.push(lead.id);
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    const first = outbox({ email: record }, "instance-a");
    const second = outbox({ email: record }, "instance-b");
    for (let round = 0; round < 10; round += 1) {
      await Promise.all([first.runOnce(), second.runOnce()]);
    }
    expect(sent.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
  });

  /**
   * Three leads' messages sent by a worker on a store that counts its transactions (and fails the
   * first `failing` of them), all three sends ending in the same turn.
   */
  async function sendThreeTogether(failing = 0) {
    now = T0;
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      ids.push((await storeLead(store, newLead(`Buyer ${index}`), ["email"], now)).id);
    }
    let transactions = 0;
    const statements: string[] = [];
    const executor = store.db.getExecutor();
    const recording = store.db.withPlugin({
      transformQuery({ node, queryId }) {
        statements.push(executor.compileQuery(node, queryId).sql);
        return node;
      },
      transformResult: ({ result }) => Promise.resolve(result),
    });
    const db = new Proxy(recording, {
      get(target, key) {
        if (key === "transaction") {
          return () => {
            transactions += 1;
            if (transactions > failing) return target.transaction();
            return { execute: () => Promise.reject(new Error("disk I/O error")) };
          };
        }
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === "function" ? (value as () => unknown).bind(target) : value;
      },
    });
    const channel = slowChannel();
    const worker = createOutbox({
      store: { ...store, db },
      channels: { email: channel.deliver },
      log: captureLog().log,
      now: clock,
      leaseMs: LEASE_MS,
    });
    const run = worker.runOnce();
    await expect.poll(channel.started).toBe(3);
    channel.release();
    expect(await run).toBe(3);
    for (const id of ids) {
      expect(await outboxRow(id)).toMatchObject({ status: "sent", attempts: 1 });
      expect((await leadRow(id)).delivery).toBe("sent");
    }
    return { transactions, statements };
  }

  test("sends that end together are recorded in one transaction, each as sent", async () => {
    const { transactions, statements } = await sendThreeTogether();
    // One flush to disk for the three outcomes, not one each.
    expect(transactions).toBe(1);
    // A sent message's row is not read before it is updated (that read is for a failure's backoff).
    const reads = statements.filter(
      (text) => text.startsWith("select") && text.includes("retry_base"),
    );
    expect(reads).toEqual([]);
  });

  test("when the shared transaction fails, each outcome is recorded in one of its own", async () => {
    expect((await sendThreeTogether(1)).transactions).toBe(4);
  });

  test("the webhook gets the lead as signed JSON, and a refusal is retried", async () => {
    now = T0;
    const requests: Array<{ headers: IncomingMessage["headers"]; body: string }> = [];
    let status = 500;
    const receiver = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        requests.push({ headers: req.headers, body });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/leads`;
    try {
      const { id } = await storeLead(store, newLead(), ["webhook"], now);
      const worker = outbox({
        webhook: webhookChannel({ url, secret: "shared-secret" }, formTitle, clock),
      });
      await worker.runOnce();
      expect(await outboxRow(id)).toMatchObject({
        status: "pending",
        last_error: "The webhook answered 500",
      });
      status = 204;
      now = T0 + FIRST_RETRY_DELAY_MS;
      await worker.runOnce();
      expect(await outboxRow(id)).toMatchObject({ status: "sent" });
      const delivered = requests.at(-1)!;
      const timestamp = String(delivered.headers["x-lead-timestamp"]);
      expect(delivered.headers["x-lead-signature"]).toBe(
        webhookSignature("shared-secret", timestamp, delivered.body),
      );
      expect(delivered.headers["x-lead-signature"]).not.toBe(
        webhookSignature("another-secret", timestamp, delivered.body),
      );
      expect(JSON.parse(delivered.body)).toMatchObject({
        id,
        form: "contact",
        formTitle: "Contact form",
        subject: "Contact Form: Ada Obi",
        values: { firstName: "Ada" },
      });
    } finally {
      receiver.close();
    }
  });
});
