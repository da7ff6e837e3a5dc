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
  /** The in-dialog alert after a failed delivery, in the page's language. */
  deliveryFailedMessage?: string;
  /** The honeypot's label in the page's language. */
  honeypotLabel?: string;
  /** Shown instead of the form once the lead is stored (see LeadConfirmation). */
  done?: React.ReactNode;
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
  deliveryFailedMessage,
  honeypotLabel,
  done,
  children,
}: LeadDialogFormProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={done ? undefined : description}
    >
      {done ?? (
        <form noValidate onSubmit={onSubmit} className="relative grid gap-4">
          {children}
          <HoneypotField name={HONEYPOT_NAME} label={honeypotLabel} />
          <DeliveryAlert failed={failed} message={deliveryFailedMessage} />
          <button type="submit" disabled={submitting} className={buttonClass("primary")}>
            <Icon aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            {submitting ? submittingLabel : submitLabel}
          </button>
        </form>
      )}
    </Modal>
  );
}
