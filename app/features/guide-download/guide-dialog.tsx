import { FileDown } from "lucide-react";

import { LeadDialogForm } from "~/components/forms/lead-dialog-form";
import type { DialogProps } from "~/components/ui/dialog-opener";
import { specProps, TextField } from "~/components/ui/field";
import { downloadFile } from "~/lib/download";
import { useDialogLeadForm } from "~/hooks/use-lead-form";

import {
  emptyGuideForm,
  GUIDE_PDF,
  GUIDE_TITLE,
  guideLeadForm,
} from "~/contracts/forms/guide.schema";

const fields = guideLeadForm.fields;

export default function GuideDialog({ open, onOpenChange }: DialogProps) {
  const { submit, submitting, field, errorOf, deliveryFailed } = useDialogLeadForm({
    onOpenChange,
    lead: guideLeadForm,
    defaultValues: emptyGuideForm,
    afterSent: () => downloadFile(GUIDE_PDF),
  });
  return (
    <LeadDialogForm
      open={open}
      onOpenChange={onOpenChange}
      title={`Download our ${GUIDE_TITLE}`}
      description="Practical steps for seafood traders, processors and their partners. Free as a PDF."
      onSubmit={submit}
      submitting={submitting}
      failed={deliveryFailed}
      icon={FileDown}
      submitLabel="Download the Guide"
      submittingLabel="Preparing your download..."
    >
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
    </LeadDialogForm>
  );
}
