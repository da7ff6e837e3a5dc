import { Send } from "lucide-react";

import { buttonClass } from "~/components/ui/button";
import { specProps, TextAreaField, TextField } from "~/components/ui/field";
import { InlineLeadForm } from "~/components/forms/inline-lead-form";

import { contactLeadForm } from "~/contracts/forms/contact-form.schema";
import { type ContactFormStatus, useContactForm } from "./use-contact-form";

const BUTTON_LABELS: Record<ContactFormStatus, string> = {
  idle: "Send Message",
  submitting: "Sending...",
  success: "Message Sent",
};

const fields = contactLeadForm.fields;

export function ContactForm({ idPrefix }: { idPrefix: string }) {
  const { status, submit, field, errorOf, ready } = useContactForm();
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <InlineLeadForm
      name={contactLeadForm.name}
      label="Contact form"
      ready={ready}
      onSubmit={submit}
      className="relative grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={id("first-name")}
          {...specProps(fields.firstName)}
          required
          error={errorOf("firstName")}
          {...field("firstName")}
        />
        <TextField
          id={id("last-name")}
          {...specProps(fields.lastName)}
          required
          error={errorOf("lastName")}
          {...field("lastName")}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={id("email")}
          {...specProps(fields.email)}
          required
          error={errorOf("email")}
          {...field("email")}
        />
        <TextField
          id={id("phone")}
          {...specProps(fields.phone)}
          required
          hint="At least 10 digits, with the country code"
          error={errorOf("phone")}
          {...field("phone")}
        />
      </div>
      <TextAreaField
        id={id("message")}
        {...specProps(fields.message)}
        required
        hint="Products, volumes, destination or storage needs"
        error={errorOf("message")}
        {...field("message")}
      />
      <button
        type="submit"
        disabled={status !== "idle"}
        className={buttonClass("primary", "justify-self-start")}
      >
        <Send aria-hidden="true" className="size-5" />
        {BUTTON_LABELS[status]}
      </button>
    </InlineLeadForm>
  );
}
