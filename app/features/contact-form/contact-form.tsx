import { Send } from "lucide-react";

import { LeadConfirmation } from "~/components/forms/lead-confirmation";
import { InlineLeadForm } from "~/components/forms/inline-lead-form";
import { buttonClass } from "~/components/ui/button";
import { specProps, TextAreaField, TextField } from "~/components/ui/field";
import type { ConfirmationWords, FormWords } from "~/content/forms";
import { contactLeadForm } from "~/contracts/forms/contact-form.schema";
import { fieldsOf } from "~/contracts/lead-form";
import { useUi } from "~/lib/use-ui";

import { useContactForm } from "./use-contact-form";

/** The contact form's words in the page's language. */
export type ContactFormText = Pick<FormWords, "common" | "contact"> & {
  confirmation: ConfirmationWords;
};

export interface ContactFormProps {
  idPrefix: string;
  text: ContactFormText;
}

export function ContactForm({ idPrefix, text }: ContactFormProps) {
  const { locale } = useUi();
  const { status, submit, field, errorOf, ready, sent, sendAnother } = useContactForm({
    sent: text.contact.sentToast,
    failed: text.common.failureToast,
  });
  const fields = fieldsOf(contactLeadForm, { locale });
  const id = (name: string) => `${idPrefix}-${name}`;
  if (sent) {
    return (
      <LeadConfirmation
        id={id("sent")}
        heading={text.contact.sentHeading}
        text={text.contact.sentText}
        reference={sent.reference}
        words={text.confirmation}
        sendAnotherLabel={text.contact.sendAnother}
        onSendAnother={sendAnother}
      />
    );
  }
  return (
    <InlineLeadForm
      name={contactLeadForm.name}
      label={text.contact.formLabel}
      ready={ready}
      onSubmit={submit}
      locale={locale}
      honeypotLabel={text.common.honeypot}
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
          hint={text.contact.phoneHint}
          error={errorOf("phone")}
          {...field("phone")}
        />
      </div>
      <TextAreaField
        id={id("message")}
        {...specProps(fields.message)}
        required
        hint={text.contact.messageHint}
        error={errorOf("message")}
        {...field("message")}
      />
      <button
        type="submit"
        disabled={status !== "idle"}
        className={buttonClass("primary", "justify-self-start")}
      >
        <Send aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        {status === "submitting" ? text.common.sending : text.contact.submit}
      </button>
    </InlineLeadForm>
  );
}
