import {
  personContactFields,
  type PersonContact,
  personContactSchema,
} from "~/contracts/contact-rules";
import { defineLeadForm } from "~/contracts/lead-form";

/** The checklist PDF the form downloads. */
export const CHECKLIST_PDF = "/assets/cleaning-partner-checklist.pdf";
export const CHECKLIST_TITLE = "27 Essential Things to Check Before Selecting a Cleaning Partner";

export const checklistFormSchema = personContactSchema;

export const checklistLeadForm = defineLeadForm({
  name: "checklist",
  title: "Checklist download",
  schema: checklistFormSchema,
  fields: personContactFields,
  subject: (values: PersonContact) => `Checklist download: ${values.firstName} ${values.lastName}`,
  sender: (values) => ({
    name: `${values.firstName} ${values.lastName}`,
    email: values.email,
    phone: values.telephone,
  }),
  rows: (_, filled) => [
    ...filled,
    { key: "download", label: "Downloaded", value: CHECKLIST_TITLE },
  ],
  preview: () => `Downloaded the checklist "${CHECKLIST_TITLE}"`,
});
