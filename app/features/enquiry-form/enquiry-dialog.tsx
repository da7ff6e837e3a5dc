import { Send } from "lucide-react";
import { useMemo, useState } from "react";

import { LeadConfirmation } from "~/components/forms/lead-confirmation";
import { LeadDialogForm } from "~/components/forms/lead-dialog-form";
import type { DialogProps } from "~/components/ui/dialog-opener";
import { BuyerContactFields, registerBuyerContact } from "~/components/forms/buyer-contact-fields";
import { SelectField, specProps, TextAreaField } from "~/components/ui/field";
import type { ConfirmationWords, FormWords } from "~/content/forms";
import type { Choice, ProductCatalogue } from "~/content/quote-choices";
import { emptyEnquiryForm, enquiryLeadForm } from "~/contracts/forms/enquiry.schema";
import { fieldsOf } from "~/contracts/lead-form";
import { useFormContext, useLeadForm } from "~/hooks/use-lead-form";

/** The enquiry's words in the page's language. */
export type EnquiryText = Pick<FormWords, "common" | "enquiry"> & {
  confirmation: ConfirmationWords;
};

export interface EnquiryDialogExtra {
  text: EnquiryText;
  /** "Product of interest": the five product categories and the extras, from the page's data. */
  interests: readonly Choice[];
}

/**
 * The enquiry in a dialog. Once the lead is stored the dialog shows the confirmation instead
 * of the form, also when it is closed and opened again, until the visitor sends another.
 */
export default function EnquiryDialog({
  open,
  onOpenChange,
  text,
  interests,
}: DialogProps & EnquiryDialogExtra) {
  const [sent, setSent] = useState<{ reference?: string } | null>(null);
  const catalogue = useMemo<ProductCatalogue>(
    () => ({ interests, product: () => undefined }),
    [interests],
  );
  const { submit, submitting, field, errorOf, deliveryFailed, reset } = useLeadForm({
    lead: enquiryLeadForm,
    defaultValues: emptyEnquiryForm,
    catalogue,
    failure: text.common.failureToast,
    onSent: (receipt) => setSent(receipt),
  });
  const fields = fieldsOf(enquiryLeadForm, useFormContext(catalogue));
  const words = text.enquiry;
  return (
    <LeadDialogForm
      open={open}
      onOpenChange={onOpenChange}
      title={words.title}
      description={words.description}
      onSubmit={submit}
      submitting={submitting}
      failed={deliveryFailed}
      icon={Send}
      submitLabel={words.submit}
      submittingLabel={text.common.sending}
      deliveryFailedMessage={text.common.deliveryFailed}
      honeypotLabel={text.common.honeypot}
      done={
        sent ? (
          <LeadConfirmation
            id="enquiry-sent"
            heading={words.sentHeading}
            text={words.sentText}
            reference={sent.reference}
            words={text.confirmation}
            sendAnotherLabel={words.sendAnother}
            onSendAnother={() => {
              reset();
              setSent(null);
            }}
          />
        ) : undefined
      }
    >
      <BuyerContactFields
        idPrefix="enquiry"
        fields={fields}
        registered={registerBuyerContact(field)}
        errorOf={errorOf}
      />
      <SelectField
        id="enquiry-interest"
        label={fields.interest.label}
        required
        placeholder={text.common.chooseOne}
        options={fields.interest.options ?? []}
        error={errorOf("interest")}
        {...field("interest")}
      />
      <TextAreaField
        id="enquiry-message"
        {...specProps(fields.message)}
        required
        rows={4}
        hint={words.messageHint}
        error={errorOf("message")}
        {...field("message")}
      />
    </LeadDialogForm>
  );
}
