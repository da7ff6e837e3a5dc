/** Where the owner's inbox lives; the lead e-mails link to a lead's page. */
export const INBOX_PATH = "/inbox";

/** A lead's page in the inbox (its id is not personal data). */
export function inboxLeadPath(id: string): string {
  return `${INBOX_PATH}/lead?id=${encodeURIComponent(id)}`;
}
