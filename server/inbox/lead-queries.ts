/** The inbox's reads and changes of leads: search, one lead with its deliveries, status, retry, delete. */
import { type ExpressionBuilder, type Kysely, sql, type Transaction } from "kysely";

import { businessDayStart } from "~/contracts/business-time";
import {
  type Delivery,
  LEAD_STATUSES,
  type LeadDetailAnswer,
  type LeadFilter,
  type LeadStatus,
  type LeadSummary,
  PAGE_SIZE,
} from "~/contracts/inbox";
import { formTitle } from "~/contracts/lead-forms";

import type { Store } from "../db/connection";
import type { Database, LeadsTable, OutboxChannel } from "../db/schema";
import { outboxRows, refreshDelivery, toStoredLead } from "../leads/lead-store";

const DAY_MS = 24 * 60 * 60_000;

/** A LIKE pattern that finds `text` anywhere, with LIKE's own characters taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

type LeadConditions = Omit<LeadFilter, "status" | "page">;

/** The filter's conditions except the status (the tabs count each status under them). */
function matching(conditions: LeadConditions) {
  return (eb: ExpressionBuilder<Database, "leads">) => {
    const parts = [];
    if (conditions.q) {
      for (const word of conditions.q.split(/\s+/).filter(Boolean)) {
        parts.push(sql<boolean>`${eb.ref("search")} LIKE ${containsPattern(word)} ESCAPE '\\'`);
      }
    }
    if (conditions.form) parts.push(eb("form", "=", conditions.form));
    // A date filter means the business's days (see ~/contracts/business-time).
    if (conditions.from) parts.push(eb("received_at", ">=", businessDayStart(conditions.from)));
    if (conditions.to) {
      parts.push(eb("received_at", "<", businessDayStart(conditions.to) + DAY_MS));
    }
    return eb.and(parts);
  };
}

export function summary(row: LeadsTable): LeadSummary {
  return {
    id: row.id,
    receivedAt: row.received_at,
    form: row.form,
    formTitle: formTitle(row.form),
    name: row.name,
    email: row.email,
    phone: row.phone,
    preview: row.preview,
    status: row.status,
    delivery: row.delivery,
  };
}

export async function listLeads(
  db: Kysely<Database>,
  filter: LeadFilter,
): Promise<{ leads: LeadSummary[]; total: number; counts: Record<LeadStatus, number> }> {
  const where = matching(filter);
  const [rows, grouped] = await Promise.all([
    db
      .selectFrom("leads")
      .selectAll()
      .where(where)
      .where("status", "=", filter.status)
      .orderBy("received_at", "desc")
      .orderBy("id", "desc")
      .limit(PAGE_SIZE)
      .offset((filter.page - 1) * PAGE_SIZE)
      .execute(),
    db
      .selectFrom("leads")
      .select((eb) => ["status", eb.fn.countAll<number>().as("count")])
      .where(where)
      .groupBy("status")
      .execute(),
  ]);
  const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<
    LeadStatus,
    number
  >;
  for (const row of grouped) counts[row.status] = Number(row.count);
  return { leads: rows.map(summary), total: counts[filter.status], counts };
}

/** Every lead matching the filter (all pages, newest first), for the export. */
export async function leadsToExport(db: Kysely<Database>, filter: LeadFilter) {
  const rows = await db
    .selectFrom("leads")
    .selectAll()
    .where(matching(filter))
    .where("status", "=", filter.status)
    .orderBy("received_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toStoredLead);
}

export async function leadDetail(
  db: Kysely<Database>,
  id: string,
): Promise<LeadDetailAnswer | undefined> {
  const row = await db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const [messages, attempts] = await Promise.all([
    db.selectFrom("outbox").selectAll().where("lead_id", "=", id).orderBy("channel").execute(),
    db
      .selectFrom("delivery_attempts")
      .selectAll()
      .where("lead_id", "=", id)
      .orderBy("at")
      .execute(),
  ]);
  const deliveries: Delivery[] = messages.map((message) => ({
    channel: message.channel,
    status: message.status,
    attempts: message.attempts,
    lastError: message.last_error,
    nextAttemptAt: message.status === "pending" ? message.next_attempt_at : null,
    sentAt: message.sent_at,
    history: attempts
      .filter((attempt) => attempt.outbox_id === message.id)
      .map((attempt) => ({ at: attempt.at, ok: attempt.ok === 1, error: attempt.error })),
  }));
  const stored = toStoredLead(row);
  return {
    lead: { ...summary(row), subject: stored.subject, page: stored.page, rows: stored.rows },
    deliveries,
  };
}

type Writer = Transaction<Database>;

/**
 * Queues the lead on every channel that is set up (at least one) and has not sent it yet, due
 * now, with its backoff started afresh. A message that had given up gets a new 48 hours from
 * now. A message being sent keeps its lease: it is not claimed again until that send is
 * recorded, so pressing retry during a send never sends twice.
 */
async function queueDelivery(
  trx: Writer,
  leadId: string,
  channels: readonly OutboxChannel[],
  now: number,
) {
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
      created_at: now,
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
async function cancelDelivery(trx: Writer, leadId: string, now: number) {
  await trx
    .deleteFrom("outbox")
    .where("lead_id", "=", leadId)
    .where("status", "=", "pending")
    .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", now)]))
    .execute();
  await refreshDelivery(trx, leadId, now);
}

/**
 * Sets the status; marking a lead spam cancels its pending delivery, taking it out of spam
 * forwards it. Returns the previous status.
 */
export async function setStatus(
  store: Store,
  id: string,
  status: LeadStatus,
  channels: readonly OutboxChannel[],
  now: number,
): Promise<LeadStatus | undefined> {
  return store.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("leads")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return undefined;
    await trx.updateTable("leads").set({ status, updated_at: now }).where("id", "=", id).execute();
    if (row.status !== "spam" && status === "spam") await cancelDelivery(trx, id, now);
    if (row.status === "spam" && status !== "spam" && channels.length > 0) {
      await queueDelivery(trx, id, channels, now);
    }
    return row.status;
  });
}

export type RetryOutcome = "queued" | "no-lead" | "no-channel" | "spam";

/** "Retry delivery now": queues the lead again, unless it is gone, spam, or nothing is set up. */
export async function retryDelivery(
  store: Store,
  id: string,
  channels: readonly OutboxChannel[],
  now: number,
): Promise<RetryOutcome> {
  return store.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("leads")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return "no-lead";
    if (channels.length === 0) return "no-channel";
    if (row.status === "spam") return "spam";
    await queueDelivery(trx, id, channels, now);
    return "queued";
  });
}

/** Erases the lead; its outbox messages and their attempts go with it (ON DELETE CASCADE). */
export async function deleteLead(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom("leads").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
