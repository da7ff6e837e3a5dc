/**
 * A lead's delivery to the business: its messages in the outbox (one per channel), and
 * `leads.delivery`, where they stand. That column is the one truth of a lead's delivery: it is
 * written here, in the transaction that changes the lead's messages, and everything else reads
 * it (the inbox's delivery state adds the messages' details, the overview groups by it, the
 * export prints it). The worker that sends the messages is outbox.ts.
 */
import { randomUUID } from "node:crypto";

import { type Kysely, sql, type Transaction } from "kysely";

import type { Store } from "../db/connection";
import type { Database, LeadDelivery, OutboxChannel, OutboxStatus } from "../db/schema";

type Writer = Transaction<Database> | Kysely<Database>;

/** A new outbox row per channel, due at once, its 48 hours starting now. */
export function outboxRows(leadId: string, channels: readonly OutboxChannel[], now: number) {
  return channels.map((channel) => ({
    id: randomUUID(),
    lead_id: leadId,
    channel,
    status: "pending" as const,
    attempts: 0,
    retry_base: 0,
    next_attempt_at: now,
    lease_owner: null,
    lease_until: null,
    last_error: null,
    created_at: now,
    window_started_at: now,
    sent_at: null,
  }));
}

const delivered = (status: OutboxStatus, delivery: LeadDelivery) =>
  sql`when ${sql.lit(status)} then ${sql.lit(delivery)}`;

/**
 * The expression of refreshDelivery, written once as SQL rather than built for every message
 * sent (refreshDelivery was a third of the CPU time of recording a send in a CPU profile of `npm
 * run bench:leads`, SQLite, 2026-11-28).
 */
const DELIVERY_OF_ITS_MESSAGES = sql<LeadDelivery>`case (
    select min(outbox.status) from outbox where outbox.lead_id = leads.id
  ) ${delivered("failed", "failed")} ${delivered("pending", "waiting")} ${delivered("sent", "sent")}
  else ${sql.lit<LeadDelivery>("none")} end`;

/**
 * Recomputes and stores a lead's delivery after one of its outbox rows changed, in one statement:
 * failed if any message gave up, waiting while any is pending, sent when all are sent, none
 * without messages. That order is the statuses' alphabetical one, so the least of them decides.
 */
export async function refreshDelivery(trx: Writer, leadId: string, now: number): Promise<void> {
  await trx
    .updateTable("leads")
    .set({ delivery: DELIVERY_OF_ITS_MESSAGES, updated_at: now })
    .where("id", "=", leadId)
    .execute();
}

/**
 * Queues the lead on every channel that is set up (at least one) and has not sent it yet, due
 * now, with its backoff and its 48 hours started afresh. A message being sent keeps its lease:
 * it is not claimed again until that send is recorded, so pressing retry during a send never
 * sends twice.
 */
export async function queueDelivery(
  trx: Transaction<Database>,
  leadId: string,
  channels: readonly OutboxChannel[],
  now: number,
): Promise<void> {
  const existing = await trx
    .selectFrom("outbox")
    .select(["channel", "status"])
    .where("lead_id", "=", leadId)
    .execute();
  const missing = channels.filter((channel) => !existing.some((row) => row.channel === channel));
  if (missing.length > 0) {
    await trx
      .insertInto("outbox")
      .values(outboxRows(leadId, missing, now))
      .execute();
  }
  await trx
    .updateTable("outbox")
    .set((eb) => ({
      status: "pending",
      next_attempt_at: now,
      window_started_at: now,
      retry_base: eb.ref("attempts"),
    }))
    .where("lead_id", "=", leadId)
    .where("status", "!=", "sent")
    .where("channel", "in", [...channels])
    .execute();
  await refreshDelivery(trx, leadId, now);
}

/**
 * Cancels what is waiting to be sent: marking a lead spam must not forward it. A send already
 * under way (its lease still running) finishes; the outbox never claims a spam lead's messages.
 */
export async function cancelDelivery(
  trx: Transaction<Database>,
  leadId: string,
  now: number,
): Promise<void> {
  await trx
    .deleteFrom("outbox")
    .where("lead_id", "=", leadId)
    .where("status", "=", "pending")
    .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", now)]))
    .execute();
  await refreshDelivery(trx, leadId, now);
}

export type RetryOutcome = "queued" | "no-lead" | "no-channel" | "spam" | "sent";

/** "Retry delivery now": queues the lead again, unless it is gone, spam, sent, or nothing is set up. */
export async function retryDelivery(
  store: Store,
  id: string,
  channels: readonly OutboxChannel[],
  now: number,
): Promise<RetryOutcome> {
  return store.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("leads")
      .select(["status", "delivery"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return "no-lead";
    if (channels.length === 0) return "no-channel";
    if (row.status === "spam") return "spam";
    if (row.delivery === "sent") return "sent";
    await queueDelivery(trx, id, channels, now);
    return "queued";
  });
}
