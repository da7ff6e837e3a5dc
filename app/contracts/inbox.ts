import type { LeadRow } from "~/contracts/lead-form";
import { LEAD_FORM_NAMES } from "~/contracts/lead-forms";
import { z } from "~/contracts/zod";

/**
 * The inbox API as both sides see it: the request bodies (zod, checked by the server) and the
 * answers (types). Search text travels in request bodies, never in a URL.
 */

export const LEAD_STATUSES = ["new", "handled", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_DELIVERIES = ["none", "waiting", "sent", "failed"] as const;
export type LeadDelivery = (typeof LEAD_DELIVERIES)[number];

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
  page: z.coerce.number().int().min(1).default(1),
});

export type LeadFilter = z.output<typeof leadFilterSchema>;
export type LeadFilterInput = z.input<typeof leadFilterSchema>;

export const signInSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, "Enter your e-mail address").max(200),
  password: z.string().min(1, "Enter your password").max(200),
});

export const statusChangeSchema = z.object({ status: z.enum(LEAD_STATUSES) });

export interface LeadSummary {
  id: string;
  /** Epoch milliseconds. */
  receivedAt: number;
  form: string;
  formTitle: string;
  name: string;
  email: string | null;
  phone: string | null;
  /** The first words of the message, or the answers chosen. */
  preview: string;
  status: LeadStatus;
  delivery: LeadDelivery;
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
  channel: "email" | "webhook";
  status: "pending" | "sent" | "failed";
  attempts: number;
  lastError: string | null;
  /** When the next try is due, while it is pending. */
  nextAttemptAt: number | null;
  sentAt: number | null;
  history: DeliveryAttempt[];
}

export interface LeadDetailAnswer {
  lead: LeadSummary & { subject: string; page: string | null; rows: LeadRow[] };
  deliveries: Delivery[];
}

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
  lead: (id: string) => `/api/inbox/leads/${encodeURIComponent(id)}`,
  retry: (id: string) => `/api/inbox/leads/${encodeURIComponent(id)}/retry`,
  export: "/api/inbox/export",
  audit: "/api/inbox/audit",
} as const;
