import { FileDown } from "lucide-react";

import { buttonClass } from "~/components/ui/button";
import { Modal } from "~/components/ui/dialog";
import type { DialogProps } from "~/components/ui/dialog-opener";
import { DeliveryAlert, HoneypotField, TextField } from "~/components/ui/field";
import { emptyPersonContact } from "~/lib/contact-rules";
import { downloadFile } from "~/lib/download";
import { HONEYPOT_NAME } from "~/lib/lead-delivery";
import { useDialogLeadForm } from "~/lib/use-lead-form";

import { CHECKLIST_PDF, CHECKLIST_TITLE, checklistFormSchema, checklistLead } from "./checklist";

export default function ChecklistDialog({ open, onOpenChange }: DialogProps) {
  const { submit, submitting, field, errorOf, deliveryFailed } = useDialogLeadForm({
    onOpenChange,
    schema: checklistFormSchema,
    defaultValues: emptyPersonContact,
    toLead: checklistLead,
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
            label="First Name"
            required
            autoComplete="given-name"
            error={errorOf("firstName")}
            {...field("firstName")}
          />
          <TextField
            id="checklist-last-name"
            label="Last Name"
            required
            autoComplete="family-name"
            error={errorOf("lastName")}
            {...field("lastName")}
          />
        </div>
        <TextField
          id="checklist-telephone"
          label="Telephone"
          type="tel"
          required
          autoComplete="tel"
          error={errorOf("telephone")}
          {...field("telephone")}
        />
        <TextField
          id="checklist-email"
          label="Email"
          type="email"
          required
          autoComplete="email"
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
