import { buttonClass } from "~/components/ui/button";
import { specProps, TextAreaField, TextField } from "~/components/ui/field";
import { InlineLeadForm } from "~/components/forms/inline-lead-form";

import { type BookingKind, bookingLeadForms } from "~/contracts/forms/booking-form.schema";
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
  const lead = bookingLeadForms[kind];
  const { fields } = lead;
  return (
    <InlineLeadForm
      name={lead.name}
      label="Booking form"
      ready={ready}
      onSubmit={submit}
      className="relative grid gap-5"
    >
      <TextField
        id="booking-name"
        {...specProps(fields.name)}
        required
        error={errorOf("name")}
        {...field("name")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="booking-email"
          {...specProps(fields.email)}
          required
          error={errorOf("email")}
          {...field("email")}
        />
        <TextField
          id="booking-phone"
          {...specProps(fields.phone)}
          required
          hint="10 to 15 digits"
          error={errorOf("phone")}
          {...field("phone")}
        />
      </div>
      <TextField
        id="booking-company"
        {...specProps(fields.company)}
        required
        error={errorOf("company")}
        {...field("company")}
      />
      <TextAreaField
        id="booking-message"
        {...specProps(fields.message)}
        rows={3}
        placeholder={messagePlaceholder}
        error={errorOf("message")}
        {...field("message")}
      />
      <button
        type="submit"
        disabled={status !== "idle"}
        className={buttonClass("primary", "w-full text-lg")}
      >
        {BUTTON_LABELS[kind][status]}
      </button>
    </InlineLeadForm>
  );
}
