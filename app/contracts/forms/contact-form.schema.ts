import { defineLeadForm } from "~/contracts/lead-form";
import { z } from "~/contracts/zod";

/** The contact form's phone needs at least 10 characters. */
export const CONTACT_PHONE_MIN_LENGTH = 10;
/** Longest accepted names and e-mail address: the site's general input limits. */
export const CONTACT_NAME_MAX_LENGTH = 50;
export const CONTACT_EMAIL_MAX_LENGTH = 100;
/** A buyer's enquiry (species, volumes, destination) needs more room than the offers' 500. */
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;

// The contact form's messages, word for word; the length caps are the site's own.
export const contactFormSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, "First name is required")
    .max(CONTACT_NAME_MAX_LENGTH, "First name must be less than 50 characters"),
  lastName: z
    .string()
    .trim()
    .min(1, "Last name is required")
    .max(CONTACT_NAME_MAX_LENGTH, "Last name must be less than 50 characters"),
  email: z
    .string()
    .trim()
    .max(CONTACT_EMAIL_MAX_LENGTH, "Email must be less than 100 characters")
    .pipe(z.email("Invalid email address")),
  phone: z.string().trim().min(CONTACT_PHONE_MIN_LENGTH, "Valid phone number is required"),
  message: z
    .string()
    .trim()
    .min(1, "Please provide your enquiry")
    .max(CONTACT_MESSAGE_MAX_LENGTH, "Message must be less than 2000 characters"),
});

export type ContactFormValues = z.input<typeof contactFormSchema>;

export const emptyContactForm: ContactFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  message: "",
};

/** The e-mail subject is "Contact Form: {first} {last}". */
export const contactLeadForm = defineLeadForm({
  name: "contact",
  title: "Contact form",
  schema: contactFormSchema,
  fields: {
    firstName: {
      label: "First name",
      autoComplete: "given-name",
      maxLength: CONTACT_NAME_MAX_LENGTH,
    },
    lastName: {
      label: "Last name",
      autoComplete: "family-name",
      maxLength: CONTACT_NAME_MAX_LENGTH,
    },
    email: {
      label: "Email",
      input: "email",
      autoComplete: "email",
      maxLength: CONTACT_EMAIL_MAX_LENGTH,
    },
    phone: { label: "Phone", input: "tel", autoComplete: "tel" },
    message: { label: "Message", input: "textarea", maxLength: CONTACT_MESSAGE_MAX_LENGTH },
  },
  subject: (values) => `Contact Form: ${values.firstName} ${values.lastName}`,
  sender: (values) => ({
    name: `${values.firstName} ${values.lastName}`,
    email: values.email,
    phone: values.phone,
  }),
});
