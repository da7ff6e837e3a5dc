import { Send } from "lucide-react";

import type { ButtonVariant } from "~/components/ui/button";
import { createDialogOpener } from "~/components/ui/dialog-opener";

import type { EnquiryDialogExtra } from "./enquiry-dialog";

const Opener = createDialogOpener<EnquiryDialogExtra>(() => import("./enquiry-dialog"));

/** "Send an Enquiry" in the home hero. */
export function EnquiryOpener({
  text,
  interests,
  variant = "primary",
}: EnquiryDialogExtra & { variant?: ButtonVariant }) {
  return (
    <Opener variant={variant} dialogProps={{ text, interests }}>
      <Send aria-hidden="true" className="size-5 rtl:-scale-x-100" />
      {text.enquiry.opener}
    </Opener>
  );
}
