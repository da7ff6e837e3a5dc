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

/** How long the browser keeps trying one submission while the server restarts: about 30 s. */
export const LEAD_RETRY_WINDOW_MS = 30_000;
/** The first wait before a retry; each later wait doubles, up to LEAD_RETRY_MAX_DELAY_MS. */
export const LEAD_RETRY_FIRST_DELAY_MS = 500;
export const LEAD_RETRY_MAX_DELAY_MS = 4_000;
/**
 * What a proxy or a server says while it is stopping or starting (nginx's 502 and 504, the
 * server's own 503 when its store is unreachable): the same submission may well pass shortly.
 * A 500 is a fault in handling this post, which the same post would meet again.
 */
const PASSING_STATUSES = new Set([502, 503, 504]);

/** The wait in ms before retry number `retry` (0 for the first) of a submission. */
export function leadRetryDelay(retry: number): number {
  return Math.min(LEAD_RETRY_FIRST_DELAY_MS * 2 ** retry, LEAD_RETRY_MAX_DELAY_MS);
}

/** The lead could not be delivered (no answer, a network error, or the server could not take it). */
export class LeadDeliveryError extends Error {
  /** Whether the failure may pass by itself (a refused connection, a 502, 503 or 504). */
  readonly passing: boolean;

  constructor(message: string, options?: { cause?: unknown; passing?: boolean }) {
    super(message, options);
    this.name = "LeadDeliveryError";
    this.passing = options?.passing ?? false;
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
 * To the site's own server, a failure that may pass (see LeadDeliveryError.passing) is tried
 * again with the same submission id, after 0.5, 1, 2, 4, 4 … s, for LEAD_RETRY_WINDOW_MS: a
 * restart costs the visitor a wait, not the lead. Rejects with LeadRejectedError on a 422 and
 * with LeadDeliveryError on any other failure, so the form can keep its values and try again.
 */
export async function postLead(
  fields: Record<string, string>,
  submission: Submission,
  endpoint: string = site.leadEndpoint,
): Promise<LeadReceipt> {
  // A relay does not check submission ids: a retry of a post it took would be a second e-mail.
  if (!isOwnServer(endpoint)) return postOnce(fields, submission, endpoint);
  const deadline = Date.now() + LEAD_RETRY_WINDOW_MS;
  for (let retry = 0; ; retry += 1) {
    try {
      return await postOnce(fields, submission, endpoint);
    } catch (error) {
      if (!(error instanceof LeadDeliveryError && error.passing)) throw error;
      const delay = leadRetryDelay(retry);
      if (Date.now() + delay > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
      // The page's clock can jump while it waits (a laptop put to sleep): the window still holds.
      if (Date.now() > deadline) throw error;
    }
  }
}

async function postOnce(
  fields: Record<string, string>,
  submission: Submission,
  endpoint: string,
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
    // A post that timed out may still be running on a slow server; the visitor has waited enough.
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    throw new LeadDeliveryError("The lead could not be sent", { cause: error, passing: !timedOut });
  }
  if (response.status === 422) {
    const answer = (await response.json().catch(() => ({}))) as { errors?: Record<string, string> };
    throw new LeadRejectedError(answer.errors ?? {});
  }
  if (!response.ok) {
    throw new LeadDeliveryError(`The server answered ${response.status}`, {
      passing: PASSING_STATUSES.has(response.status),
    });
  }
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
