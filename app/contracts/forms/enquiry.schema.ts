import { z } from "~/contracts/zod";

import { PHONE_PATTERN, requiredText } from "~/contracts/contact-rules";
import { defineLeadForm } from "~/contracts/lead-form";

export const ENQUIRY_MESSAGE_MAX_LENGTH = 500;

/** The alert shown once the enquiry has been delivered. */
export const ENQUIRY_THANKS =
  "Thank you! Your inquiry has been submitted. We will get back to you shortly.";

/** The choices besides the five product categories. */
export const EXTRA_INTERESTS = ["Services", "Other"] as const;

// Messages in the wording style of the checklist form's.
export const enquiryFormMessages = {
  fullNameRequired: "Full name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  phoneRequired: "Phone is required",
  phoneInvalid: "Please enter a valid phone number",
  interestRequired: "Please choose a product of interest",
  messageRequired: "Message is required",
  messageTooLong: "Message must be less than 500 characters",
};

export type EnquiryFormMessages = typeof enquiryFormMessages;

/** The enquiry's rules, saying what is wrong in the given words. */
export function buildEnquiryFormSchema(messages: EnquiryFormMessages) {
  return z.object({
    fullName: requiredText(messages.fullNameRequired),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, { error: messages.emailRequired, abort: true })
      .pipe(z.email({ error: messages.emailInvalid })),
    phone: z
      .string()
      .trim()
      .min(1, { error: messages.phoneRequired, abort: true })
      .regex(PHONE_PATTERN, { error: messages.phoneInvalid }),
    interest: requiredText(messages.interestRequired),
    message: requiredText(messages.messageRequired).max(ENQUIRY_MESSAGE_MAX_LENGTH, {
      error: messages.messageTooLong,
    }),
  });
}

export const enquiryFormSchema = buildEnquiryFormSchema(enquiryFormMessages);

export type EnquiryFormValues = z.input<typeof enquiryFormSchema>;

export const emptyEnquiryForm: EnquiryFormValues = {
  fullName: "",
  email: "",
  phone: "",
  interest: "",
  message: "",
};

export const enquiryLeadForm = defineLeadForm({
  name: "enquiry",
  title: "Enquiry",
  schema: enquiryFormSchema,
  fields: {
    fullName: { label: "Full name", autoComplete: "name" },
    email: { label: "Email", input: "email", autoComplete: "email" },
    phone: { label: "Phone", input: "tel", autoComplete: "tel" },
    interest: { label: "Product of interest" },
    message: { label: "Message", input: "textarea", maxLength: ENQUIRY_MESSAGE_MAX_LENGTH },
  },
  subject: (values) => `Enquiry: ${values.fullName}`,
  sender: (values) => ({ name: values.fullName, email: values.email, phone: values.phone }),
});
