/**
 * The inbox's reads and changes of leads: search, one lead with its deliveries, what needs
 * attention, status (one lead or several), delete. What a status change does to the lead's
 * messages, and "Retry delivery now", are the outbox's (leads/delivery.ts).
 */
import { type Expression, type ExpressionBuilder, type Kysely, sql, type SqlBool } from "kysely";

import { businessDayStart } from "~/contracts/business-time";
import {
  type AttentionAnswer,
  canRetry,
  type Delivery,
  type DeliveryState,
  type ExportFilter,
  LEAD_STATUSES,
  type LeadDetailAnswer,
  type LeadFilter,
  type LeadStatus,
  type LeadSummary,
  PAGE_SIZE,
} from "~/contracts/inbox";
import { formTitle } from "~/contracts/lead-forms";
import { idPrefixOfReference, leadReference } from "~/contracts/lead-reference";

import type { Store } from "../db/connection";
import type { Database, LeadsTable, OutboxChannel, OutboxTable } from "../db/schema";
import { cancelDelivery, queueDelivery } from "../leads/delivery";
import { findLead, type StoredLead, toStoredLead } from "../leads/lead-store";
import { openIncidents } from "../ops/incidents";
import { leadDeliveryState, type MessageFacts, messageState } from "./delivery-state";

const DAY_MS = 24 * 60 * 60_000;

/** A search that is only a phone number's characters, with at least this many digits, also matches phones by digits. */
const PHONE_SEARCH_DIGITS = 6;
const PHONE_SEARCH = /^[\d\s+().-]+$/;

/**
 * The digits of a phone search, without leading zeros ("00971…" and "+971…" alike, and a
 * national "050…" inside "+971 50…"), or null when the search is not a phone number.
 */
export function phoneSearchDigits(text: string): string | null {
  if (!PHONE_SEARCH.test(text)) return null;
  const digits = text.replace(/\D/g, "").replace(/^0+/, "");
  return digits.length >= PHONE_SEARCH_DIGITS ? digits : null;
}

/** The lead's phone as digits only, computed in SQL (the same on SQLite and PostgreSQL). */
const phoneDigits = sql<string>`replace(replace(replace(replace(replace(replace(coalesce(phone, ''), ' ', ''), '+', ''), '-', ''), '(', ''), ')', ''), '.', '')`;

/** A LIKE pattern that finds `text` anywhere, with LIKE's own characters taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

type LeadConditions = Omit<LeadFilter, "status" | "page">;

/** A message whose tries have failed and not yet succeeded (still trying, or given up). */
function isFailing(eb: ExpressionBuilder<Database, "outbox">) {
  return eb.or([
    eb("outbox.status", "=", "failed"),
    eb.and([eb("outbox.status", "=", "pending"), eb("outbox.last_error", "is not", null)]),
  ]);
}

/**
 * A search: every word somewhere in the lead; or, when it is one, the lead's reference; or,
 * when it is a phone number, the phone's digits whatever the spacing or "+".
 */
function searching(eb: ExpressionBuilder<Database, "leads">, q: string) {
  const words = q
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => sql<boolean>`${eb.ref("search")} LIKE ${containsPattern(word)} ESCAPE '\\'`);
  const alternatives: Expression<SqlBool>[] = [eb.and(words)];
  const prefix = idPrefixOfReference(q);
  if (prefix) alternatives.push(eb("id", "like", `${prefix}%`));
  const digits = phoneSearchDigits(q);
  if (digits) alternatives.push(sql<boolean>`${phoneDigits} LIKE ${`%${digits}%`}`);
  return eb.or(alternatives);
}

/** The filter's conditions except the status (the tabs count each status under them). */
function matching(conditions: LeadConditions) {
  return (eb: ExpressionBuilder<Database, "leads">) => {
    const parts = [];
    if (conditions.q) parts.push(searching(eb, conditions.q));
    if (conditions.form) parts.push(eb("form", "=", conditions.form));
    if (conditions.lang) parts.push(eb("lang", "=", conditions.lang));
    if (conditions.delivery === "failing") {
      parts.push(
        eb.exists(
          eb
            .selectFrom("outbox")
            .select("outbox.id")
            .whereRef("outbox.lead_id", "=", "leads.id")
            .where(isFailing),
        ),
      );
    }
    // A date filter means the business's days (see ~/contracts/business-time).
    if (conditions.from) parts.push(eb("received_at", ">=", businessDayStart(conditions.from)));
    if (conditions.to) {
      parts.push(eb("received_at", "<", businessDayStart(conditions.to) + DAY_MS));
    }
    return eb.and(parts);
  };
}

