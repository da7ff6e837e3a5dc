/**
 * The leads as a table for the CSV export, as an owner reads it in a spreadsheet: the lead's own
 * columns in words (its reference, when it came in the business's time with the offset, its
 * language…), the person once (name, e-mail, phone), then the fields of the forms the exported
 * leads came through (and any other line they carry, e.g. the calculator's estimate).
 */
import { LOCALE_INFO } from "~/content/locale";
import { businessDay, BUSINESS_TIME_ZONE, offsetAt } from "~/contracts/business-time";
import { LEAD_STATUS_LABELS, type LeadDelivery } from "~/contracts/inbox";
import { PERSON_FIELDS } from "~/contracts/lead-form";
import { formTitle, leadForms } from "~/contracts/lead-forms";
import { leadReference } from "~/contracts/lead-reference";

import type { StoredLead } from "../leads/lead-store";

const DELIVERY_WORDS: Record<LeadDelivery, string> = {
  none: "not sent",
  waiting: "waiting",
  sent: "sent",
  failed: "failed",
};

const clock = new Intl.DateTimeFormat("en-GB", {
  timeZone: BUSINESS_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "2026-11-25 10:42 +03:00": a moment in the business's time zone, with its offset. */
export function businessTimestamp(time: number): string {
  return `${businessDay(time)} ${clock.format(time)} ${offsetAt(time)}`;
}

const LEAD_COLUMNS: ReadonlyArray<[string, (lead: StoredLead) => string]> = [
  ["Reference", (lead) => leadReference(lead.id)],
  ["Received", (lead) => businessTimestamp(lead.receivedAt)],
  ["Form", (lead) => formTitle(lead.form)],
  ["Status", (lead) => LEAD_STATUS_LABELS[lead.status]],
  ["Delivery", (lead) => DELIVERY_WORDS[lead.delivery]],
  ["Language", (lead) => LOCALE_INFO[lead.lang].englishName],
  ["Name", (lead) => lead.name],
  ["E-mail", (lead) => lead.email ?? ""],
  ["Phone", (lead) => lead.phone ?? ""],
  ["Page", (lead) => lead.page ?? ""],
];

/** The lead's id, last: what a later import or a support question matches on. */
const ID_COLUMN = "Id";

/** The form fields' columns: key and heading, the forms' own order, people's fields left out. */
function fieldColumns(leads: readonly StoredLead[]): Array<{ key: string; heading: string }> {
  const present = new Set(leads.map((lead) => lead.form));
  const labels = new Map<string, string>();
  for (const form of leadForms) {
    if (!present.has(form.name)) continue;
    for (const [key, spec] of Object.entries(form.fields)) {
      if (!labels.has(key)) labels.set(key, spec.label);
    }
  }
  for (const lead of leads) {
    for (const row of lead.rows) if (!labels.has(row.key)) labels.set(row.key, row.label);
  }
  const headings = new Set([...LEAD_COLUMNS.map(([heading]) => heading), ID_COLUMN]);
  const columns = [];
  for (const [key, label] of labels) {
    // The sender's fields: in the Name, E-mail and Phone columns already.
    if (PERSON_FIELDS.has(key)) continue;
    // Two forms may give one label to different fields: the key tells them apart.
    const heading = headings.has(label) ? `${label} (${key})` : label;
    headings.add(heading);
    columns.push({ key, heading });
  }
  return columns;
}

/** The header and the rows; a lead without a column's field leaves it empty. */
export function leadTable(leads: readonly StoredLead[]): { header: string[]; rows: string[][] } {
  const fields = fieldColumns(leads);
  const rows = leads.map((lead) => {
    const byKey = new Map(lead.rows.map((row) => [row.key, row.value]));
    return [
      ...LEAD_COLUMNS.map(([, value]) => value(lead)),
      ...fields.map(({ key }) => {
        const value = byKey.get(key) ?? lead.values[key];
        return typeof value === "string" ? value : "";
      }),
      lead.id,
    ];
  });
  return {
    header: [
      ...LEAD_COLUMNS.map(([heading]) => heading),
      ...fields.map((f) => f.heading),
      ID_COLUMN,
    ],
    rows,
  };
}
