import { FileDown } from "lucide-react";

import type { ButtonVariant } from "~/components/ui/button";
import { createDialogOpener } from "~/components/ui/dialog-opener";

const Opener = createDialogOpener(() => import("./guide-dialog"));

/** "Download Growth Guide" in the home hero. */
export function GuideOpener({ variant = "secondary" }: { variant?: ButtonVariant }) {
  return (
    <Opener variant={variant}>
      <FileDown aria-hidden="true" className="size-5" />
      Download Growth Guide
    </Opener>
  );
}
