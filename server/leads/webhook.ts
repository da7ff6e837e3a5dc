/**
 * The optional webhook channel: the lead as JSON, POSTed with an HMAC-SHA256 signature so the
 * receiver can check it came from this server and was not altered or replayed.
 */
import { createHmac } from "node:crypto";

import { site } from "~/content/site";
import { inboxLeadPath } from "~/contracts/inbox-paths";

import type { StoredLead } from "./lead-store";
import type { Deliver } from "./outbox";

export const WEBHOOK_TIMEOUT_MS = 10_000;

/** The JSON the receiver gets. */
export function webhookBody(lead: StoredLead, formTitle: string) {
  return {
    id: lead.id,
    form: lead.form,
    formTitle,
    subject: lead.subject,
    receivedAt: new Date(lead.receivedAt).toISOString(),
    page: lead.page,
    status: lead.status,
    values: lead.values,
    rows: lead.rows,
    inboxUrl: `${site.origin}${inboxLeadPath(lead.id)}`,
  };
}

/**
 * "sha256=" and the hex HMAC of "{timestamp}.{body}": the receiver recomputes it with the
 * shared secret, compares in constant time, and refuses old timestamps.
 */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

export function webhookChannel(
  webhook: { url: string; secret: string },
  titleOf: (form: string) => string,
  now: () => number = Date.now,
): Deliver {
  return async (lead) => {
    const body = JSON.stringify(webhookBody(lead, titleOf(lead.form)));
    const timestamp = String(Math.floor(now() / 1000));
    const response = await fetch(webhook.url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "User-Agent": `${site.name} lead webhook`,
        "X-Lead-Id": lead.id,
        "X-Lead-Timestamp": timestamp,
        "X-Lead-Signature": webhookSignature(webhook.secret, timestamp, body),
      },
      body,
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`The webhook answered ${response.status}`);
  };
}
