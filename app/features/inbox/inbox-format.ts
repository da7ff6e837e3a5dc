import { BUSINESS_TIME_ZONE } from "~/contracts/business-time";
import type { Delivery, LeadDelivery, LeadStatus, RetentionPolicy } from "~/contracts/inbox";

// The API's date filter means the business's days, so the inbox shows every time in its zone.

const dateTime = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: BUSINESS_TIME_ZONE,
});

const longDateTime = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  timeZone: BUSINESS_TIME_ZONE,
});

/** "23 Nov 2026, 12:00" from epoch milliseconds, in the business's time zone. */
export function formatDateTime(ms: number): string {
  return dateTime.format(ms);
}

/** "Monday 23 November 2026 at 12:00:05" from epoch milliseconds, in the business's time zone. */
export function formatLongDateTime(ms: number): string {
  return longDateTime.format(ms);
}

/** The machine-readable form of a time, for <time dateTime>. */
export function isoDateTime(ms: number): string {
  return new Date(ms).toISOString();
}

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  handled: "Handled",
  spam: "Spam",
};

export const DELIVERY_LABELS: Record<LeadDelivery, string> = {
  none: "not sent",
  waiting: "waiting",
  sent: "sent",
  failed: "failed",
};

export const CHANNEL_LABELS: Record<Delivery["channel"], string> = {
  email: "E-mail",
  webhook: "Webhook",
};

export const OUTBOX_STATUS_LABELS: Record<Delivery["status"], string> = {
  pending: "waiting",
  sent: "sent",
  failed: "failed",
};

const AUDIT_ACTION_LABELS: Record<string, string> = {
  "signed-in": "Signed in",
  "sign-in-failed": "Failed to sign in",
  "signed-out": "Signed out",
  "status-changed": "Changed a lead's status",
  "delivery-retried": "Retried a delivery",
  "lead-deleted": "Deleted a lead",
  exported: "Exported leads",
  "retention-sweep": "Deleted leads past their keeping time",
};

/** What an audit entry's action means, in words (an unknown action is shown as it is). */
export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

/** "Leads are deleted 365 days after they arrive; spam after 30 days." */
export function retentionText({ leadDays, spamDays }: RetentionPolicy): string {
  return `Leads are deleted ${leadDays} days after they arrive; spam after ${spamDays} days.`;
}

/** "1 lead", "12 leads". */
export function leadCount(count: number, adjective = ""): string {
  const words = adjective ? `${adjective} ` : "";
  return `${count} ${words}${count === 1 ? "lead" : "leads"}`;
}
