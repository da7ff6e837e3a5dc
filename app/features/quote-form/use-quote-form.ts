import { useMemo, useState } from "react";

import type { ProductCatalogue, ProductChoices } from "~/content/quote-choices";
import { emptyEnquiryForm, enquiryLeadForm } from "~/contracts/forms/enquiry.schema";
import { useLeadForm } from "~/hooks/use-lead-form";
import type { ToastMessage } from "~/lib/toast";

/**
 * A product page's quote request: an enquiry whose product (and its category, the interest)
 * the page sets, and whose form and size grade can only be the product's own. Once the lead is
 * stored its reference replaces the form until the visitor sends another.
 */
export function useQuoteForm(choices: ProductChoices, failure: ToastMessage) {
  const [sent, setSent] = useState<{ reference?: string } | null>(null);
  const catalogue = useMemo<ProductCatalogue>(
    () => ({
      interests: [choices.category],
      product: (name) => (name === choices.product.value ? choices : undefined),
    }),
    [choices],
  );
  const defaultValues = useMemo(
    () => ({
      ...emptyEnquiryForm,
      interest: choices.category.value,
      product: choices.product.value,
    }),
    [choices],
  );
  const lead = useLeadForm({
    lead: enquiryLeadForm,
    defaultValues,
    catalogue,
    failure,
    onSent: (receipt) => setSent(receipt),
  });
  const sendAnother = () => {
    lead.reset();
    setSent(null);
  };
  return { ...lead, catalogue, sent, sendAnother };
}
