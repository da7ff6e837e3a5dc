import type { ButtonVariant } from "~/components/ui/button";
import { createDialogOpener } from "~/components/ui/dialog-opener";

const ConsultationDialogOpener = createDialogOpener(() => import("./consultation-wizard-dialog"));

/** The consultation wizard opens from /about and /services. */
export function ConsultationOpener({ variant = "secondary" }: { variant?: ButtonVariant }) {
  return (
    <ConsultationDialogOpener variant={variant}>
      Free Coaching Consultation
    </ConsultationDialogOpener>
  );
}
