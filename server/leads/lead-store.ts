/**
 * Leads in the store: the idempotent insert (lead, outbox and acknowledgement rows in one
 * transaction, committed in groups), and reading one back. The inbox's list, search and export
 * queries are in inbox/lead-queries.ts; the outbox rows of a lead, and its delivery, in
 * delivery.ts.
 *
 * A lead's shapes, from the post to the inbox (see README.md): LeadContent (what a form's schema
 * made of the post, `~/contracts/lead-form`) → NewLead (that, with what the store needs to know
 * besides) → a `leads` row → StoredLead (the row read back by toStoredLead, the one reader of a
 * row, for the outbox and the inbox alike).
 */
import { randomUUID } from "node:crypto";

import { type Kysely, sql, type Transaction, type Updateable } from "kysely";

import type { Locale } from "~/content/locale";
import { productCatalogue } from "~/content/quote-choices";
import { choiceRows, type LeadContent } from "~/contracts/lead-form";
import { findLeadForm } from "~/contracts/lead-forms";
import { phoneCountry } from "~/contracts/phone-country";

import type { Dialect, Store } from "../db/connection";
import { groupCommit } from "../db/group-commit";
import type { Database, LeadsTable, LeadStatus, OutboxChannel } from "../db/schema";
import { outboxRows } from "./delivery";

/** A lead to store: its content, and where and how it came. */
export interface NewLead extends LeadContent {
  form: string;
  status: Extract<LeadStatus, "new" | "spam">;
  page: string | null;
  /** The browser's submission id (Idempotency-Key): one lead per id. */
  submissionId: string;
  /** What the submission id was sent with (see submissionHash in intake.ts). */
  submissionHash: string;
  /** The language of the page it was sent from. */
  lang: Locale;
}

/** A lead as read back: its row's plain columns, with the JSON columns decoded. */
export interface StoredLead
  extends
    Pick<
      LeadsTable,
      | "id"
      | "form"
      | "subject"
      | "status"
      | "delivery"
      | "page"
      | "name"
      | "email"
      | "phone"
      | "preview"
      | "lang"
    >,
    Pick<LeadContent, "values" | "rows" | "choices"> {
  receivedAt: number;
  updatedAt: number;
}

/** The one reader of a `leads` row: the outbox, the inbox and the export all read it so. */
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
    lang: row.lang,
    values: JSON.parse(row.values_json) as StoredLead["values"],
    rows: JSON.parse(row.rows_json) as StoredLead["rows"],
    choices: JSON.parse(row.choices_json ?? "[]") as StoredLead["choices"],
    receivedAt: row.received_at,
    updatedAt: row.updated_at,
  };
}

