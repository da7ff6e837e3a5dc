import { Send } from "lucide-react";

import type { ButtonVariant } from "~/components/ui/button";
import { createDialogOpener } from "~/components/ui/dialog-opener";

import type { EnquiryDialogExtra } from "./enquiry-dialog";

const Opener = createDialogOpener<EnquiryDialogExtra>(() => import("./enquiry-dialog"));

/** "Send an Enquiry" in the home hero. */
export function EnquiryOpener({
  categories,
  variant = "primary",
}: EnquiryDialogExtra & { variant?: ButtonVariant }) {
  return (
    <Opener variant={variant} dialogProps={{ categories }}>
      <Send aria-hidden="true" className="size-5" />
      Send an Enquiry
    </Opener>
  );
}
