import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { Store } from "../db/connection";
import type { OutboxStatus } from "../db/schema";
import { openTestStore, STORE_KINDS } from "../test/harness";
import { newLead, storeLead } from "../test/new-lead";
import { refreshDelivery } from "./delivery";

describe.each(STORE_KINDS)("refreshDelivery, on %s", (kind) => {
  let store: Store;
  beforeAll(async () => {
    store = await openTestStore(kind);
  });
  afterAll(() => store.close());

  test.each([
    [[], "none"],
    [["pending"], "waiting"],
    [["sent", "pending"], "waiting"],
    [["sent", "sent"], "sent"],
    [["sent", "failed"], "failed"],
    [["pending", "failed"], "failed"],
  ] as const)("a lead whose messages are %j is %s", async (statuses, delivery) => {
    const channels = (["email", "webhook"] as const).slice(0, statuses.length);
    const { id } = await storeLead(store, newLead(), channels, 1);
    for (const [index, channel] of channels.entries()) {
      const status: OutboxStatus = statuses[index]!;
      await store.db
        .updateTable("outbox")
        .set({ status })
        .where("lead_id", "=", id)
        .where("channel", "=", channel)
        .execute();
    }
    await refreshDelivery(store.db, id, 2);
    const lead = await store.db
      .selectFrom("leads")
      .select(["delivery", "updated_at"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({ delivery, updated_at: 2 });
  });
});