/** What the list shows of a lead: the stored lead's plain facts, its reference and where its delivery stands. */
function summary(lead: StoredLead, deliveryState: DeliveryState): LeadSummary {
  return {
    id: lead.id,
    reference: leadReference(lead.id),
    receivedAt: lead.receivedAt,
    form: lead.form,
    formTitle: formTitle(lead.form),
    subject: lead.subject,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    preview: lead.preview,
    status: lead.status,
    delivery: lead.delivery,
    deliveryState,
    lang: lead.lang,
  };
}

/** The outbox messages of these leads, with when each first failed, by lead. */
async function messagesOf(
  db: Kysely<Database>,
  leadIds: readonly string[],
): Promise<Map<string, Array<OutboxTable & { facts: MessageFacts }>>> {
  const byLead = new Map<string, Array<OutboxTable & { facts: MessageFacts }>>();
  if (leadIds.length === 0) return byLead;
  const [messages, failures] = await Promise.all([
    db
      .selectFrom("outbox")
      .selectAll()
      .where("lead_id", "in", [...leadIds])
      .execute(),
    db
      .selectFrom("delivery_attempts")
      .select((eb) => ["outbox_id", eb.fn.min<number>("at").as("first")])
      .where("lead_id", "in", [...leadIds])
      .where("ok", "=", 0)
      .groupBy("outbox_id")
      .execute(),
  ]);
  const firstFailure = new Map(failures.map((row) => [row.outbox_id, Number(row.first)]));
  for (const message of messages.sort((a, b) => a.channel.localeCompare(b.channel))) {
    const facts: MessageFacts = {
      channel: message.channel,
      status: message.status,
      nextAttemptAt: Number(message.next_attempt_at),
      sentAt: message.sent_at === null ? null : Number(message.sent_at),
      lastError: message.last_error,
      firstFailureAt: firstFailure.get(message.id) ?? null,
    };
    const list = byLead.get(message.lead_id) ?? [];
    list.push({ ...message, facts });
    byLead.set(message.lead_id, list);
  }
  return byLead;
}

/** The summaries of these rows, each with its delivery state. */
async function summaries(
  db: Kysely<Database>,
  rows: readonly LeadsTable[],
  channels: readonly OutboxChannel[],
): Promise<LeadSummary[]> {
  const messages = await messagesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(toStoredLead).map((lead) => {
    const facts = (messages.get(lead.id) ?? []).map((message) => message.facts);
    return summary(lead, leadDeliveryState(lead, facts, channels));
  });
}

export async function listLeads(
  db: Kysely<Database>,
  filter: LeadFilter,
  channels: readonly OutboxChannel[],
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
  return {
    leads: await summaries(db, rows, channels),
    total: counts[filter.status],
    counts,
  };
}

/** Every lead matching the filter (all pages, newest first; every status for "all"), for the export. */
export async function leadsToExport(db: Kysely<Database>, filter: ExportFilter) {
  let query = db.selectFrom("leads").selectAll().where(matching(filter));
  if (filter.status !== "all") query = query.where("status", "=", filter.status);
  const rows = await query.orderBy("received_at", "desc").orderBy("id", "desc").execute();
  return rows.map(toStoredLead);
}

export async function leadDetail(
  db: Kysely<Database>,
  id: string,
  channels: readonly OutboxChannel[],
): Promise<LeadDetailAnswer | undefined> {
  const lead = await findLead(db, id);
  if (!lead) return undefined;
  const [messages, attempts] = await Promise.all([
    messagesOf(db, [id]).then((byLead) => byLead.get(id) ?? []),
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
    nextAttemptAt: message.status === "pending" ? Number(message.next_attempt_at) : null,
    sentAt: message.sent_at === null ? null : Number(message.sent_at),
    state: messageState(message.facts),
    history: attempts
      .filter((attempt) => attempt.outbox_id === message.id)
      .map((attempt) => ({ at: Number(attempt.at), ok: attempt.ok === 1, error: attempt.error })),
  }));
  const state = leadDeliveryState(
    lead,
    messages.map((message) => message.facts),
    channels,
  );
  return {
    lead: { ...summary(lead, state), page: lead.page, rows: lead.rows },
    deliveries,
    retryable: canRetry(state, channels),
  };
}

