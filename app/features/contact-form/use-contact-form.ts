import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";

import { ensureToaster, showToast } from "~/components/ui/toast";
import { deliverLead, HONEYPOT_NAME } from "~/lib/lead-delivery";

import {
  contactFormSchema,
  contactLead,
  type ContactFormValues,
  emptyContactForm,
} from "./contact-form.schema";

/** spec §9: "Message Sent" shows for 3 seconds, then the form is cleared. */
export const CONTACT_SUCCESS_MS = 3000;

export type ContactFormStatus = "idle" | "submitting" | "success";

export function useContactForm() {
  const [status, setStatus] = useState<ContactFormStatus>("idle");
  const form = useForm<ContactFormValues, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: emptyContactForm,
    reValidateMode: "onSubmit",
  });
  const { reset } = form;

  useEffect(ensureToaster, []);

  useEffect(() => {
    if (status !== "success") return;
    const timer = window.setTimeout(() => {
      reset(emptyContactForm);
      setStatus("idle");
    }, CONTACT_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [status, reset]);

  const submit = form.handleSubmit(async (values, event) => {
    setStatus("submitting");
    try {
      const result = await deliverLead(
        contactLead(contactFormSchema.parse(values), honeypotValue(event)),
      );
      if (result === "dropped") {
        setStatus("idle");
        return;
      }
      setStatus("success");
      void showToast("success", {
        title: "Message sent!",
        description: "Thank you for contacting us. We'll get back to you shortly!",
      });
    } catch (error) {
      console.error(error);
      setStatus("idle");
      void showToast("error", {
        title: "Something went wrong",
        description: "Please try again later or contact us directly.",
      });
    }
  });

  /** spec: a field's error clears as soon as it is edited. */
  const field = (name: keyof ContactFormValues) =>
    form.register(name, { onChange: () => form.clearErrors(name) });

  return { status, submit, field, errors: form.formState.errors };
}

/** The hidden "website" field is not part of the form's values: read it from the DOM. */
export function honeypotValue(event: React.BaseSyntheticEvent | undefined): string {
  const target = event?.target;
  if (!(target instanceof HTMLFormElement)) return "";
  const input = target.elements.namedItem(HONEYPOT_NAME);
  return input instanceof HTMLInputElement ? input.value : "";
}
