import type { z } from "zod";

import { type LeadFilter, leadFilterSchema } from "~/contracts/inbox";

export const DAY_ORDER_MESSAGE =
  "Choose a “Received until” day on or after the “Received from” day";

/** The search form's fields (the status is chosen by the tabs, the page by the pager). */
export const leadSearchSchema = leadFilterSchema
  .pick({ q: true, form: true, from: true, to: true })
  .refine((values) => !values.from || !values.to || values.from <= values.to, {
    path: ["to"],
    message: DAY_ORDER_MESSAGE,
  });

export type LeadSearchValues = z.input<typeof leadSearchSchema>;
export type LeadSearchField = keyof LeadSearchValues;

/** Every lead under "New", on the first page. */
export const DEFAULT_FILTER: LeadFilter = leadFilterSchema.parse({});

/** The search form's fields of a filter. */
export function searchValues({ q, form, from, to }: LeadFilter): Required<LeadSearchValues> {
  return { q, form, from, to };
}

/** Whether a filter narrows the list beyond a status tab. */
export function isFiltered(filter: LeadFilter): boolean {
  return Boolean(filter.q || filter.form || filter.from || filter.to);
}
