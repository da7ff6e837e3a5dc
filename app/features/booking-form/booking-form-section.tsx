import { Suspense } from "react";

import { lazyWhenNear } from "~/lib/lazy-when-near";

import type { BookingKind } from "~/contracts/forms/booking-form.schema";

interface BookingFormProps {
  kind: BookingKind;
  messagePlaceholder: string;
}

const DeferredBookingForm = lazyWhenNear<BookingFormProps>("booking-form", () =>
  import("./booking-form").then((module) => ({ default: module.BookingForm })),
);

/** The booking form is in the pre-rendered page; its code loads as it comes near the viewport. */
export function BookingFormSection(props: BookingFormProps) {
  return (
    <div id="booking-form">
      <Suspense fallback={null}>
        <DeferredBookingForm {...props} />
      </Suspense>
    </div>
  );
}
