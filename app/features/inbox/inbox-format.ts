import { LOCALE_INFO, type Locale } from "~/content/locale";
import { businessDay, BUSINESS_TIME_ZONE } from "~/contracts/business-time";
import {
  type Delivery,
  LEAD_STATUS_LABELS,
  type LeadStatus,
  type RetentionPolicy,
} from "~/contracts/inbox";

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

const clock = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: BUSINESS_TIME_ZONE,
});

const dayAndClock = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: BUSINESS_TIME_ZONE,
});

/**
 * A time as short as it can be read, in the business's time zone: "10:42" on the business's
 * day of `now`, "23 Nov, 10:42" on another.
 */
export function formatWhen(ms: number, now: number): string {
  return businessDay(ms) === businessDay(now) ? clock.format(ms) : dayAndClock.format(ms);
}

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

export const STATUS_LABELS: Record<LeadStatus, string> = LEAD_STATUS_LABELS;

export const CHANNEL_LABELS: Record<Delivery["channel"], string> = {
  email: "E-mail",
  webhook: "Webhook",
};

/** "Arabic", "English". */
export function languageName(lang: Locale): string {
  return LOCALE_INFO[lang].englishName;
}

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
