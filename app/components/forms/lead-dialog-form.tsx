import type { LucideIcon } from "lucide-react";

import { buttonClass } from "~/components/ui/button";
import { Modal } from "~/components/ui/dialog";
import { DeliveryAlert, HoneypotField } from "~/components/ui/field";
import { HONEYPOT_NAME } from "~/contracts/lead-form";

interface LeadDialogFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  /** A failed delivery, said inside the dialog (see DeliveryAlert). */
  failed: boolean;
  submitLabel: string;
  submittingLabel: string;
  icon: LucideIcon;
  children: React.ReactNode;
}

/** A lead form in a dialog: its fields, the honeypot, the delivery alert and the submit button. */
export function LeadDialogForm({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  submitting,
  failed,
  submitLabel,
  submittingLabel,
  icon: Icon,
  children,
}: LeadDialogFormProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <form noValidate onSubmit={onSubmit} className="relative grid gap-4">
        {children}
        <HoneypotField name={HONEYPOT_NAME} />
        <DeliveryAlert failed={failed} />
        <button type="submit" disabled={submitting} className={buttonClass("primary")}>
          <Icon aria-hidden="true" className="size-5" />
          {submitting ? submittingLabel : submitLabel}
        </button>
      </form>
    </Modal>
  );
}
