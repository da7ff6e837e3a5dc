import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { Store } from "../db/connection";
import type { NewLead } from "../leads/lead-store";
import { captureLog, openTestStore, STORE_KINDS } from "../test/harness";
import { startRetentionSweep, sweepRetention } from "./retention";
import { newLead, storeLead } from "../test/new-lead";

const DAY = 24 * 60 * 60_000;
const NOW = Date.UTC(2026, 10, 23, 12);
function lead(status: NewLead["status"]): NewLead {
  return { ...newLead(), status };
}

describe.each(STORE_KINDS)("the retention sweep on %s", (kind) => {
  let store: Store;
  beforeAll(async () => {
    store = await openTestStore(kind);
  });
  afterAll(() => store?.close());

  const exists = async (id: string) =>
    (await store.db.selectFrom("leads").select("id").where("id", "=", id).executeTakeFirst()) !==
    undefined;

  test("deletes leads older than the retention days and spam older than 30 days, with their outbox", async () => {
    const old = await storeLead(store, lead("new"), ["email"], NOW - 366 * DAY);
    const kept = await storeLead(store, lead("new"), ["email"], NOW - 364 * DAY);
    const oldSpam = await storeLead(store, lead("spam"), [], NOW - 31 * DAY);
    const recentSpam = await storeLead(store, lead("spam"), [], NOW - 29 * DAY);
    const outboxOf = (id: string) =>
      store.db.selectFrom("outbox").select("lead_id").where("lead_id", "=", id).execute();
    expect(await exists(old.id)).toBe(true);
    expect(await exists(oldSpam.id)).toBe(true);
    expect(await outboxOf(old.id)).toHaveLength(1);
    const result = await sweepRetention(store.db, { retentionDays: 365, now: NOW });
    expect(result.leads).toBeGreaterThanOrEqual(1);
    expect(result.spam).toBeGreaterThanOrEqual(1);
    expect(await exists(old.id)).toBe(false);
    expect(await exists(kept.id)).toBe(true);
    expect(await exists(oldSpam.id)).toBe(false);
    expect(await exists(recentSpam.id)).toBe(true);
    expect(await outboxOf(old.id)).toHaveLength(0);
  });

  test("deletes audit entries older than the retention days", async () => {
    const entry = (id: string, at: number) => ({
      id,
      at,
      actor: "someone@example.com",
      action: "sign-in-failed",
      lead_id: null,
      detail: null,
      address: "203.0.113.9",
    });
    const old = `audit-old-${Math.random()}`;
    const recent = `audit-recent-${Math.random()}`;
    await store.db
      .insertInto("audit_log")
      .values([entry(old, NOW - 366 * DAY), entry(recent, NOW - 2 * DAY)])
      .execute();
    await sweepRetention(store.db, { retentionDays: 365, now: NOW });
    const left = await store.db
      .selectFrom("audit_log")
      .select("id")
      .where("id", "in", [old, recent])
      .execute();
    expect(left.map((row) => row.id)).toEqual([recent]);
  });

  test("honours a shorter LEAD_RETENTION_DAYS", async () => {
    const month = await storeLead(store, lead("new"), [], NOW - 40 * DAY);
    await sweepRetention(store.db, { retentionDays: 30, now: NOW });
    expect(await exists(month.id)).toBe(false);
  });

  test("keeps spam no longer than LEAD_RETENTION_DAYS when that is shorter than 30 days", async () => {
    const spam = await storeLead(store, lead("spam"), [], NOW - 8 * DAY);
    const recentSpam = await storeLead(store, lead("spam"), [], NOW - 6 * DAY);
    const result = await sweepRetention(store.db, { retentionDays: 7, now: NOW });
    expect(result.spam).toBeGreaterThanOrEqual(1);
    expect(await exists(spam.id)).toBe(false);
    expect(await exists(recentSpam.id)).toBe(true);
  });

  test("a deleted lead takes its outbox messages and delivery tries with it", async () => {
    const old = await storeLead(store, lead("new"), ["email"], NOW - 400 * DAY);
    const [message] = await store.db
      .selectFrom("outbox")
      .select("id")
      .where("lead_id", "=", old.id)
      .execute();
    await store.db
      .insertInto("delivery_attempts")
      .values({
        id: `attempt-${Math.random()}`,
        outbox_id: message!.id,
        lead_id: old.id,
        channel: "email",
        at: NOW - 400 * DAY,
        ok: 0,
        error: "550",
      })
      .execute();
    await sweepRetention(store.db, { retentionDays: 365, now: NOW });
    for (const table of ["outbox", "delivery_attempts"] as const) {
      const rows = await store.db
        .selectFrom(table)
        .select("lead_id")
        .where("lead_id", "=", old.id)
        .execute();
      expect(rows, table).toHaveLength(0);
    }
  });

  test("runs once a day across instances, and writes what it did to the audit log", async () => {
    let now = NOW;
    const clock = () => now;
    const first = startRetentionSweep({
      store,
      log: captureLog().log,
      retentionDays: 365,
      now: clock,
    });
    const second = startRetentionSweep({
      store,
      log: captureLog().log,
      retentionDays: 365,
      now: clock,
    });
    first.stop();
    second.stop();
    // Whichever started first has run today's sweep; neither runs again the same day.
    await expect
      .poll(() =>
        store.db
          .selectFrom("audit_log")
          .select("id")
          .where("action", "=", "retention-sweep")
          .execute(),
      )
      .toHaveLength(1);
    expect(await first.runIfDue()).toBeNull();
    expect(await second.runIfDue()).toBeNull();
    now += DAY;
    expect(await second.runIfDue()).not.toBeNull();
    expect(await first.runIfDue()).toBeNull();
    const entries = await store.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "retention-sweep")
      .execute();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ actor: "system" });
    expect(entries[0]!.detail).toMatch(
      /^Deleted \d+ leads older than 365 days and \d+ spam older than 30 days$/,
    );
  });
});
