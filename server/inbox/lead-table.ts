/** The leads as a table for the CSV export: one row per lead, one column per field across forms. */
import { formTitle, leadForms } from "~/contracts/lead-forms";

import type { StoredLead } from "../leads/lead-store";

const LEAD_COLUMNS = [
  "id",
  "received_at",
  "form",
  "status",
  "delivery",
  "page",
  "sender_name",
  "sender_email",
  "sender_phone",
] as const;

/**
 * The header and the rows: the lead's own columns, then every field any form has (and any other
 * line a lead carries, e.g. the calculator's estimate), by key; a lead without one leaves it empty.
 */
export function leadTable(leads: readonly StoredLead[]): { header: string[]; rows: string[][] } {
  const keys = [
    ...new Set([
      ...leadForms.flatMap((form) => Object.keys(form.fields)),
      ...leads.flatMap((lead) => lead.rows.map((row) => row.key)),
    ]),
  ];
  const rows = leads.map((lead) => {
    const byKey = new Map(lead.rows.map((row) => [row.key, row.value]));
    return [
      lead.id,
      new Date(lead.receivedAt).toISOString(),
      formTitle(lead.form),
      lead.status,
      lead.delivery,
      lead.page ?? "",
      lead.name,
      lead.email ?? "",
      lead.phone ?? "",
      ...keys.map((key) => {
        const value = byKey.get(key) ?? lead.values[key];
        return typeof value === "string" ? value : "";
      }),
    ];
  });
  return { header: [...LEAD_COLUMNS, ...keys], rows };
}
