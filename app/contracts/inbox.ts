import { type Locale, LOCALES } from "~/content/locale";
import type { OpenIncident } from "~/contracts/incidents";
import type { LeadRow } from "~/contracts/lead-form";
import { LEAD_FORM_NAMES } from "~/contracts/lead-forms";
import { z } from "~/contracts/zod";

/**
 * The inbox API as both sides see it: the request bodies (zod, checked by the server) and the
 * answers (types). Search text travels in request bodies, never in a URL.
 */

export const LEAD_STATUSES = ["new", "handled", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** How the owner reads each status, in the inbox and the CSV. */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  handled: "Handled",
  spam: "Spam",
};

export const LEAD_DELIVERIES = ["none", "waiting", "sent", "failed"] as const;
export type LeadDelivery = (typeof LEAD_DELIVERIES)[number];

export type DeliveryChannel = "email" | "webhook";

/**
 * Where a lead's delivery stands, for the owner: worked out by the server from its outbox
 * messages and the channels set up now, put into words by the inbox.
 * - sent: every channel sent it (`at`: the last of them);
 * - queued: waiting for its first try, or being sent;
 * - failing: tries have failed since `since` and go on (`nextTryAt`), `error` the latest reason;
 * - gave-up: tries failed for 48 hours and stopped;
 * - off: nothing was queued and no channel is set up;
 * - not-queued: nothing was queued (it came while delivery was off), though a channel is set up now;
 * - spam: spam is never forwarded.
 */
export type DeliveryState =
  | { kind: "sent"; at: number | null }
  | { kind: "queued" }
  | {
      kind: "failing";
      channel: DeliveryChannel;
      since: number;
      nextTryAt: number;
      error: string | null;
    }
  | { kind: "gave-up"; channel: DeliveryChannel; since: number; error: string | null }
  | { kind: "off" }
  | { kind: "not-queued" }
  | { kind: "spam" };

/** Whether "Retry delivery now" can change anything: a channel is set up and the lead is stuck. */
export function canRetry(state: DeliveryState, channels: readonly DeliveryChannel[]): boolean {
  return (
    channels.length > 0 &&
    (state.kind === "failing" || state.kind === "gave-up" || state.kind === "not-queued")
  );
}

/** Leads per page of the list. */
export const PAGE_SIZE = 50;
/** Spam is deleted after this many days, or sooner when LEAD_RETENTION_DAYS is shorter. */
export const SPAM_RETENTION_DAYS = 30;

const isoDate = z.union([z.literal(""), z.iso.date("Enter a date as YYYY-MM-DD")]);

export const leadFilterSchema = z.object({
  /** Words to find in any field (name, e-mail, message…). */
  q: z.string().trim().max(200, "Search for at most 200 characters").default(""),
  form: z.union([z.literal(""), z.enum(LEAD_FORM_NAMES)]).default(""),
  status: z.enum(LEAD_STATUSES).default("new"),
  /** Received on or after this day (YYYY-MM-DD, the business's time zone). */
  from: isoDate.default(""),
  /** Received on or before this day. */
  to: isoDate.default(""),
  /** The language of the page it was sent from. */
  lang: z.union([z.literal(""), z.enum(LOCALES)]).default(""),
  /** "failing": only leads whose delivery is failing or has given up. */
  delivery: z.union([z.literal(""), z.literal("failing")]).default(""),
  page: z.coerce.number().int().min(1).default(1),
});

export type LeadFilter = z.output<typeof leadFilterSchema>;
export type LeadFilterInput = z.input<typeof leadFilterSchema>;

/** The export takes the list's filter, or every status at once ("all"). */
export const exportFilterSchema = leadFilterSchema.extend({
  status: z.enum([...LEAD_STATUSES, "all"]).default("new"),
});

export type ExportFilter = z.output<typeof exportFilterSchema>;

export const signInSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, "Enter your e-mail address").max(200),
  password: z.string().min(1, "Enter your password").max(200),
});

export const statusChangeSchema = z.object({ status: z.enum(LEAD_STATUSES) });

/** Several leads at once: at most a page of them. */
export const bulkStatusSchema = z.object({
  ids: z
    .array(z.string().trim().min(1).max(100))
    .min(1, "Choose at least one lead")
    .max(PAGE_SIZE, `Choose at most ${PAGE_SIZE} leads at a time`),
  status: z.enum(LEAD_STATUSES),
});

