import { z } from "~/lib/zod";

import type { Lead } from "~/lib/lead-delivery";

/** spec §9: the contact form's phone needs at least 10 characters. */
export const CONTACT_PHONE_MIN_LENGTH = 10;

// spec §5: the contact form's messages, word for word.
export const contactFormSchema = z.object({
  firstName: z.string().trim().min(1, "First name is required"),
  lastName: z.string().trim().min(1, "Last name is required"),
  email: z.string().trim().pipe(z.email("Invalid email address")),
  phone: z.string().trim().min(CONTACT_PHONE_MIN_LENGTH, "Valid phone number is required"),
  message: z.string().trim().min(1, "Please provide your enquiry"),
});

export type ContactFormValues = z.input<typeof contactFormSchema>;

export const emptyContactForm: ContactFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  message: "",
};

/** spec §7: name joined with a space, and the subject "Contact Form: {first} {last}". */
export function contactLead(values: z.output<typeof contactFormSchema>): Lead {
  const name = `${values.firstName} ${values.lastName}`;
  return {
    subject: `Contact Form: ${name}`,
    fields: { name, email: values.email, phone: values.phone, message: values.message },
  };
}
