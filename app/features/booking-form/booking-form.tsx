import { buttonClass } from "~/components/ui/button";
import { HoneypotField, TextAreaField, TextField } from "~/components/ui/field";

import {
  type BookingKind,
  COMPANY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
} from "./booking-form.schema";
import { type BookingStatus, useBookingForm } from "./use-booking-form";

const BUTTON_LABELS: Record<BookingKind, Record<BookingStatus, string>> = {
  trial: {
    idle: "BOOK MY FREE TRIAL CLEAN NOW",
    submitting: "BOOKING YOUR TRIAL...",
    success: "TRIAL BOOKED!",
  },
  package: {
    idle: "BOOK MY £150 PACKAGE NOW",
    submitting: "SECURING YOUR SPOT...",
    success: "SPOT SECURED!",
  },
};

export function BookingForm({
  kind,
  messagePlaceholder,
}: {
  kind: BookingKind;
  messagePlaceholder: string;
}) {
  const { status, submit, field, errorOf, ready } = useBookingForm(kind);
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Booking form"
      data-ready={ready}
      className="relative grid gap-5"
    >
      <TextField
        id="booking-name"
        label="Full name"
        required
        autoComplete="name"
        maxLength={NAME_MAX_LENGTH}
        error={errorOf("name")}
        {...field("name")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="booking-email"
          label="Work email"
          type="email"
          required
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          error={errorOf("email")}
          {...field("email")}
        />
        <TextField
          id="booking-phone"
          label="Phone"
          type="tel"
          required
          autoComplete="tel"
          maxLength={PHONE_MAX_LENGTH}
          hint="10 to 15 digits"
          error={errorOf("phone")}
          {...field("phone")}
        />
      </div>
      <TextField
        id="booking-company"
        label="Company"
        required
        autoComplete="organization"
        maxLength={COMPANY_MAX_LENGTH}
        error={errorOf("company")}
        {...field("company")}
      />
      <TextAreaField
        id="booking-message"
        label="Message (optional)"
        rows={3}
        placeholder={messagePlaceholder}
        maxLength={MESSAGE_MAX_LENGTH}
        error={errorOf("message")}
        {...field("message")}
      />
      <HoneypotField {...field("website")} />
      <button
        type="submit"
        disabled={status !== "idle"}
        className={buttonClass("primary", "w-full text-lg")}
      >
        {BUTTON_LABELS[kind][status]}
      </button>
    </form>
  );
}
