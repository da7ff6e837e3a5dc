/**
 * A lead as an e-mail to the business: the subject the form gave it, Reply-To the person who
 * sent it, its reference and (when not English) the language to answer in, every line with its
 * label in a plain-text and an escaped HTML part, and a link to the lead in the inbox. The
 * business reads it in English; values typed in Arabic read right to left in the HTML part.
 * Sent through any SMTP server with nodemailer.
 */
import nodemailer from "nodemailer";

import { LOCALE_INFO } from "~/content/locale";
import { site } from "~/content/site";
import { BUSINESS_TIME_NAME, BUSINESS_TIME_ZONE } from "~/contracts/business-time";
import { inboxLeadPath } from "~/contracts/inbox-paths";
import { leadReference } from "~/contracts/lead-reference";

import { escapeHtml } from "../http/html";
import type { StoredLead } from "./lead-store";
import type { Deliver } from "./outbox";

const received = new Intl.DateTimeFormat("en-GB", {
  timeZone: BUSINESS_TIME_ZONE,
  dateStyle: "full",
  timeStyle: "short",
});

/** One line of text: control characters (a CR or LF could start a new header) become spaces. */
export function singleLine(text: string, max = 200): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ")
      .trim()
      .slice(0, max)
  );
}

export interface MailSettings {
  from: string;
  to: readonly string[];
}

export interface LeadMessage {
  from: string;
  to: string[];
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
}

function indent(value: string): string {
  return value.replace(/\r?\n/g, "\n    ");
}

/** The e-mail for one lead. `formTitle` is the form's name as people say it ("Contact form"). */
export function leadMessage(
  lead: StoredLead,
  formTitle: string,
  settings: MailSettings,
): LeadMessage {
  const link = `${site.origin}${inboxLeadPath(lead.id)}`;
  const when = `${received.format(lead.receivedAt)} (${BUSINESS_TIME_NAME})`;
  const from = lead.page ? ` on ${lead.page}` : "";
  const intro = `${formTitle}, received ${when}${from}.`;
  const facts = [
    `Reference: ${leadReference(lead.id)}`,
    // English is the default: a lead from another edition says which language to answer in.
    ...(lead.lang === "en" ? [] : [`Language: ${LOCALE_INFO[lead.lang].englishName}`]),
  ];
  const text = [
    intro,
    ...facts,
    "",
    ...lead.rows.map((row) => `${row.label}: ${indent(row.value)}`),
    "",
    `Open it in the inbox: ${link}`,
    "",
  ].join("\n");
  const cells = lead.rows
    .map(
      (row) =>
        `<tr><th style="text-align:left;vertical-align:top;padding:6px 12px 6px 0;color:#0b2a4a">${escapeHtml(row.label)}</th><td dir="auto" style="padding:6px 0;white-space:pre-wrap">${escapeHtml(row.value)}</td></tr>`,
    )
    .join("\n");
  const html = `<!doctype html>
<html lang="en-GB"><body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2933">
<p>${escapeHtml(intro)}</p>
<p>${facts.map(escapeHtml).join("<br>")}</p>
<table style="border-collapse:collapse">
${cells}
</table>
<p><a href="${escapeHtml(link)}">Open it in the inbox</a></p>
</body></html>
`;
  const host = new URL(site.origin).hostname;
  return {
    from: settings.from,
    to: [...settings.to],
    ...(lead.email ? { replyTo: { name: singleLine(lead.name, 100), address: lead.email } } : {}),
    subject: singleLine(lead.subject),
    text,
    html,
    // The same id on every try: a mail system that sees a message twice can tell.
    messageId: `<lead.${lead.id}@${host}>`,
    headers: { "X-Lead-Id": lead.id },
  };
}

/** One pool of SMTP connections, for the business's e-mails and the acknowledgements. */
export interface Mailer {
  send(message: LeadMessage): Promise<void>;
  /** Ends the SMTP connections. */
  close(): void;
}

export function createMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    send: async (message) => {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}

/** The e-mail channel of the outbox: each lead to the business. */
export function emailChannel(
  mailer: Mailer,
  settings: MailSettings,
  titleOf: (form: string) => string,
): Deliver {
  return (lead) => mailer.send(leadMessage(lead, titleOf(lead.form), settings));
}
