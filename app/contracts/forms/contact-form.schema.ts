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
export const contactFormMessages = {
  firstNameRequired: "First name is required",
  firstNameTooLong: "First name must be less than 50 characters",
  lastNameRequired: "Last name is required",
  lastNameTooLong: "Last name must be less than 50 characters",
  emailTooLong: "Email must be less than 100 characters",
  emailInvalid: "Invalid email address",
  phoneInvalid: "Valid phone number is required",
  messageRequired: "Please provide your enquiry",
  messageTooLong: "Message must be less than 2000 characters",
};

export type ContactFormMessages = typeof contactFormMessages;

/** The contact form's rules, saying what is wrong in the given words. */
export function buildContactFormSchema(messages: ContactFormMessages) {
  return z.object({
    firstName: z
      .string()
      .trim()
      .min(1, messages.firstNameRequired)
      .max(CONTACT_NAME_MAX_LENGTH, messages.firstNameTooLong),
    lastName: z
      .string()
      .trim()
      .min(1, messages.lastNameRequired)
      .max(CONTACT_NAME_MAX_LENGTH, messages.lastNameTooLong),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(CONTACT_EMAIL_MAX_LENGTH, messages.emailTooLong)
      .pipe(z.email(messages.emailInvalid)),
    phone: z.string().trim().min(CONTACT_PHONE_MIN_LENGTH, messages.phoneInvalid),
    message: z
      .string()
      .trim()
      .min(1, messages.messageRequired)
      .max(CONTACT_MESSAGE_MAX_LENGTH, messages.messageTooLong),
  });
}

export const contactFormSchema = buildContactFormSchema(contactFormMessages);

export type ContactFormValues = z.input<typeof contactFormSchema>;

export const emptyContactForm: ContactFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  message: "",
};

/** The e-mail subject is "Contact Form: {first} {last}"; the post also carries the whole `name`. */
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
  postFields: (values) => ({ name: `${values.firstName} ${values.lastName}` }),
});
