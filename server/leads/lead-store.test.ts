import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { Store } from "../db/connection";
import { failingStore, openTestStore, STORE_KINDS } from "../test/harness";
import { createLeadWriter, deliveryOf, type NewLead } from "./lead-store";

let sequence = 0;
function lead(submissionId = `writer-${(sequence += 1)}-${Math.random()}`): NewLead {
  return {
    submissionId,
    form: "contact",
    subject: "Contact Form: Ada Obi",
    status: "new",
    page: "/contact",
    sender: { name: "Ada Obi", email: "ada@example.com" },
    preview: "Frozen grouper",
    values: { firstName: "Ada" },
    rows: [{ key: "firstName", label: "First name", value: "Ada" }],
  };
}

describe("deliveryOf", () => {
  test.each([
    [[], "none"],
    [["pending"], "waiting"],
    [["sent", "pending"], "waiting"],
    [["sent", "sent"], "sent"],
    [["sent", "failed"], "failed"],
  ] as const)("%j → %s", (statuses, delivery) => {
    expect(deliveryOf(statuses)).toBe(delivery);
  });
});

describe.each(STORE_KINDS)("the lead writer on %s", (kind) => {
  let store: Store;
  beforeAll(async () => {
    store = await openTestStore(kind);
  });
  afterAll(() => store?.close());

  test("commits a burst together, each lead with its outbox row, a repeated submission once", async () => {
    const writer = createLeadWriter(store);
    const now = Date.now();
    const shared = `writer-shared-${Math.random()}`;
    const items = [...Array.from({ length: 20 }, () => lead()), lead(shared), lead(shared)];
    const results = await Promise.all(
      items.map((item) => writer.insert({ lead: item, channels: ["email"], now })),
    );
    expect(results.filter((result) => result.created)).toHaveLength(21);
    expect(results[21]).toEqual({ id: results[20]!.id, created: false });
    const ids = results.map((result) => result.id);
    const stored = await store.db.selectFrom("leads").select("id").where("id", "in", ids).execute();
    expect(stored).toHaveLength(21);
    const queued = await store.db
      .selectFrom("outbox")
      .select("lead_id")
      .where("lead_id", "in", ids)
      .execute();
    expect(queued).toHaveLength(21);
  });

  test("queues no delivery for spam", async () => {
    const writer = createLeadWriter(store);
    const { id } = await writer.insert({
      lead: { ...lead(), status: "spam" },
      channels: ["email"],
      now: Date.now(),
    });
    const row = await store.db
      .selectFrom("leads")
      .select("delivery")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.delivery).toBe("none");
    expect(
      await store.db.selectFrom("outbox").select("id").where("lead_id", "=", id).execute(),
    ).toHaveLength(0);
  });

  test("refuses every lead of a batch whose transaction fails", async () => {
    const broken = await failingStore(kind);
    const writer = createLeadWriter(broken);
    const outcomes = await Promise.allSettled(
      [lead(), lead()].map((item) => writer.insert({ lead: item, channels: [], now: Date.now() })),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["rejected", "rejected"]);
    await broken.close();
  });
});