/** The new leads, the delivery problems, and a version that changes with any lead. */
export async function attention(
  db: Kysely<Database>,
  channels: readonly OutboxChannel[],
): Promise<AttentionAnswer> {
  const failingMessages = db
    .selectFrom("outbox")
    .innerJoin("leads", "leads.id", "outbox.lead_id")
    .where("leads.status", "!=", "spam")
    .where(isFailing);
  const [leads, failing, latest, incidents] = await Promise.all([
    db
      .selectFrom("leads")
      .select((eb) => [
        eb.fn.countAll<number>().as("count"),
        eb.fn.max<number>("updated_at").as("changed"),
        eb.fn.sum<number>(eb.case().when("status", "=", "new").then(1).else(0).end()).as("fresh"),
      ])
      .executeTakeFirst(),
    failingMessages
      .select((eb) => [
        eb.fn.count<number>("outbox.lead_id").distinct().as("count"),
        eb.fn
          .min<number>(
            eb
              .selectFrom("delivery_attempts")
              .select((inner) => inner.fn.min<number>("delivery_attempts.at").as("first"))
              .whereRef("delivery_attempts.outbox_id", "=", "outbox.id")
              .where("delivery_attempts.ok", "=", 0),
          )
          .as("since"),
      ])
      .executeTakeFirst(),
    db
      .selectFrom("delivery_attempts")
      .select(["channel", "at", "error"])
      .where("ok", "=", 0)
      .where("outbox_id", "in", failingMessages.select("outbox.id"))
      .orderBy("at", "desc")
      .limit(1)
      .executeTakeFirst(),
    openIncidents(db),
  ]);
  const count = Number(leads?.count ?? 0);
  return {
    newLeads: Number(leads?.fresh ?? 0),
    delivery: {
      channels: [...channels],
      failingLeads: Number(failing?.count ?? 0),
      failingSince:
        failing?.since === null || failing?.since === undefined ? null : Number(failing.since),
      latest: latest
        ? { channel: latest.channel, at: Number(latest.at), error: latest.error }
        : null,
    },
    incidents,
    version: `${count}:${Number(leads?.changed ?? 0)}`,
  };
}

/**
 * Since when e-mail delivery has been failing: the first failed try, after the last e-mail that
 * was sent, of a message that is still failing (the banner's truth, for the owner's alerts);
 * null when none is failing.
 */
export async function emailFailingSince(db: Kysely<Database>): Promise<number | null> {
  const lastSent = db
    .selectFrom("delivery_attempts")
    .select((eb) => eb.fn.coalesce(eb.fn.max<number>("at"), sql.lit(0)).as("at"))
    .where("channel", "=", "email")
    .where("ok", "=", 1);
  const row = await db
    .selectFrom("delivery_attempts")
    .select((eb) => eb.fn.min<number>("at").as("since"))
    .where("channel", "=", "email")
    .where("ok", "=", 0)
    .where("at", ">", lastSent)
    .where("outbox_id", "in", db.selectFrom("outbox").select("outbox.id").where(isFailing))
    .executeTakeFirst();
  return row?.since === null || row?.since === undefined ? null : Number(row.since);
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
    await trx
      .updateTable("leads")
      .set((eb) => ({
        status,
        updated_at: now,
        // The first time a lead is marked handled is when it was answered (the overview's measure).
        answered_at:
          status === "handled" ? eb.fn.coalesce("answered_at", eb.val(now)) : eb.ref("answered_at"),
      }))
      .where("id", "=", id)
      .execute();
    if (row.status !== "spam" && status === "spam") await cancelDelivery(trx, id, now);
    if (row.status === "spam" && status !== "spam" && channels.length > 0) {
      await queueDelivery(trx, id, channels, now);
    }
    return row.status;
  });
}

/**
 * Sets the status of several leads, one transaction each (so one lead deleted meanwhile does
 * not hold up the others). The previous status of each, or undefined for a lead that is gone.
 */
export async function setStatuses(
  store: Store,
  ids: readonly string[],
  status: LeadStatus,
  channels: readonly OutboxChannel[],
  now: number,
): Promise<Map<string, LeadStatus | undefined>> {
  const previous = new Map<string, LeadStatus | undefined>();
  for (const id of new Set(ids)) {
    previous.set(id, await setStatus(store, id, status, channels, now));
  }
  return previous;
}

/** Erases the lead; its outbox messages and their attempts go with it (ON DELETE CASCADE). */
export async function deleteLead(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom("leads").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
