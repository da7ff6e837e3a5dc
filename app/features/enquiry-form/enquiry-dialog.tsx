import { Send } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { useState } from "react";

import { buttonClass } from "~/components/ui/button";
import type { DialogProps } from "~/components/ui/dialog-opener";
import { LeadDialogForm } from "~/components/forms/lead-dialog-form";
import { SelectField, specProps, TextAreaField, TextField } from "~/components/ui/field";
import { useDialogLeadForm } from "~/hooks/use-lead-form";

import {
  emptyEnquiryForm,
  ENQUIRY_THANKS,
  enquiryLeadForm,
  EXTRA_INTERESTS,
} from "~/contracts/forms/enquiry.schema";

const fields = enquiryLeadForm.fields;

export interface EnquiryDialogExtra {
  /** The five product category names, from the page's data. */
  categories: readonly string[];
}

export default function EnquiryDialog({
  open,
  onOpenChange,
  categories,
}: DialogProps & EnquiryDialogExtra) {
  const [thanked, setThanked] = useState(false);
  const { submit, submitting, field, errorOf, deliveryFailed } = useDialogLeadForm({
    onOpenChange,
    lead: enquiryLeadForm,
    defaultValues: emptyEnquiryForm,
    afterSent: () => setThanked(true),
  });
  return (
    <>
      <LeadDialogForm
        open={open}
        onOpenChange={onOpenChange}
        title="Send an Enquiry"
        description="Tell us what you are looking for and we will reply during business hours."
        onSubmit={submit}
        submitting={submitting}
        failed={deliveryFailed}
        icon={Send}
        submitLabel="Send Enquiry"
        submittingLabel="Sending..."
      >
        <TextField
          id="enquiry-full-name"
          {...specProps(fields.fullName)}
          required
          error={errorOf("fullName")}
          {...field("fullName")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="enquiry-email"
            {...specProps(fields.email)}
            required
            error={errorOf("email")}
            {...field("email")}
          />
          <TextField
            id="enquiry-phone"
            {...specProps(fields.phone)}
            required
            error={errorOf("phone")}
            {...field("phone")}
          />
        </div>
        <SelectField
          id="enquiry-interest"
          label={fields.interest.label}
          required
          placeholder="Choose one"
          options={[...categories, ...EXTRA_INTERESTS]}
          error={errorOf("interest")}
          {...field("interest")}
        />
        <TextAreaField
          id="enquiry-message"
          {...specProps(fields.message)}
          required
          rows={4}
          hint="Up to 500 characters"
          error={errorOf("message")}
          {...field("message")}
        />
      </LeadDialogForm>
      <AlertDialog.Root open={thanked} onOpenChange={setThanked}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-navy-950/70" />
          <AlertDialog.Content className="fixed inset-x-4 top-1/3 z-[70] mx-auto max-w-md rounded-xl bg-white p-6 shadow-raised">
            <AlertDialog.Title className="text-xl font-bold text-navy-900">
              Enquiry sent
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-3 text-ink">
              {ENQUIRY_THANKS}
            </AlertDialog.Description>
            <AlertDialog.Action className={buttonClass("primary", "mt-6")}>OK</AlertDialog.Action>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  );
}
