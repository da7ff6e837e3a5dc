/**
 * Leads in the store: the idempotent insert (lead and outbox rows in one transaction), and
 * reading one back. The inbox's list, search and export queries are in inbox/lead-queries.ts.
 */
import { randomUUID } from "node:crypto";

import type { Kysely, Transaction } from "kysely";

import type { LeadRow, Sender } from "~/lib/lead-form";

import type { Store } from "../db/connection";
import type {
  Database,
  LeadDelivery,
  LeadsTable,
  LeadStatus,
  OutboxChannel,
  OutboxStatus,
} from "../db/schema";

export interface NewLead {
  submissionId: string;
  form: string;
  subject: string;
  status: Extract<LeadStatus, "new" | "spam">;
  page: string | null;
  sender: Sender;
  preview: string;
  values: Record<string, unknown>;
  rows: LeadRow[];
}

export interface StoredLead {
  id: string;
  form: string;
  subject: string;
  status: LeadStatus;
  delivery: LeadDelivery;
  page: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  preview: string;
  values: Record<string, unknown>;
  rows: LeadRow[];
  receivedAt: number;
  updatedAt: number;
}

export function toStoredLead(row: LeadsTable): StoredLead {
  return {
    id: row.id,
    form: row.form,
    subject: row.subject,
    status: row.status,
    delivery: row.delivery,
    page: row.page,
    name: row.name,
    email: row.email,
    phone: row.phone,
    preview: row.preview,
    values: JSON.parse(row.fields) as Record<string, unknown>,
    rows: JSON.parse(row.labelled) as LeadRow[],
    receivedAt: row.received_at,
    updatedAt: row.updated_at,
  };
}

/** Every value of the lead in lower case, for a search that ignores case on both stores. */
export function searchText(lead: Pick<NewLead, "subject" | "rows">): string {
  return [lead.subject, ...lead.rows.map((row) => row.value)].join("\n").toLowerCase();
}

/** A new outbox row per channel, due at once. */
export function outboxRows(leadId: string, channels: readonly OutboxChannel[], now: number) {
  return channels.map((channel) => ({
    id: randomUUID(),
    lead_id: leadId,
    channel,
    status: "pending" as const,
    attempts: 0,
    next_attempt_at: now,
    lease_owner: null,
    lease_until: null,
    last_error: null,
    created_at: now,
    sent_at: null,
  }));
}

/**
 * Stores a lead and queues it on the given channels, all in one transaction that is on disk
 * before this resolves. A submission id seen before stores nothing and returns the first lead's
 * id (`created: false`). Spam is stored but never queued.
 */
export async function insertLead(
  store: Store,
  lead: NewLead,
  channels: readonly OutboxChannel[],
  now: number,
): Promise<{ id: string; created: boolean }> {
  const queued = lead.status === "spam" ? [] : channels;
  const id = randomUUID();
  return store.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("leads")
      .values({
        id,
        submission_id: lead.submissionId,
        form: lead.form,
        subject: lead.subject,
        status: lead.status,
        delivery: queued.length > 0 ? "waiting" : "none",
        page: lead.page,
        name: lead.sender.name,
        email: lead.sender.email ?? null,
        phone: lead.sender.phone ?? null,
        preview: lead.preview,
        fields: JSON.stringify(lead.values),
        labelled: JSON.stringify(lead.rows),
        search: searchText(lead),
        received_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.column("submission_id").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) {
      const first = await trx
        .selectFrom("leads")
        .select("id")
        .where("submission_id", "=", lead.submissionId)
        .executeTakeFirstOrThrow();
      return { id: first.id, created: false };
    }
    if (queued.length > 0)
      await trx
        .insertInto("outbox")
        .values(outboxRows(id, queued, now))
        .execute();
    return { id, created: true };
  });
}

export async function findLead(db: Kysely<Database>, id: string): Promise<StoredLead | undefined> {
  const row = await db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toStoredLead(row) : undefined;
}

/** A lead's delivery, from its outbox rows: failed if any gave up, sent when all are sent. */
export function deliveryOf(statuses: readonly OutboxStatus[]): LeadDelivery {
  if (statuses.length === 0) return "none";
  if (statuses.includes("failed")) return "failed";
  if (statuses.every((status) => status === "sent")) return "sent";
  return "waiting";
}

/** Recomputes and stores a lead's delivery after one of its outbox rows changed. */
export async function refreshDelivery(
  trx: Transaction<Database> | Kysely<Database>,
  leadId: string,
  now: number,
): Promise<void> {
  const rows = await trx
    .selectFrom("outbox")
    .select("status")
    .where("lead_id", "=", leadId)
    .execute();
  await trx
    .updateTable("leads")
    .set({ delivery: deliveryOf(rows.map((row) => row.status)), updated_at: now })
    .where("id", "=", leadId)
    .execute();
}
