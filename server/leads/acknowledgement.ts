/**
 * The acknowledgement e-mail to the person who sent a lead: its reference, what they sent (the
 * form and the choices they made from the site's own lists, never a text they typed: the
 * address may be someone else's, and the e-mail must not carry a stranger's words to them),
 * what happens next and how to reach the business. In the language of the page they wrote from,
 * right to left for Arabic. Queued with the lead (lead-store.ts) and sent by the outbox worker.
 * Everything it says of the lead is stored with it: its form, reference, time and language, and
 * the sender's choices as intake labelled them in the sender's language (LeadContent.choices).
 */
import { acknowledgementWords } from "~/content/acknowledgement";
import { LOCALE_INFO } from "~/content/locale";
import { localize, type Resolved } from "~/content/localized";
import { site } from "~/content/site";
import { BUSINESS_TIME_ZONE } from "~/contracts/business-time";
import { LEAD_META, type LeadRow } from "~/contracts/lead-form";
import { formTitle } from "~/contracts/lead-forms";
import { leadReference } from "~/contracts/lead-reference";

import { escapeHtml } from "../http/html";
import type { StoredLead } from "./lead-store";
import type { LeadMessage, Mailer } from "./mail";
import type { Deliver } from "./outbox";

type AcknowledgementWords = Resolved<typeof acknowledgementWords>;

/** A template with its "{name}" placeholders filled in. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

/** What the sender sent, in their language: the form, and the choices stored with the lead. */
function summaryOf(lead: StoredLead, words: AcknowledgementWords): LeadRow[] {
  const titles: Record<string, string> = words.forms;
  const title = titles[lead.form] ?? formTitle(lead.form);
  return [{ key: LEAD_META.form, label: words.formLabel, value: title }, ...lead.choices];
}

/** Text that must read left to right inside a right-to-left e-mail: a code, a number, an address. */
const ltr = (text: string) => `<span dir="ltr">${escapeHtml(text)}</span>`;

export function acknowledgementMessage(lead: StoredLead, from: string): LeadMessage {
  if (!lead.email) throw new Error("A lead without an e-mail address gets no acknowledgement");
  const locale = lead.lang;
  const language = LOCALE_INFO[locale];
  const words = localize(acknowledgementWords, locale);
  const reference = leadReference(lead.id);
  const date = new Intl.DateTimeFormat(language.intl, {
    timeZone: BUSINESS_TIME_ZONE,
    dateStyle: "full",
    timeStyle: "short",
  }).format(lead.receivedAt);
  const received = fill(words.received, { date, zone: words.zone });
  const summary = summaryOf(lead, words);
  const contact = [
    { label: words.phone, value: site.phone.display, href: site.phone.href },
    { label: words.whatsApp, value: site.chat.href, href: site.chat.href },
    { label: words.email, value: site.email, href: `mailto:${site.email}` },
  ];

  const text = [
    words.greeting,
    "",
    received,
    `${fill(words.reference, { reference })} ${words.referenceHint}`,
    "",
    `${words.summaryHeading}:`,
    ...summary.map((row) => `- ${row.label}: ${row.value}`),
    words.privacy,
    "",
    `${words.nextHeading}:`,
    ...words.steps.map((step, index) => `${index + 1}. ${step}`),
    "",
    `${words.contactHeading}:`,
    ...contact.map((item) => `- ${item.label}: ${item.value}`),
    `- ${words.hours}: ${words.hoursText}`,
    "",
    words.notYou,
    "",
    words.signature,
    site.origin,
    "",
  ].join("\n");

  const referenceHtml = escapeHtml(words.reference).replace(
    escapeHtml("{reference}"),
    `<strong>${ltr(reference)}</strong>`,
  );
  const html = `<!doctype html>
<html lang="${language.tag}" dir="${language.dir}"><body dir="${language.dir}" style="font-family:system-ui,-apple-system,'Segoe UI',Tahoma,Roboto,sans-serif;color:#1f2933;line-height:1.5">
<p>${escapeHtml(words.greeting)}</p>
<p>${escapeHtml(received)}</p>
<p>${referenceHtml} ${escapeHtml(words.referenceHint)}</p>
<h2 style="font-size:18px;color:#0b2a4a">${escapeHtml(words.summaryHeading)}</h2>
<ul>
${summary.map((row) => `<li>${escapeHtml(row.label)}: <span dir="auto">${escapeHtml(row.value)}</span></li>`).join("\n")}
</ul>
<p>${escapeHtml(words.privacy)}</p>
<h2 style="font-size:18px;color:#0b2a4a">${escapeHtml(words.nextHeading)}</h2>
<ol>
${words.steps.map((step) => `<li>${escapeHtml(step)}</li>`).join("\n")}
</ol>
<h2 style="font-size:18px;color:#0b2a4a">${escapeHtml(words.contactHeading)}</h2>
<ul>
${contact.map((item) => `<li>${escapeHtml(item.label)}: <a href="${escapeHtml(item.href)}">${ltr(item.value)}</a></li>`).join("\n")}
<li>${escapeHtml(words.hours)}: ${escapeHtml(words.hoursText)}</li>
</ul>
<p style="color:#475869">${escapeHtml(words.notYou)}</p>
<p>${escapeHtml(words.signature)}<br><a href="${escapeHtml(site.origin)}">${ltr(new URL(site.origin).host)}</a></p>
</body></html>
`;
  const host = new URL(site.origin).hostname;
  return {
    from,
    to: [lead.email],
    replyTo: { name: site.name, address: site.email },
    subject: fill(words.subject, { reference }),
    text,
    html,
    // The same id on every try: a mail system that sees it twice can tell.
    messageId: `<ack.${lead.id}@${host}>`,
    // An automatic answer (RFC 3834): auto-responders must not answer it back.
    headers: { "Auto-Submitted": "auto-replied", "X-Auto-Response-Suppress": "All" },
  };
}

/** The acknowledgement channel of the outbox. */
export function acknowledgementChannel(mailer: Mailer, from: string): Deliver {
  return (lead) => mailer.send(acknowledgementMessage(lead, from));
}
