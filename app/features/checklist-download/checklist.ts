import { type PersonContact, personContactSchema } from "~/lib/contact-rules";
import type { Lead } from "~/lib/lead-delivery";

/** decisions §3: the checklist PDF the form downloads. */
export const CHECKLIST_PDF = "/assets/cleaning-partner-checklist.pdf";
export const CHECKLIST_TITLE = "27 Essential Things to Check Before Selecting a Cleaning Partner";

export const checklistFormSchema = personContactSchema;

export function checklistLead(values: PersonContact): Lead {
  return {
    subject: `Checklist download: ${values.firstName} ${values.lastName}`,
    fields: {
      name: `${values.firstName} ${values.lastName}`,
      telephone: values.telephone,
      email: values.email,
      download: CHECKLIST_TITLE,
    },
  };
}
