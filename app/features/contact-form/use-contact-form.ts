import { useState } from "react";

import { showToast, type ToastMessage } from "~/lib/toast";
import { useLeadForm } from "~/hooks/use-lead-form";

import { contactLeadForm, emptyContactForm } from "~/contracts/forms/contact-form.schema";

export type ContactFormStatus = "idle" | "submitting";

interface ContactFormToasts {
  sent: ToastMessage;
  failed: ToastMessage;
}

/**
 * The contact form's life: its rules in the page's language, the success toast, and once the
 * lead is stored its reference, which replaces the form with the confirmation until the
 * visitor chooses to send another.
 */
export function useContactForm(toasts: ContactFormToasts) {
  const [sent, setSent] = useState<{ reference?: string } | null>(null);
  const { submit, submitting, field, errorOf, reset, ready } = useLeadForm({
    lead: contactLeadForm,
    defaultValues: emptyContactForm,
    failure: toasts.failed,
    onSent: (receipt) => {
      setSent(receipt);
      void showToast("success", toasts.sent);
    },
  });

  const sendAnother = () => {
    reset();
    setSent(null);
  };

  const status: ContactFormStatus = submitting ? "submitting" : "idle";
  return { status, submit, field, errorOf, ready, sent, sendAnother };
}
