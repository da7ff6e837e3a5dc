import { site } from "~/content/site";
import { type FormValues, HONEYPOT_NAME, LEAD_META, type LeadForm } from "~/contracts/lead-form";

/** A delivery that has not answered in 15 s counts as failed; the visitor can try again. */
export const LEAD_TIMEOUT_MS = 15_000;

/** The lead could not be delivered (no answer, a network error, or the server could not take it). */
export class LeadDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "LeadDeliveryError";
  }
}

/** The server refused some fields (422), with its message for each. */
export class LeadRejectedError extends Error {
  constructor(readonly fields: Record<string, string>) {
    super("The lead was refused");
    this.name = "LeadRejectedError";
  }
}

export interface Submission {
  /** The submission id: the same for every retry of one submission. */
  id: string;
  /** The honeypot's value: empty for people. The server decides what a filled one means. */
  honeypot: string;
  /** The path of the page the form is on. */
  page: string;
}

/** Whether the endpoint is this site's own server (a path) rather than an external relay. */
function isOwnServer(endpoint: string): boolean {
  return endpoint.startsWith("/") && !endpoint.startsWith("//");
}

/**
 * Posts one lead in the form-to-email relay's format (multipart, Accept: application/json,
 * `_subject`, `_captcha`, `_honey`) plus the form's name, its page and the submission id, and
 * resolves once the server has stored it. Rejects with LeadRejectedError on a 422 and with
 * LeadDeliveryError on any other failure, so the form can keep its values and try again.
 */
export async function deliverLead<Input extends FormValues, Output>(
  form: LeadForm<Input, Output>,
  values: Input,
  submission: Submission,
  endpoint: string = site.leadEndpoint,
): Promise<void> {
  const parsed = form.schema.safeParse(values);
  const body = new FormData();
  for (const name of Object.keys(form.fields)) body.append(name, values[name] ?? "");
  body.append(LEAD_META.form, form.name);
  body.append(LEAD_META.subject, parsed.success ? form.subject(parsed.data) : form.title);
  body.append(LEAD_META.page, submission.page);
  body.append(LEAD_META.captcha, "false");
  body.append(LEAD_META.relayHoneypot, submission.honeypot);
  body.append(HONEYPOT_NAME, submission.honeypot);
  const headers: Record<string, string> = { Accept: "application/json" };
  // A custom header would need a CORS preflight at a relay: it gets the id as a field instead.
  if (isOwnServer(endpoint)) headers["Idempotency-Key"] = submission.id;
  else body.append(LEAD_META.submission, submission.id);

  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      body,
      headers,
      signal: AbortSignal.timeout(LEAD_TIMEOUT_MS),
    });
  } catch (error) {
    throw new LeadDeliveryError("The lead could not be sent", { cause: error });
  }
  if (response.status === 422) {
    const answer = (await response.json().catch(() => ({}))) as { errors?: Record<string, string> };
    throw new LeadRejectedError(answer.errors ?? {});
  }
  if (!response.ok) throw new LeadDeliveryError(`The server answered ${response.status}`);
}
