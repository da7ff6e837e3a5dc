import { FileDown } from "lucide-react";

import { buttonClass } from "~/components/ui/button";
import { Modal } from "~/components/ui/dialog";
import type { DialogProps } from "~/components/ui/dialog-opener";
import { DeliveryAlert, HoneypotField, specProps, TextField } from "~/components/ui/field";
import { downloadFile } from "~/lib/download";
import { HONEYPOT_NAME } from "~/lib/lead-form";
import { useDialogLeadForm } from "~/lib/use-lead-form";

import { emptyGuideForm, GUIDE_PDF, GUIDE_TITLE, guideLeadForm } from "./guide";

const fields = guideLeadForm.fields;

export default function GuideDialog({ open, onOpenChange }: DialogProps) {
  const { submit, submitting, field, errorOf, deliveryFailed } = useDialogLeadForm({
    onOpenChange,
    lead: guideLeadForm,
    defaultValues: emptyGuideForm,
    afterSent: () => downloadFile(GUIDE_PDF),
  });
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={`Download our ${GUIDE_TITLE}`}
      description="Practical steps for seafood traders, processors and their partners. Free as a PDF."
    >
      <form noValidate onSubmit={submit} className="relative grid gap-4">
        <TextField
          id="guide-first-name"
          {...specProps(fields.firstName)}
          required
          error={errorOf("firstName")}
          {...field("firstName")}
        />
        <TextField
          id="guide-email"
          {...specProps(fields.email)}
          required
          error={errorOf("email")}
          {...field("email")}
        />
        <HoneypotField name={HONEYPOT_NAME} />
        <DeliveryAlert failed={deliveryFailed} />
        <button type="submit" disabled={submitting} className={buttonClass("primary")}>
          <FileDown aria-hidden="true" className="size-5" />
          {submitting ? "Preparing your download..." : "Download the Guide"}
        </button>
      </form>
    </Modal>
  );
}
