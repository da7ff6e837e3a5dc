import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { type FieldValues, type Path, useForm } from "react-hook-form";
import type { z } from "zod";

import { ensureToaster, showToast, type ToastMessage } from "~/components/ui/toast";
import { deliverLead, HONEYPOT_NAME, type Lead } from "~/lib/lead-delivery";
import { useHydrated } from "~/lib/use-hydrated";

/** The contact form's failure toast (spec §8), used by every form without one of its own. */
export const DELIVERY_FAILED: ToastMessage = {
  title: "Something went wrong",
  description: "Please try again later or contact us directly.",
};

interface LeadFormOptions<Input extends FieldValues, Output> {
  schema: z.ZodType<Output, Input>;
  defaultValues: Input;
  toLead: (values: Output) => Lead;
  /** Called after the relay accepted the lead. */
  onSent: (values: Output) => void;
  /** Called when a filled honeypot dropped the submission (nothing is sent, nothing is shown). */
  onDropped?: () => void;
  /** Runs before sending a valid form; returning false cancels the send (e.g. a throttle). */
  beforeSend?: () => boolean;
  failure?: ToastMessage;
}

/**
 * One form's life: zod validation on submit (first invalid field focused), errors cleared as a
 * field is edited, delivery through the lead relay, and a toast on failure with every value kept.
 */
export function useLeadForm<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  toLead,
  onSent,
  onDropped,
  beforeSend,
  failure = DELIVERY_FAILED,
}: LeadFormOptions<Input, Output>) {
  const [submitting, setSubmitting] = useState(false);
  const [deliveryFailed, setDeliveryFailed] = useState(false);
  // A second submit while one is being delivered (a double click) sends nothing.
  const inFlight = useRef(false);
  // No defaultValues: react-hook-form then adopts whatever is already in the pre-rendered
  // fields when the form's code arrives, instead of blanking text typed before it loaded.
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    reValidateMode: "onSubmit",
  });

  useEffect(ensureToaster, []);

  // The callback runs on the submit event; the hooks linter cannot see through handleSubmit.
  // eslint-disable-next-line react-hooks/refs
  const submit = form.handleSubmit(async (values, event) => {
    if (inFlight.current) return;
    if (beforeSend && !beforeSend()) return;
    inFlight.current = true;
    setSubmitting(true);
    setDeliveryFailed(false);
    try {
      const result = await deliverLead({ ...toLead(values), honeypot: honeypotValue(event) });
      if (result === "dropped") onDropped?.();
      else onSent(values);
    } catch (error) {
      console.error(error);
      setDeliveryFailed(true);
      void showToast("error", failure);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  });

  /** spec: a field's error clears as soon as it is edited. */
  const field = (name: Path<Input>) =>
    form.register(name, { onChange: () => form.clearErrors(name) });

  const errorOf = (name: Path<Input>): string | undefined => {
    const error = form.formState.errors[name];
    return typeof error?.message === "string" ? error.message : undefined;
  };

  const hydrated = useHydrated();
  return {
    form,
    submit,
    submitting,
    field,
    errorOf,
    reset: () => form.reset(defaultValues),
    /** True after a failed delivery until the next attempt: dialogs show it inline (see DeliveryAlert). */
    deliveryFailed,
    /** Put on the <form> as data-ready: true once the form's code is running. */
    ready: hydrated,
  };
}

/**
 * A form inside a dialog: after a delivery it runs `afterSent` (a download, a thank-you), clears
 * the form and closes the dialog; a dropped (honeypot) submission just clears and closes.
 */
export function useDialogLeadForm<Input extends FieldValues, Output>({
  onOpenChange,
  afterSent,
  ...options
}: Omit<LeadFormOptions<Input, Output>, "onSent" | "onDropped"> & {
  onOpenChange: (open: boolean) => void;
  afterSent?: () => void;
}) {
  const finish = () => {
    lead.reset();
    onOpenChange(false);
  };
  const lead = useLeadForm({
    ...options,
    onSent: () => {
      afterSent?.();
      finish();
    },
    onDropped: finish,
  });
  return lead;
}

/** The hidden "website" field is not part of the form's values: read it from the DOM. */
export function honeypotValue(event: React.BaseSyntheticEvent | undefined): string {
  const target = event?.target;
  if (!(target instanceof HTMLFormElement)) return "";
  const input = target.elements.namedItem(HONEYPOT_NAME);
  return input instanceof HTMLInputElement ? input.value : "";
}