export interface BulkStatusAnswer {
  /** Leads whose status changed. */
  changed: string[];
  /** Leads that already had that status. */
  unchanged: string[];
  /** Leads that no longer exist (deleted meanwhile). */
  missing: string[];
}

export interface LeadSummary {
  id: string;
  /** The short reference the visitor was given, "PS-XXXX-XXXX" (see lead-reference.ts). */
  reference: string;
  /** Epoch milliseconds. */
  receivedAt: number;
  form: string;
  formTitle: string;
  /** The subject the form gave it ("Contact Form: Ada Obi"), for a reply's subject. */
  subject: string;
  name: string;
  email: string | null;
  phone: string | null;
  /** The first words of the message, or the answers chosen. */
  preview: string;
  status: LeadStatus;
  delivery: LeadDelivery;
  deliveryState: DeliveryState;
  /** The language of the page it was sent from: the language to answer in. */
  lang: Locale;
}

export interface RetentionPolicy {
  leadDays: number;
  spamDays: number;
}

/** How long leads and spam are kept, given LEAD_RETENTION_DAYS: spam never longer than leads. */
export function retentionPolicy(leadDays: number): RetentionPolicy {
  return { leadDays, spamDays: Math.min(SPAM_RETENTION_DAYS, leadDays) };
}

export interface LeadListAnswer {
  leads: LeadSummary[];
  /** Leads matching the filter (all pages). */
  total: number;
  page: number;
  pageCount: number;
  /** Leads per status that match the rest of the filter, for the tabs. */
  counts: Record<LeadStatus, number>;
  forms: Array<{ name: string; title: string }>;
  retention: RetentionPolicy;
}

export interface DeliveryAttempt {
  at: number;
  ok: boolean;
  error: string | null;
}

export interface Delivery {
  channel: DeliveryChannel;
  status: "pending" | "sent" | "failed";
  attempts: number;
  lastError: string | null;
  /** When the next try is due, while it is pending. */
  nextAttemptAt: number | null;
  sentAt: number | null;
  /** This channel's own state. */
  state: DeliveryState;
  history: DeliveryAttempt[];
}

export interface LeadDetailAnswer {
  lead: LeadSummary & { page: string | null; rows: LeadRow[] };
  deliveries: Delivery[];
  /** Whether "Retry delivery now" is offered (see canRetry). */
  retryable: boolean;
}

/**
 * What needs the owner's attention, polled by every inbox page while it is open: small, and
 * without personal data.
 */
export interface AttentionAnswer {
  /** Leads under "New". */
  newLeads: number;
  delivery: {
    /** The channels set up; none means delivery is off. */
    channels: DeliveryChannel[];
    /** Leads (not spam) whose delivery is failing or has given up. */
    failingLeads: number;
    /** When the earliest of those failures happened. */
    failingSince: number | null;
    /** The latest failure: its channel and reason. */
    latest: { channel: DeliveryChannel; at: number; error: string | null } | null;
  };
  /** What the server has alerted the owner of and is not over (see ~/contracts/incidents). */
  incidents: OpenIncident[];
  /** Changes whenever a lead arrives, changes or goes: a page reloads its list then. */
  version: string;
}

/** How often an open inbox page asks for the AttentionAnswer. */
export const ATTENTION_POLL_MS = 30_000;

export interface AuditEntry {
  id: string;
  at: number;
  actor: string;
  action: string;
  leadId: string | null;
  detail: string | null;
}

export interface AuditAnswer {
  entries: AuditEntry[];
  page: number;
  pageCount: number;
}

export interface SessionAnswer {
  owner: { email: string };
  retention: RetentionPolicy;
}

/** The inbox API's paths. */
export const INBOX_API = {
  session: "/api/inbox/session",
  search: "/api/inbox/leads/search",
  bulkStatus: "/api/inbox/leads/status",
  attention: "/api/inbox/attention",
  lead: (id: string) => `/api/inbox/leads/${encodeURIComponent(id)}`,
  retry: (id: string) => `/api/inbox/leads/${encodeURIComponent(id)}/retry`,
  export: "/api/inbox/export",
  audit: "/api/inbox/audit",
} as const;
