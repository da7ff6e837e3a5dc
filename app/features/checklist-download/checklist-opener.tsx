import { FileDown } from "lucide-react";

import type { ButtonVariant } from "~/components/ui/button";
import { createDialogOpener } from "~/components/ui/dialog-opener";

const Opener = createDialogOpener(() => import("./checklist-dialog"));

/** "Download Free Checklist" on /offer. */
export function ChecklistOpener({ variant = "primary" }: { variant?: ButtonVariant }) {
  return (
    <Opener variant={variant}>
      <FileDown aria-hidden="true" className="size-5" />
      Download Free Checklist
    </Opener>
  );
}
