import { useEffect, useMemo, useRef, useState } from "react";
import {
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  useForm,
} from "react-hook-form";

import type { ProductCatalogue } from "~/content/quote-choices";
import {
  type FormContext,
  type FormValues,
  HONEYPOT_NAME,
  type LeadForm,
  leadPostFields,
  type PostResult,
} from "~/contracts/lead-form";
import { type LeadReceipt, LeadRejectedError, postLead } from "~/hooks/lead-delivery";
import { newSubmissionId } from "~/hooks/submission-id";
import { ensureToaster, showToast, type ToastMessage } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { useOptionalUi } from "~/lib/use-ui";

/** The contact form's failure toast, used by every form without one of its own. */
export const DELIVERY_FAILED: ToastMessage = {
  title: "Something went wrong",
  description: "Please try again later or contact us directly.",
};

export type SendResult =
  | ({ outcome: "sent" } & LeadReceipt)
  | { outcome: "rejected"; errors: Record<string, string> }
  | { outcome: "failed" }
  | { outcome: "busy" };

/**
 * The language and catalogue a form is checked in: the page's language (English outside the
 * site's layout), and the catalogue the form was given.
 */
export function useFormContext(catalogue?: ProductCatalogue): FormContext {
  const locale = useOptionalUi()?.locale ?? "en";
  return useMemo(() => (catalogue ? { locale, catalogue } : { locale }), [locale, catalogue]);
}

/**
 * The one delivery path of every lead form: one submission id per submission, no second send
 * while one is in flight, and on failure the form's toast with every value kept. A retry of the
 * same details reuses the id, so it never makes a second lead; details edited after a failure
 * are a new submission with a new id (the server refuses a used id with other details). It
 * sends a post the form's schema has checked (leadPostFields), and sends nothing for one that
 * failed the check.
 */
