/** The store's tables as Kysely sees them (see migrations/). Times are epoch milliseconds. */
import type { Locale } from "~/content/locale";
import type { LeadDelivery, LeadStatus } from "~/contracts/inbox";
import type { IncidentKind } from "~/contracts/incidents";

export type { LeadDelivery, LeadStatus };
export type OutboxChannel = "email" | "webhook";
export type OutboxStatus = "pending" | "sent" | "failed";

export interface LeadsTable {
  id: string;
  submission_id: string;
  form: string;
  subject: string;
  status: LeadStatus;
  delivery: LeadDelivery;
  page: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  preview: string;
  /** The lead's values by field name, as JSON (StoredLead.values). */
  values_json: string;
  /** The lead's rows, [{key, label, value}], as JSON (StoredLead.rows). */
  rows_json: string;
  /** The sender's choices in their language, as JSON (StoredLead.choices); null before 006 until filled in. */
  choices_json: string | null;
  search: string;
  /** SHA-256 of the form and the fields the submission id was first sent with (null before 003). */
  submission_hash: string | null;
  /** The language of the page it was sent from. */
  lang: Locale;
  /** The country code read from the phone's prefix (phoneCountry); null until computed (007). */
  country: string | null;
  /** The product asked about, or the interest chosen (leadProduct; 007). */
  product: string | null;
  product_form: string | null;
  /** When the lead was first marked handled (007). */
  answered_at: number | null;
  received_at: number;
  updated_at: number;
}

export interface OutboxTable {
  id: string;
  lead_id: string;
  channel: OutboxChannel;
  status: OutboxStatus;
  attempts: number;
  /** `attempts` when delivery was last retried by hand: the backoff counts from there. */
  retry_base: number;
  next_attempt_at: number;
  lease_owner: string | null;
  lease_until: number | null;
  last_error: string | null;
  /** When it was first queued. */
  created_at: number;
  /** When its 48 hours of tries began: when queued, or when delivery was last retried by hand (006). */
  window_started_at: number;
  sent_at: number | null;
}

export type AcknowledgementChannel = "email";

/**
 * The acknowledgement e-mails to senders (migration 005): the outbox's columns, so the same
 * worker sends them, with a channel of their own.
 */
export interface AcknowledgementsTable extends Omit<OutboxTable, "channel"> {
  channel: AcknowledgementChannel;
  /** The address it goes to: its lead's (010). */
  email: string | null;
}

export interface DeliveryAttemptsTable {
  id: string;
  outbox_id: string;
  lead_id: string;
  channel: OutboxChannel;
  at: number;
  ok: number;
  error: string | null;
}

export interface OwnersTable {
  id: string;
  email: string;
  password_hash: string;
  created_at: number;
  updated_at: number;
}

export interface SessionsTable {
  id: string;
  owner_id: string;
  created_at: number;
  last_seen_at: number;
}

export interface AuditLogTable {
  id: string;
  at: number;
  actor: string;
  action: string;
  lead_id: string | null;
  detail: string | null;
  address: string | null;
}

export interface JobRunsTable {
  name: string;
  last_run_at: number;
}

/** The owner's alerts (migration 008): at most one open incident of each kind. */
export interface IncidentsTable {
  id: string;
  kind: IncidentKind;
  opened_at: number;
  closed_at: number | null;
  detail: string | null;
}

export interface Database {
  leads: LeadsTable;
  outbox: OutboxTable;
  acknowledgements: AcknowledgementsTable;
  delivery_attempts: DeliveryAttemptsTable;
  owners: OwnersTable;
  sessions: SessionsTable;
  audit_log: AuditLogTable;
  job_runs: JobRunsTable;
  incidents: IncidentsTable;
}
