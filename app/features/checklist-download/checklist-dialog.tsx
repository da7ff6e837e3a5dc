import { FileDown } from "lucide-react";

import { LeadDialogForm } from "~/components/forms/lead-dialog-form";
import { PersonContactFields } from "~/components/forms/person-contact-fields";
import type { DialogProps } from "~/components/ui/dialog-opener";
import { emptyPersonContact } from "~/contracts/contact-rules";
import { downloadFile } from "~/lib/download";
import { useDialogLeadForm } from "~/hooks/use-lead-form";

import {
  CHECKLIST_PDF,
  CHECKLIST_TITLE,
  checklistLeadForm,
} from "~/contracts/forms/checklist.schema";

export default function ChecklistDialog({ open, onOpenChange }: DialogProps) {
  const { submit, submitting, field, errorOf, deliveryFailed } = useDialogLeadForm({
    onOpenChange,
    lead: checklistLeadForm,
    defaultValues: emptyPersonContact,
    afterSent: () => downloadFile(CHECKLIST_PDF),
  });
  return (
    <LeadDialogForm
      open={open}
      onOpenChange={onOpenChange}
      title={CHECKLIST_TITLE}
      description="Tell us where to reach you and the checklist (PDF) downloads straight away."
      onSubmit={submit}
      submitting={submitting}
      failed={deliveryFailed}
      icon={FileDown}
      submitLabel="Download the Checklist"
      submittingLabel="Preparing your download..."
    >
      <PersonContactFields idPrefix="checklist" field={field} errorOf={errorOf} />
    </LeadDialogForm>
  );
}
