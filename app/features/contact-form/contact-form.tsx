import { Send } from "lucide-react";

import { buttonClass } from "~/components/ui/button";
import { HoneypotField, TextAreaField, TextField } from "~/components/ui/field";
import { HONEYPOT_NAME } from "~/lib/lead-delivery";

import { type ContactFormStatus, useContactForm } from "./use-contact-form";

const BUTTON_LABELS: Record<ContactFormStatus, string> = {
  idle: "Send Message",
  submitting: "Sending...",
  success: "Message Sent",
};

export function ContactForm({ idPrefix }: { idPrefix: string }) {
  const { status, submit, field, errorOf, ready } = useContactForm();
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Contact form"
      data-ready={ready}
      className="relative grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={id("first-name")}
          label="First name"
          required
          autoComplete="given-name"
          error={errorOf("firstName")}
          {...field("firstName")}
        />
        <TextField
          id={id("last-name")}
          label="Last name"
          required
          autoComplete="family-name"
          error={errorOf("lastName")}
          {...field("lastName")}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={id("email")}
          label="Email"
          type="email"
          required
          autoComplete="email"
          error={errorOf("email")}
          {...field("email")}
        />
        <TextField
          id={id("phone")}
          label="Phone"
          type="tel"
          required
          autoComplete="tel"
          hint="At least 10 digits, with the country code"
          error={errorOf("phone")}
          {...field("phone")}
        />
      </div>
      <TextAreaField
        id={id("message")}
        label="Message"
        required
        hint="Products, volumes, destination or storage needs"
        error={errorOf("message")}
        {...field("message")}
      />
      <HoneypotField name={HONEYPOT_NAME} />
      <button
        type="submit"
        disabled={status !== "idle"}
        className={buttonClass("primary", "justify-self-start")}
      >
        <Send aria-hidden="true" className="size-5" />
        {BUTTON_LABELS[status]}
      </button>
    </form>
  );
}
