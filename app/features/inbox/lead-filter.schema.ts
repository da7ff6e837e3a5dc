import type { z } from "zod";

import { type LeadFilter, leadFilterSchema } from "~/contracts/inbox";

export const DAY_ORDER_MESSAGE =
  "Choose a “Received until” day on or after the “Received from” day";

/** The search form's fields (the status is chosen by the tabs, the page by the pager). */
export const leadSearchSchema = leadFilterSchema
  .pick({ q: true, form: true, lang: true, delivery: true, from: true, to: true })
  .refine((values) => !values.from || !values.to || values.from <= values.to, {
    path: ["to"],
    message: DAY_ORDER_MESSAGE,
  });

export type LeadSearchValues = z.input<typeof leadSearchSchema>;
export type LeadSearchField = keyof LeadSearchValues;

/** Every lead under "New", on the first page. */
export const DEFAULT_FILTER: LeadFilter = leadFilterSchema.parse({});

/** The search form's fields of a filter. */
export function searchValues({
  q,
  form,
  lang,
  delivery,
  from,
  to,
}: LeadFilter): Required<LeadSearchValues> {
  return { q, form, lang, delivery, from, to };
}

/** How many of the search form's fields narrow the list (0: only a status tab). */
export function activeFilters(filter: LeadFilter): number {
  const { q, form, lang, delivery, from, to } = searchValues(filter);
  return [q, form, lang, delivery, from || to].filter(Boolean).length;
}

/** Whether a filter narrows the list beyond a status tab. */
export function isFiltered(filter: LeadFilter): boolean {
  return activeFilters(filter) > 0;
}
