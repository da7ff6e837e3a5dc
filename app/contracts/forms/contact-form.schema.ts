import { localize, requireTranslations, type Resolved } from "~/content/localized";
import { defineLeadForm, ENGLISH, type FormContext } from "~/contracts/lead-form";
import { z } from "~/contracts/zod";

/** The contact form's phone needs at least 10 characters. */
export const CONTACT_PHONE_MIN_LENGTH = 10;
/** Longest accepted names and e-mail address: the site's general input limits. */
export const CONTACT_NAME_MAX_LENGTH = 50;
export const CONTACT_EMAIL_MAX_LENGTH = 100;
/** A buyer's enquiry (species, volumes, destination) needs more room than the offers' 500. */
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;

const FILE = "app/contracts/forms/contact-form.schema.ts";

// The contact form's messages, the English word for word; the length caps are the site's own.
export const contactFormMessages = requireTranslations(FILE, {
  firstNameRequired: { en: "First name is required", ar: "الاسم الأول مطلوب" },
  firstNameTooLong: {
    en: "First name must be less than 50 characters",
    ar: "يجب أن يقل الاسم الأول عن 50 حرفًا",
  },
  lastNameRequired: { en: "Last name is required", ar: "اسم العائلة مطلوب" },
  lastNameTooLong: {
    en: "Last name must be less than 50 characters",
    ar: "يجب أن يقل اسم العائلة عن 50 حرفًا",
  },
  emailTooLong: {
    en: "Email must be less than 100 characters",
    ar: "يجب أن يقل البريد الإلكتروني عن 100 حرف",
  },
  emailInvalid: { en: "Invalid email address", ar: "عنوان البريد الإلكتروني غير صحيح" },
  phoneInvalid: { en: "Valid phone number is required", ar: "يلزم إدخال رقم هاتف صحيح" },
  messageRequired: { en: "Please provide your enquiry", ar: "يُرجى كتابة استفسارك" },
  messageTooLong: {
    en: "Message must be less than 2000 characters",
    ar: "يجب أن تقل الرسالة عن 2000 حرف",
  },
});

export type ContactFormMessages = Resolved<typeof contactFormMessages>;

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

type ContactFormSchema = ReturnType<typeof buildContactFormSchema>;

const schemas: Record<FormContext["locale"], ContactFormSchema> = {
  en: buildContactFormSchema(localize(contactFormMessages, "en")),
  ar: buildContactFormSchema(localize(contactFormMessages, "ar")),
};

/** The rules with the English messages. */
export const contactFormSchema = schemas.en;

export type ContactFormValues = z.input<typeof contactFormSchema>;

export const emptyContactForm: ContactFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  message: "",
};

const labels = requireTranslations(FILE, {
  firstName: { en: "First name", ar: "الاسم الأول" },
  lastName: { en: "Last name", ar: "اسم العائلة" },
  email: { en: "Email", ar: "البريد الإلكتروني" },
  phone: { en: "Phone", ar: "الهاتف" },
  message: { en: "Message", ar: "الرسالة" },
});

function contactFields({ locale }: FormContext) {
  const label = localize(labels, locale);
  return {
    firstName: {
      label: label.firstName,
      autoComplete: "given-name",
      maxLength: CONTACT_NAME_MAX_LENGTH,
    },
    lastName: {
      label: label.lastName,
      autoComplete: "family-name",
      maxLength: CONTACT_NAME_MAX_LENGTH,
    },
    email: {
      label: label.email,
      input: "email",
      autoComplete: "email",
      maxLength: CONTACT_EMAIL_MAX_LENGTH,
    },
    phone: { label: label.phone, input: "tel", autoComplete: "tel" },
    message: { label: label.message, input: "textarea", maxLength: CONTACT_MESSAGE_MAX_LENGTH },
  } as const;
}

/** The e-mail subject is "Contact Form: {first} {last}"; the post also carries the whole `name`. */
export const contactLeadForm = defineLeadForm({
  name: "contact",
  title: "Contact form",
  schema: contactFormSchema,
  fields: contactFields(ENGLISH),
  subject: (values) => `Contact Form: ${values.firstName} ${values.lastName}`,
  sender: (values) => ({
    name: `${values.firstName} ${values.lastName}`,
    email: values.email,
    phone: values.phone,
  }),
  postFields: (values) => ({ name: `${values.firstName} ${values.lastName}` }),
  schemaIn: ({ locale }) => schemas[locale],
  fieldsIn: (context) => contactFields(context),
});
