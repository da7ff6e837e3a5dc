import { site } from "~/content/site";

/** decisions §5: a delivery that has not answered in 15 s counts as failed. */
export const LEAD_TIMEOUT_MS = 15_000;

export interface Lead {
  /** The e-mail subject, e.g. "Contact Form: Ada Obi". */
  subject: string;
  /** The form's own fields, sent as they are. */
  fields: Record<string, string>;
  /** The hidden honeypot's value: anything in it marks the submission as a bot's. */
  honeypot?: string;
}

/** The name of every form's hidden honeypot input. */
export const HONEYPOT_NAME = "website";

export type DeliveryResult = "sent" | "dropped";

export class LeadDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "LeadDeliveryError";
  }
}

/**
 * Posts one lead to the form-to-email relay as multipart form data and resolves "sent" on an ok
 * status. A filled honeypot resolves "dropped" without a request. Rejects with LeadDeliveryError
 * on a non-ok answer, a network error or a timeout, so the form can keep its values and retry.
 */
export async function deliverLead(
  lead: Lead,
  endpoint: string = site.leadEndpoint,
): Promise<DeliveryResult> {
  if (lead.honeypot) return "dropped";
  const body = new FormData();
  for (const [name, value] of Object.entries(lead.fields)) body.append(name, value);
  body.append("_subject", lead.subject);
  body.append("_captcha", "false");
  body.append("_honey", "");
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(LEAD_TIMEOUT_MS),
    });
  } catch (error) {
    throw new LeadDeliveryError("The lead could not be sent", { cause: error });
  }
  if (!response.ok) throw new LeadDeliveryError(`The relay answered ${response.status}`);
  return "sent";
}
