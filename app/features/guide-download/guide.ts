import { z } from "~/lib/zod";

import { contactMessages, emailSchema, requiredText } from "~/lib/contact-rules";
import type { Lead } from "~/lib/lead-delivery";

/** decisions §3: the guide the form downloads. */
export const GUIDE_PDF = "/assets/business-growth-strategy-guide.pdf";
export const GUIDE_TITLE = "Business Growth Strategy Guide";

export const guideFormSchema = z.object({
  firstName: requiredText(contactMessages.firstNameRequired),
  email: emailSchema,
});

export type GuideFormValues = z.input<typeof guideFormSchema>;

export const emptyGuideForm: GuideFormValues = { firstName: "", email: "" };

export function guideLead(values: GuideFormValues): Lead {
  return {
    subject: `Guide download: ${values.firstName}`,
    fields: { name: values.firstName, email: values.email, download: GUIDE_TITLE },
  };
}
