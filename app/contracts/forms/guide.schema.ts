import { contactMessages, emailSchema, requiredText } from "~/contracts/contact-rules";
import { defineLeadForm } from "~/contracts/lead-form";
import { z } from "~/contracts/zod";

/** The guide the form downloads. */
export const GUIDE_PDF = "/assets/business-growth-strategy-guide.pdf";
export const GUIDE_TITLE = "Business Growth Strategy Guide";

export const guideFormSchema = z.object({
  firstName: requiredText(contactMessages.firstNameRequired),
  email: emailSchema,
});

export type GuideFormValues = z.input<typeof guideFormSchema>;

export const emptyGuideForm: GuideFormValues = { firstName: "", email: "" };

export const guideLeadForm = defineLeadForm({
  name: "guide",
  title: "Guide download",
  schema: guideFormSchema,
  fields: {
    firstName: { label: "First Name", autoComplete: "given-name" },
    email: { label: "Email", input: "email", autoComplete: "email" },
  },
  subject: (values) => `Guide download: ${values.firstName}`,
  sender: (values) => ({ name: values.firstName, email: values.email }),
  rows: (_, filled) => [...filled, { key: "download", label: "Downloaded", value: GUIDE_TITLE }],
  preview: () => `Downloaded the ${GUIDE_TITLE}`,
});
