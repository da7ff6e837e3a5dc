import { useEffect, useState } from "react";

import { showToast } from "~/lib/toast";
import { useLeadForm } from "~/hooks/use-lead-form";

import { contactLeadForm, emptyContactForm } from "~/contracts/forms/contact-form.schema";

/** "Message Sent" shows for 3 seconds, then the form is cleared. */
export const CONTACT_SUCCESS_MS = 3000;

export type ContactFormStatus = "idle" | "submitting" | "success";

export function useContactForm() {
  const [sent, setSent] = useState(false);
  const { submit, submitting, field, errorOf, reset, ready } = useLeadForm({
    lead: contactLeadForm,
    defaultValues: emptyContactForm,
    onSent: () => {
      setSent(true);
      void showToast("success", {
        title: "Message sent!",
        description: "Thank you for contacting us. We'll get back to you shortly!",
      });
    },
  });

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => {
      reset();
      setSent(false);
    }, CONTACT_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [sent, reset]);

  const status: ContactFormStatus = sent ? "success" : submitting ? "submitting" : "idle";
  return { status, submit, field, errorOf, ready };
}
