import type { FieldSpec } from "~/contracts/lead-form";
import { z } from "~/contracts/zod";

/** A telephone number has 10 to 15 characters (docs/requirements.md#shared-contact-fields). */
export const PHONE_MIN_LENGTH = 10;
export const PHONE_MAX_LENGTH = 15;

/** Only digits, plus, space, parentheses or hyphen, 10 to 15 of them. */
export const PHONE_PATTERN = new RegExp(`^[0-9+ ()-]{${PHONE_MIN_LENGTH},${PHONE_MAX_LENGTH}}$`);

/** The messages shared by the checklist form and the calculator's contact step. */
export const contactMessages = {
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  telephoneRequired: "Telephone is required",
  telephoneInvalid: "Please enter a valid phone number",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
} as const;

/** A text the person must fill in; spaces alone count as empty. */
export function requiredText(message: string) {
  return z.string().trim().min(1, { error: message });
}

/** "Telephone is required", then the 10–15 character rule; one message at a time. */
export const telephoneSchema = z
  .string()
  .trim()
  .min(1, { error: contactMessages.telephoneRequired, abort: true })
  .regex(PHONE_PATTERN, { error: contactMessages.telephoneInvalid });

/** "Email is required", then the address format; one message at a time. Lower case. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: contactMessages.emailRequired, abort: true })
  .pipe(z.email({ error: contactMessages.emailInvalid }));

/** The four contact fields of the checklist form and the calculator's last step (see docs/requirements.md#shared-contact-fields). */
export const personContactSchema = z.object({
  firstName: requiredText(contactMessages.firstNameRequired),
  lastName: requiredText(contactMessages.lastNameRequired),
  telephone: telephoneSchema,
  email: emailSchema,
});

export type PersonContact = z.input<typeof personContactSchema>;

export const emptyPersonContact: PersonContact = {
  firstName: "",
  lastName: "",
  telephone: "",
  email: "",
};

/** The four fields' labels and input types, as the checklist form and the calculator show them. */
export const personContactFields = {
  firstName: { label: "First Name", autoComplete: "given-name" },
  lastName: { label: "Last Name", autoComplete: "family-name" },
  telephone: { label: "Telephone", input: "tel", autoComplete: "tel" },
  email: { label: "Email", input: "email", autoComplete: "email" },
} as const satisfies Record<keyof PersonContact, FieldSpec>;
