import { FileDown } from "lucide-react";

import { buttonClass } from "~/components/ui/button";
import { Modal } from "~/components/ui/dialog";
import type { DialogProps } from "~/components/ui/dialog-opener";
import { DeliveryAlert, HoneypotField, specProps, TextField } from "~/components/ui/field";
import { emptyPersonContact, personContactFields as fields } from "~/lib/contact-rules";
import { downloadFile } from "~/lib/download";
import { HONEYPOT_NAME } from "~/lib/lead-form";
import { useDialogLeadForm } from "~/lib/use-lead-form";

import { CHECKLIST_PDF, CHECKLIST_TITLE, checklistLeadForm } from "./checklist";

export default function ChecklistDialog({ open, onOpenChange }: DialogProps) {
  const { submit, submitting, field, errorOf, deliveryFailed } = useDialogLeadForm({
    onOpenChange,
    lead: checklistLeadForm,
    defaultValues: emptyPersonContact,
    afterSent: () => downloadFile(CHECKLIST_PDF),
  });
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={CHECKLIST_TITLE}
      description="Tell us where to reach you and the checklist (PDF) downloads straight away."
    >
      <form noValidate onSubmit={submit} className="relative grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="checklist-first-name"
            {...specProps(fields.firstName)}
            required
            error={errorOf("firstName")}
            {...field("firstName")}
          />
          <TextField
            id="checklist-last-name"
            {...specProps(fields.lastName)}
            required
            error={errorOf("lastName")}
            {...field("lastName")}
          />
        </div>
        <TextField
          id="checklist-telephone"
          {...specProps(fields.telephone)}
          required
          error={errorOf("telephone")}
          {...field("telephone")}
        />
        <TextField
          id="checklist-email"
          {...specProps(fields.email)}
          required
          error={errorOf("email")}
          {...field("email")}
        />
        <HoneypotField name={HONEYPOT_NAME} />
        <DeliveryAlert failed={deliveryFailed} />
        <button type="submit" disabled={submitting} className={buttonClass("primary")}>
          <FileDown aria-hidden="true" className="size-5" />
          {submitting ? "Preparing your download..." : "Download the Checklist"}
        </button>
      </form>
    </Modal>
  );
}
