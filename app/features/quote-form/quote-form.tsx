import { Send } from "lucide-react";

import { InlineLeadForm } from "~/components/forms/inline-lead-form";
import { LeadConfirmation } from "~/components/forms/lead-confirmation";
import { buttonClass } from "~/components/ui/button";
import { BuyerContactFields, registerBuyerContact } from "~/components/forms/buyer-contact-fields";
import { SelectField, specProps, TextAreaField } from "~/components/ui/field";
import type { ConfirmationWords, FormWords } from "~/content/forms";
import type { ProductChoices } from "~/content/quote-choices";
import { enquiryLeadForm } from "~/contracts/forms/enquiry.schema";
import { fieldsOf } from "~/contracts/lead-form";
import { useUi } from "~/lib/use-ui";

import { useQuoteForm } from "./use-quote-form";

/** The quote request's words in the page's language. */
export type QuoteFormText = Pick<FormWords, "common" | "quote"> & {
  confirmation: ConfirmationWords;
};

export interface QuoteFormProps {
  text: QuoteFormText;
  /** The product, its category, its forms and size grades, from the page's data. */
  choices: ProductChoices;
}

export function QuoteForm({ text, choices }: QuoteFormProps) {
  const { locale } = useUi();
  const words = text.quote;
  const quote = useQuoteForm(choices, text.common.failureToast);
  const { submit, submitting, field, errorOf, ready, sent, sendAnother } = quote;
  const fields = fieldsOf(
    enquiryLeadForm,
    { locale, catalogue: quote.catalogue },
    {
      product: choices.product.value,
    },
  );
  if (sent) {
    return (
      <LeadConfirmation
        id="quote-sent"
        heading={words.sentHeading}
        text={words.sentText}
        reference={sent.reference}
        words={text.confirmation}
        sendAnotherLabel={words.sendAnother}
        onSendAnother={sendAnother}
      />
    );
  }
  const product = fields.product.options?.[0]?.label ?? choices.product.value;
  return (
    <InlineLeadForm
      name={enquiryLeadForm.name}
      label={words.formLabel}
      ready={ready}
      onSubmit={submit}
      locale={locale}
      honeypotLabel={text.common.honeypot}
      className="relative grid gap-5"
    >
      {/* Set by the page: the product and its category, posted with the buyer's details. */}
      <input type="hidden" defaultValue={choices.category.value} {...field("interest")} />
      <input type="hidden" defaultValue={choices.product.value} {...field("product")} />
      <p className="text-lg">
        <span className="font-semibold text-navy-900">{fields.product.label}:</span> {product}
      </p>
      <BuyerContactFields
        idPrefix="quote"
        fields={fields}
        registered={registerBuyerContact(field)}
        errorOf={errorOf}
        gapClassName="gap-5"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id="quote-product-form"
          label={fields.productForm.label}
          placeholder={words.anyForm}
          options={fields.productForm.options ?? []}
          error={errorOf("productForm")}
          {...field("productForm")}
        />
        <SelectField
          id="quote-grade"
          label={fields.grade.label}
          placeholder={words.anyGrade}
          options={fields.grade.options ?? []}
          error={errorOf("grade")}
          {...field("grade")}
        />
      </div>
      <TextAreaField
        id="quote-message"
        {...specProps(fields.message)}
        required
        rows={4}
        hint={words.messageHint}
        error={errorOf("message")}
        {...field("message")}
      />
      <button
        type="submit"
        disabled={submitting}
        className={buttonClass("primary", "justify-self-start")}
      >
        <Send aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        {submitting ? text.common.sending : words.submit}
      </button>
    </InlineLeadForm>
  );
}