/** A submitted value as text, or null when it is missing or blank. */
function valueText(values: LeadContent["values"], key: string): string | null {
  const value = values[key];
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/**
 * What the owner's overview groups a lead by, besides its own columns (migration 007): the
 * country of its phone's prefix (never the phone), and the product asked about (or the interest
 * chosen) with its product form.
 */
export function overviewColumns(
  lead: Pick<LeadContent, "values"> & { sender: Pick<LeadContent["sender"], "phone"> },
): Pick<LeadsTable, "country" | "product" | "product_form"> {
  return {
    country: phoneCountry(lead.sender.phone),
    product: valueText(lead.values, "product") ?? valueText(lead.values, "interest"),
    product_form: valueText(lead.values, "productForm"),
  };
}

/** Every value of the lead in lower case, for a search that ignores case on both stores. */
export function searchText(lead: Pick<NewLead, "subject" | "rows">): string {
  return [lead.subject, ...lead.rows.map((row) => row.value)].join("\n").toLowerCase();
}

/** When a sender gets an acknowledgement e-mail: at most one per address in `windowMs`. */
export interface AcknowledgementRule {
  windowMs: number;
}

/** An arbitrary constant naming the acknowledgement locks on PostgreSQL (the other key: the address). */
export const PG_ACK_LOCK_SPACE = 7_265_003;

/**
 * Queues the acknowledgement of a new lead, unless its address got one within the rule's window
 * (any lead's, whatever became of it). Called inside the lead's transaction, after the address's
 * lock is held, so two leads from one address never both pass the check.
 */
async function queueAcknowledgement(
  trx: Transaction<Database>,
  leadId: string,
  email: string,
  rule: AcknowledgementRule,
  now: number,
): Promise<boolean> {
  // The insert's own check again, on the lead's row, now that no other transaction can add one.
  const { recent } = await trx
    .selectFrom("leads")
    .select(acknowledgedWithin(rule))
    .where("id", "=", leadId)
    .executeTakeFirstOrThrow();
  if (recent) return false;
  await trx
    .insertInto("acknowledgements")
    .values({ ...outboxRows(leadId, ["email"], now)[0]!, channel: "email", email })
    .execute();
  return true;
}

/** Whether a new lead is one its sender is acknowledged for: a person's, with an address. */
function acknowledged(lead: NewLead): lead is NewLead & { sender: { email: string } } {
  return lead.status !== "spam" && Boolean(lead.sender.email);
}

/**
 * Whether the address of the lead being inserted got an acknowledgement within the rule's window
 * before the lead came, as far as committed rows (and this transaction's) show: evaluated in the
 * insert's RETURNING, so the check costs no statement of its own, and read from the index of
 * addresses and times alone. Such a lead needs no lock: an acknowledgement that is already
 * committed stays, so "none now" is right whatever runs beside this transaction. Only the other
 * addresses are locked and checked again, and those are nearly always distinct (one buyer's
 * first lead).
 */
function acknowledgedWithin(rule: AcknowledgementRule) {
  // Written as SQL: built with the query builder for every insert, this expression cost more
  // than the rest of the insert (a CPU profile of npm run bench:leads, SQLite, 1 client).
  return sql<boolean>`exists (select 1 from acknowledgements
    where acknowledgements.email = leads.email
      and acknowledgements.created_at > leads.received_at - ${rule.windowMs})`.as("recent");
}

export interface StoreResult {
  /**
   * created: stored now; replayed: the submission id was seen before with the same details,
   * nothing was stored and `id` is the first lead's; conflict: it was seen before with other
   * details, nothing was stored.
   */
  outcome: "created" | "replayed" | "conflict";
  id: string;
  /** Whether the sender's acknowledgement was queued with it. */
  acknowledgement?: boolean;
}

interface Pending {
  lead: NewLead;
  now: number;
}

/** What a new lead is queued for: the business's channels, and the sender's acknowledgement. */
export interface Queues {
  channels: readonly OutboxChannel[];
  /** None: senders get no acknowledgement (turned off, or no mail set up). */
  acknowledge?: AcknowledgementRule;
}

/**
 * Inserts leads, their outbox rows and their acknowledgements inside a transaction; a repeated
 * submission id stores nothing. The batch's leads are one statement, and so are its outbox rows.
 */
async function insertInto(
  trx: Transaction<Database>,
  dialect: Dialect,
  items: readonly Pending[],
  { channels, acknowledge }: Queues,
): Promise<StoreResult[]> {
  const channelsOf = (lead: NewLead) => (lead.status === "spam" ? [] : channels);
  const rows = items.map(({ lead, now }) => ({
    id: randomUUID(),
    submission_id: lead.submissionId,
    submission_hash: lead.submissionHash,
    lang: lead.lang,
    form: lead.form,
    subject: lead.subject,
    status: lead.status,
    delivery: channelsOf(lead).length > 0 ? ("waiting" as const) : ("none" as const),
    page: lead.page,
    name: lead.sender.name,
    email: lead.sender.email ?? null,
    phone: lead.sender.phone ?? null,
    ...overviewColumns(lead),
    preview: lead.preview,
    values_json: JSON.stringify(lead.values),
    rows_json: JSON.stringify(lead.rows),
    choices_json: JSON.stringify(lead.choices),
    search: searchText(lead),
    received_at: now,
    updated_at: now,
  }));
  const insert = trx
    .insertInto("leads")
    .values(rows)
    .onConflict((conflict) => conflict.column("submission_id").doNothing());
  const returned = acknowledge
    ? await insert.returning(["id", acknowledgedWithin(acknowledge)]).execute()
    : await insert.returning("id").execute();
  /** The leads stored now, each with whether its address was acknowledged within the window. */
  const stored = new Map(returned.map((row) => [row.id, "recent" in row && Boolean(row.recent)]));

  const undecided = new Set<string>();
  items.forEach(({ lead }, index) => {
    const recent = stored.get(rows[index]!.id);
    if (acknowledge && acknowledged(lead) && recent === false) undecided.add(lead.sender.email);
  });
  // The locks of the addresses still to be decided, in one order, so two instances' batches wait
  // for each other instead of deadlocking, and never for an address acknowledged already (a burst
  // from one address would otherwise commit one transaction at a time). SQLite has one writer.
  if (dialect === "postgres") {
    for (const address of [...undecided].sort()) {
      await sql`SELECT pg_advisory_xact_lock(${PG_ACK_LOCK_SPACE}, hashtext(${address}))`.execute(
        trx,
      );
    }
  }

  const results: StoreResult[] = [];
  const queued: ReturnType<typeof outboxRows> = [];
  for (const [index, { lead, now }] of items.entries()) {
    const { id } = rows[index]!;
    if (stored.has(id)) {
      queued.push(...outboxRows(id, channelsOf(lead), now));
      const acknowledgement =
        acknowledge !== undefined &&
        acknowledged(lead) &&
        undecided.has(lead.sender.email) &&
        (await queueAcknowledgement(trx, id, lead.sender.email, acknowledge, now));
      results.push({ outcome: "created", id, acknowledgement });
      continue;
    }
    const first = await trx
      .selectFrom("leads")
      .select(["id", "submission_hash"])
      .where("submission_id", "=", lead.submissionId)
      .executeTakeFirstOrThrow();
    const same = first.submission_hash === null || first.submission_hash === lead.submissionHash;
    results.push({ outcome: same ? "replayed" : "conflict", id: first.id });
  }
  if (queued.length > 0) await trx.insertInto("outbox").values(queued).execute();
  return results;
}

/** At most this many leads are committed together. */
const MAX_BATCH = 100;

/**
 * The leads that arrive in the same turn of the event loop are written in one transaction
 * (group commit, ../db/group-commit.ts), so a burst costs one disk flush, not one per lead; each
 * is queued on `channels`. Each caller resolves only once its lead is committed; a lead the store
 * refuses fails alone.
 */
export function createLeadWriter(
  store: Store,
  channels: readonly OutboxChannel[],
  acknowledge?: AcknowledgementRule,
): { insert: (lead: NewLead, now: number) => Promise<StoreResult> } {
  const write = groupCommit(
    (batch: Pending[]) =>
      store.db
        .transaction()
        .execute((trx) => insertInto(trx, store.dialect, batch, { channels, acknowledge })),
    MAX_BATCH,
  );
  return { insert: (lead, now) => write({ lead, now }) };
}

export async function findLead(db: Kysely<Database>, id: string): Promise<StoredLead | undefined> {
  return (await findLeads(db, [id])).get(id);
}

/** The leads of these ids that exist, by id: one statement for a batch (the outbox's claim). */
export async function findLeads(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, StoredLead>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("leads").selectAll().where("id", "in", ids).execute();
  return new Map(rows.map((row) => [row.id, toStoredLead(row)]));
}

/** Leads filled in at a time, when the server starts. */
const BACKFILL_BATCH = 500;

/**
 * Fills in what leads stored before a migration lack, a batch at a time, one transaction each:
 * `missing` reads up to `limit` leads still without it, `fill` says what each gets (never what
 * `missing` looks for again). Returns how many leads it filled in.
 */
export async function backfillLeads<Row extends { id: string }>(
  db: Kysely<Database>,
  missing: (limit: number) => Promise<Row[]>,
  fill: (row: Row) => Updateable<LeadsTable>,
): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await missing(BACKFILL_BATCH);
    if (rows.length === 0) return done;
    await db.transaction().execute(async (trx) => {
      for (const row of rows) {
        await trx.updateTable("leads").set(fill(row)).where("id", "=", row.id).execute();
      }
    });
    done += rows.length;
  }
}

/**
 * Fills in the sender's choices (LeadContent.choices) of leads stored before migration 006, from
 * their values and their form's fields in their language, as intake does now; returns how many.
 * A lead of a form the site no longer has gets none.
 */
export function backfillChoices(db: Kysely<Database>): Promise<number> {
  return backfillLeads(
    db,
    (limit) =>
      db
        .selectFrom("leads")
        .select(["id", "form", "lang", "values_json"])
        .where("choices_json", "is", null)
        .limit(limit)
        .execute(),
    (row) => {
      const values = JSON.parse(row.values_json) as LeadContent["values"];
      const form = findLeadForm(row.form);
      const context = { locale: row.lang, catalogue: productCatalogue };
      const choices = form ? choiceRows(form.fieldsIn(context, values), values) : [];
      return { choices_json: JSON.stringify(choices) };
    },
  );
}
