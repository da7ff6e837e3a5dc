import { z } from "~/contracts/zod";

import { defineLeadForm } from "~/contracts/lead-form";

// The booking form's input limits.
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 100;
export const PHONE_MIN_LENGTH = 10;
export const PHONE_MAX_LENGTH = 15;
export const COMPANY_MIN_LENGTH = 2;
export const COMPANY_MAX_LENGTH = 100;
export const MESSAGE_MAX_LENGTH = 500;

/** Letters of any alphabet, spaces, apostrophes and hyphens. */
const NAME_PATTERN = /^[\p{L}\s'’-]+$/u;
/** An optional leading plus, then digits, spaces, hyphens and brackets. */
const PHONE_PATTERN = /^\+?[\d\s()-]+$/;
/** Letters, digits, spaces and & - . , ' ( ) */
const COMPANY_PATTERN = /^[\p{L}\d\s&.,'’()-]+$/u;

// The business offer form's rules and messages, word for word.
export const bookingFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(NAME_MIN_LENGTH, "Name must be at least 2 characters")
    .max(NAME_MAX_LENGTH, "Name must be less than 50 characters")
    .regex(NAME_PATTERN, "Name contains invalid characters"),
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH, "Email must be less than 100 characters")
    .pipe(z.email("Please enter a valid email address"))
    .transform((email) => email.toLowerCase()),
  phone: z
    .string()
    .trim()
    .min(PHONE_MIN_LENGTH, "Phone number must be at least 10 digits")
    .max(PHONE_MAX_LENGTH, "Phone number must be less than 15 digits")
    .regex(PHONE_PATTERN, "Please enter a valid phone number"),
  company: z
    .string()
    .trim()
    .min(COMPANY_MIN_LENGTH, "Company name must be at least 2 characters")
    .max(COMPANY_MAX_LENGTH, "Company name must be less than 100 characters")
    .regex(COMPANY_PATTERN, "Company name contains invalid characters"),
  message: z.string().trim().max(MESSAGE_MAX_LENGTH, "Message must be less than 500 characters"),
});

export type BookingFormInput = z.input<typeof bookingFormSchema>;
export type BookingFormValues = z.output<typeof bookingFormSchema>;
export type BookingKind = "trial" | "package";

export const emptyBookingForm: BookingFormInput = {
  name: "",
  email: "",
  phone: "",
  company: "",
  message: "",
};

const BOOKINGS = {
  trial: { form: "offer", title: "Trial booking", page: "/offer" },
  package: { form: "business-offer", title: "Package booking", page: "/services/business-offer" },
} as const;

/**
 * The two booking forms share one schema; the lead says which offer was booked, e.g.
 * "Trial booking: Ada Obi" or "Package booking: Ada Obi".
 */
function bookingLeadForm(kind: BookingKind) {
  const booking = BOOKINGS[kind];
  return defineLeadForm({
    name: booking.form,
    title: booking.title,
    schema: bookingFormSchema,
    fields: {
      name: { label: "Full name", autoComplete: "name", maxLength: NAME_MAX_LENGTH },
      email: {
        label: "Work email",
        input: "email",
        autoComplete: "email",
        maxLength: EMAIL_MAX_LENGTH,
      },
      phone: { label: "Phone", input: "tel", autoComplete: "tel", maxLength: PHONE_MAX_LENGTH },
      company: { label: "Company", autoComplete: "organization", maxLength: COMPANY_MAX_LENGTH },
      message: { label: "Message (optional)", input: "textarea", maxLength: MESSAGE_MAX_LENGTH },
    },
    subject: (values) => `${booking.title}: ${values.name}`,
    sender: (values) => ({ name: values.name, email: values.email, phone: values.phone }),
  });
}

export const bookingLeadForms = {
  trial: bookingLeadForm("trial"),
  package: bookingLeadForm("package"),
} as const;
