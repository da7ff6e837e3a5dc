import { z } from "~/contracts/zod";

import { emailSchema, PHONE_PATTERN, requiredText } from "~/contracts/contact-rules";
import { defineLeadForm } from "~/contracts/lead-form";

export const ENQUIRY_MESSAGE_MAX_LENGTH = 500;

/** The alert shown once the enquiry has been delivered. */
export const ENQUIRY_THANKS =
  "Thank you! Your inquiry has been submitted. We will get back to you shortly.";

/** The choices besides the five product categories. */
export const EXTRA_INTERESTS = ["Services", "Other"] as const;

// Messages in the wording style of the checklist form's.
export const enquiryFormSchema = z.object({
  fullName: requiredText("Full name is required"),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .min(1, { error: "Phone is required", abort: true })
    .regex(PHONE_PATTERN, { error: "Please enter a valid phone number" }),
  interest: requiredText("Please choose a product of interest"),
  message: requiredText("Message is required").max(ENQUIRY_MESSAGE_MAX_LENGTH, {
    error: "Message must be less than 500 characters",
  }),
});

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
