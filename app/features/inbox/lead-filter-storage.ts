import { type LeadFilter, leadFilterSchema } from "~/contracts/inbox";

import { DEFAULT_FILTER } from "./lead-filter.schema";

/**
 * The list's filter lives in this tab's sessionStorage, so the list comes back as it was after
 * opening a lead. It can hold search text (personal data): it never goes into a URL, and it is
 * forgotten whenever the inbox is signed out.
 */
const STORAGE_KEY = "inbox.lead-filter";

export function readStoredFilter(): LeadFilter {
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEY);
    if (stored === null) return DEFAULT_FILTER;
    const parsed = leadFilterSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : DEFAULT_FILTER;
  } catch {
    return DEFAULT_FILTER;
  }
}

export function storeFilter(filter: LeadFilter): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(filter));
  } catch {
    // Storage can be full or switched off: the list then starts afresh after a lead.
  }
}

export function forgetStoredFilter(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was stored where storage is switched off.
  }
}
