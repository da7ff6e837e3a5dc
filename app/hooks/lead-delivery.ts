import type { Locale } from "~/content/locale";
import { site } from "~/content/site";
import {
  ENGLISH,
  type FormContext,
  type FormValues,
  HONEYPOT_NAME,
  LEAD_META,
  type LeadForm,
  leadPostFields,
} from "~/contracts/lead-form";
import { isLeadReference } from "~/contracts/lead-reference";

/** A delivery that has not answered in 15 s counts as failed; the visitor can try again. */
export const LEAD_TIMEOUT_MS = 15_000;

/** The lead could not be delivered (no answer, a network error, or the server could not take it). */
export class LeadDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "LeadDeliveryError";
  }
}

/** The lead was refused (a 422, or the form's own schema), with a message per field. */
export class LeadRejectedError extends Error {
  constructor(readonly errors: Record<string, string>) {
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
  /** The language of that page; English when absent. */
  lang?: Locale;
}

/** What the site's own server answers for a stored lead; a relay's answer has none of it. */
export interface LeadReceipt {
  /** The lead's short reference, "PS-XXXX-XXXX". */
  reference?: string;
}

/** Whether the endpoint is this site's own server (a path) rather than an external relay. */
function isOwnServer(endpoint: string): boolean {
  return endpoint.startsWith("/") && !endpoint.startsWith("//");
}

/**
 * The fields of a form's post (see leadPostFields), or LeadRejectedError when the values do not
 * pass the form's schema: nothing is sent then.
 */
export function postFieldsOf<Input extends FormValues, Output, Name extends string>(
  form: LeadForm<Input, Output, Name>,
  values: Input,
  context: FormContext = ENGLISH,
): Record<string, string> {
  const post = leadPostFields(form, values, context);
  if (!post.ok) throw new LeadRejectedError(post.errors);
  return post.fields;
}

/** The reference in the site's server's answer, if it is one. */
async function receiptOf(response: Response): Promise<LeadReceipt> {
  const answer: unknown = await response.json().catch(() => null);
  const reference =
    typeof answer === "object" && answer !== null && "reference" in answer
      ? answer.reference
      : undefined;
  return isLeadReference(reference) ? { reference } : {};
}

/**
 * Posts one lead in the form-to-email relay's format (multipart, Accept: application/json,
 * `_captcha`, `_honey`) with its fields (postFieldsOf), its page, its language when not English,
 * and the submission id, and resolves once the server has stored it, with the lead's reference.
 * Rejects with LeadRejectedError on a 422 and with LeadDeliveryError on any other failure, so
 * the form can keep its values and try again.
 */
export async function postLead(
  fields: Record<string, string>,
  submission: Submission,
  endpoint: string = site.leadEndpoint,
): Promise<LeadReceipt> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append(LEAD_META.page, submission.page);
  // English is the default: an English post carries exactly the specification's fields.
  if (submission.lang && submission.lang !== "en") body.append(LEAD_META.lang, submission.lang);
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
  return receiptOf(response);
}

/** Checks and posts one lead (postFieldsOf, then postLead). */
export async function deliverLead<Input extends FormValues, Output, Name extends string>(
  form: LeadForm<Input, Output, Name>,
  values: Input,
  submission: Submission,
  endpoint: string = site.leadEndpoint,
): Promise<LeadReceipt> {
  return postLead(postFieldsOf(form, values), submission, endpoint);
}
