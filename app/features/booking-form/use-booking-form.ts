import { useEffect, useState } from "react";

import { showToast } from "~/lib/toast";
import { useLeadForm } from "~/hooks/use-lead-form";

import {
  type BookingKind,
  bookingLeadForms,
  emptyBookingForm,
} from "~/contracts/forms/booking-form.schema";

/** The business-offer form shows its success for 3 s, then resets. */
export const BOOKING_SUCCESS_MS = 3000;
/** A second submit within 5 s is ignored. */
export const SUBMIT_THROTTLE_MS = 5000;

export type BookingStatus = "idle" | "submitting" | "success";

export function useBookingForm(kind: BookingKind) {
  const [succeeded, setSucceeded] = useState(false);
  const [lastSentAt, setLastSentAt] = useState<number | null>(null);
  const { submit, submitting, field, errorOf, reset, ready } = useLeadForm({
    lead: bookingLeadForms[kind],
    defaultValues: emptyBookingForm,
    beforeSend: () => {
      const now = Date.now();
      if (lastSentAt !== null && now - lastSentAt < SUBMIT_THROTTLE_MS) {
        void showToast("error", {
          title: "Please wait",
          description: "Please wait a moment before submitting again.",
        });
        return false;
      }
      return true;
    },
    // The 5 s throttle starts when a booking is delivered: after a failure the visitor may retry at once.
    onSent: () => {
      setLastSentAt(Date.now());
      setSucceeded(true);
      void showToast("success", {
        title: "Thank you!",
        description: "We'll contact you within 2 hours to schedule your package.",
      });
    },
    failure: { title: "Error", description: "Something went wrong. Please try again." },
  });

  // Only the business-offer form returns to idle; the trial form stays booked.
  useEffect(() => {
    if (!succeeded || kind !== "package") return;
    const timer = window.setTimeout(() => {
      reset();
      setSucceeded(false);
    }, BOOKING_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded, kind, reset]);

  const status: BookingStatus = succeeded ? "success" : submitting ? "submitting" : "idle";
  return { status, submit, field, errorOf, ready };
}
