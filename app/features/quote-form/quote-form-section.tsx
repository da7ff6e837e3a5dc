import { Suspense } from "react";

import { lazyWhenNear } from "~/lib/lazy-when-near";

import type { QuoteFormProps } from "./quote-form";

const DeferredQuoteForm = lazyWhenNear<QuoteFormProps>("quote-form", () =>
  import("./quote-form").then((module) => ({ default: module.QuoteForm })),
);

/**
 * A product's quote request is in the pre-rendered page, so it posts without JavaScript too;
 * its code (validation, delivery) loads as it comes near the viewport.
 */
export function QuoteFormSection(props: QuoteFormProps) {
  return (
    <div id="quote-form" className="rounded-xl bg-white p-5 shadow-card ring-1 ring-line md:p-8">
      <Suspense fallback={null}>
        <DeferredQuoteForm {...props} />
      </Suspense>
    </div>
  );
}