export function useLeadSubmission(
  /** The failure toast; null when the caller says it in its own words. */
  failure: ToastMessage | null = DELIVERY_FAILED,
  /** Whether the caller shows the server's field messages (otherwise a refusal is a failure). */
  showsFieldErrors = false,
  /** The page's language and the form's catalogue (see useFormContext). */
  context: FormContext = { locale: "en" },
) {
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const inFlight = useRef(false);
  /** The current submission: its id, and the post it was made for. */
  const submission = useRef<{ id: string; post: string } | null>(null);

  useEffect(ensureToaster, []);

  /** Says that the lead was not delivered, in the form's own words. */
  function reportFailure() {
    setFailed(true);
    if (failure) void showToast("error", failure);
  }

  async function send(checked: PostResult, honeypot: string): Promise<SendResult> {
    if (inFlight.current) return { outcome: "busy" };
    inFlight.current = true;
    setSending(true);
    setFailed(false);
    try {
      if (!checked.ok) throw new LeadRejectedError(checked.errors);
      const { fields } = checked;
      const post = JSON.stringify([fields, honeypot]);
      if (submission.current?.post !== post) submission.current = { id: newSubmissionId(), post };
      const receipt = await postLead(fields, {
        id: submission.current.id,
        honeypot,
        page: window.location.pathname,
        lang: context.locale,
      });
      submission.current = null;
      return { outcome: "sent", ...receipt };
    } catch (error) {
      // A refusal stored nothing: whatever is sent next is a new submission.
      if (error instanceof LeadRejectedError) submission.current = null;
      if (error instanceof LeadRejectedError && showsFieldErrors) {
        return { outcome: "rejected", errors: error.errors };
      }
      console.error(error);
      reportFailure();
      return { outcome: "failed" };
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return { send, sending, failed, reportFailure };
}

interface LeadFormOptions<Input extends FieldValues, LeadInput extends FormValues, LeadOutput> {
  lead: LeadForm<LeadInput, LeadOutput>;
  /** The lead's values from this form's (e.g. a calculator's step 5 plus its earlier answers). */
  toLeadValues?: (values: Input) => LeadInput;
  defaultValues: Input;
  /** Called after the server has stored the lead, with its receipt (the lead's reference). */
  onSent: (receipt: LeadReceipt) => void;
  /** Runs before sending a valid form; returning false cancels the send (e.g. a throttle). */
  beforeSend?: () => boolean;
  failure?: ToastMessage;
  /** What the form's choices are checked against (an enquiry's products). */
  catalogue?: ProductCatalogue;
}

/**
 * The errors of a checked post that this form can show: those of the fields it has. A refusal
 * of anything else (an earlier step's answer) is said as a failed delivery, as the server's is.
 */
function shownErrors<Input extends FieldValues>(
  errors: Record<string, string>,
  values: Input,
): FieldErrors<Input> {
  const shown: Record<string, { type: string; message: string }> = {};
  for (const [name, message] of Object.entries(errors)) {
    if (name in values) shown[name] = { type: "validate", message };
  }
  return shown as FieldErrors<Input>;
}

/**
 * One form's life: the lead's schema checks it once on submit (first invalid field focused) and
 * that check is the post that is sent; errors clear as a field is edited; delivery goes through
 * useLeadSubmission.
 */
export function useLeadForm<Input extends FieldValues, LeadInput extends FormValues, LeadOutput>({
  lead,
  toLeadValues,
  defaultValues,
  onSent,
  beforeSend,
  failure,
  catalogue,
}: LeadFormOptions<Input, LeadInput, LeadOutput>) {
  const context = useFormContext(catalogue);
  const { send, sending, failed, reportFailure } = useLeadSubmission(failure, true, context);
  // No defaultValues: react-hook-form then adopts whatever is already in the pre-rendered
  // fields when the form's code arrives, instead of blanking text typed before it loaded.
  const resolver = useMemo<Resolver<Input, unknown, PostResult>>(
    () => (values) => {
      // A field this form does not show (an enquiry's product, in the home page's dialog) counts
      // as empty, as it does on the server.
      const all = { ...defaultValues, ...values };
      const post = leadPostFields(lead, toLeadValues ? toLeadValues(all) : all, context);
      const errors = post.ok ? {} : shownErrors(post.errors, values);
      return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: post, errors };
    },
    [lead, toLeadValues, context, defaultValues],
  );
  const form = useForm<Input, unknown, PostResult>({ resolver, reValidateMode: "onSubmit" });

  const submit = form.handleSubmit(async (post, event) => {
    if (beforeSend && !beforeSend()) return;
    const result = await send(post, honeypotValue(event));
    if (result.outcome === "sent") onSent({ reference: result.reference });
    if (result.outcome === "rejected") {
      const raw = form.getValues();
      // Only fields this form shows can carry a message; a refusal of anything else (an earlier
      // step's answer, or no field at all) is said as a failed delivery.
      const shown = Object.entries(result.errors).filter(([name]) => name in raw);
      if (shown.length === 0) reportFailure();
      shown.forEach(([name, message], index) =>
        form.setError(name as Path<Input>, { message }, { shouldFocus: index === 0 }),
      );
    }
  });

  /** A field's error clears as soon as it is edited. */
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
    submitting: sending,
    field,
    errorOf,
    reset: () => form.reset(defaultValues),
    /** True after a failed delivery until the next attempt: dialogs show it inline (see DeliveryAlert). */
    deliveryFailed: failed,
    /** True once the form's code is running: it then sets noValidate and data-ready. */
    ready: hydrated,
  };
}

/**
 * A form inside a dialog: after a delivery it runs `afterSent` (a download, a thank-you), clears
 * the form and closes the dialog.
 */
export function useDialogLeadForm<
  Input extends FieldValues,
  LeadInput extends FormValues,
  LeadOutput,
>({
  onOpenChange,
  afterSent,
  ...options
}: Omit<LeadFormOptions<Input, LeadInput, LeadOutput>, "onSent"> & {
  onOpenChange: (open: boolean) => void;
  afterSent?: () => void;
}) {
  const lead = useLeadForm({
    ...options,
    onSent: () => {
      afterSent?.();
      lead.reset();
      onOpenChange(false);
    },
  });
  return lead;
}

/** The hidden honeypot is not part of the form's values: read it from the DOM. */
export function honeypotValue(event: React.BaseSyntheticEvent | undefined): string {
  const target = event?.target;
  if (!(target instanceof HTMLFormElement)) return "";
  const input = target.elements.namedItem(HONEYPOT_NAME);
  return input instanceof HTMLInputElement ? input.value : "";
}
