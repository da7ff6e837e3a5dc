/**
 * The owner's alerts: something that keeps leads from reaching the owner, or the data from being
 * safe, from when the server notices it until it is over. The words are written once, here: the
 * inbox shows them and the alert webhook sends them.
 */

export const INCIDENT_KINDS = ["delivery", "backup", "disk"] as const;
export type IncidentKind = (typeof INCIDENT_KINDS)[number];

/** An incident that is not over yet, as the inbox's attention answer carries it. */
export interface OpenIncident {
  kind: IncidentKind;
  /** When the server noticed it (epoch milliseconds). */
  since: number;
  /** What the server saw, in an operator's words (never personal data), if more than the title. */
  detail: string | null;
}

/** Each kind in plain words: what is wrong, what to do, and what to say when it is over. */
export const INCIDENT_WORDS: Record<IncidentKind, { title: string; advice: string; over: string }> =
  {
    delivery: {
      title: "Leads are not being e-mailed: every try has failed for a while.",
      advice:
        "New leads are safe here in the inbox: answer them from here meanwhile. The banner above and each lead's delivery say why the e-mails fail; usually the mail password (SMTP_URL) changed or the mail provider is down. Fix that on the server, then use “Retry delivery now” on a lead.",
      over: "Leads are being e-mailed again.",
    },
    backup: {
      title: "The last backup failed.",
      advice:
        "Leads are still taken and kept, but the newest ones are not in a backup yet. Ask whoever runs the server to read the backup lines in its log (the copy, its check, or the backup command failed), fix the cause, and run a backup again.",
      over: "Backups work again.",
    },
    disk: {
      title: "The server's disk is nearly full.",
      advice:
        "When it is full, new leads can no longer be stored. Ask whoever runs the server to free space (old backups, old logs) or give it a larger disk now.",
      over: "The server's disk has room again.",
    },
  };
