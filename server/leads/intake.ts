/**
 * POST /api/leads: a form's post, checked at the edge and stored before it is answered.
 * - fetch (Accept: application/json): 201 {"id", "reference"}, 200 with the same for a repeated
 *   submission id, 422 {"errors": {field: message}}, 422 for a submission id sent before with
 *   other details;
 * - a native form post: 303 to the thank-you page in the post's language, with the lead's
 *   reference in its query (never personal data), or a page with the problems and the form filled
 *   in again (the error's page, answered by http/respond.ts like every error);
 * - the messages, and those pages, in the language of the page the post came from (`_lang`).
 * - 413, 415, 400, 408 and 429 for bodies too large, of another type, malformed, too slow or
 *   too frequent; 503 when the store cannot be reached.
 * Log lines name the form and the lead id, never a field.
 */
import { hash, randomUUID } from "node:crypto";

import { formPageWords } from "~/content/form-page";
import { isLocale, type Locale, pathIn } from "~/content/locale";
import { productCatalogue } from "~/content/quote-choices";
import {
  firstWords,
  type FormContext,
  isSpam,
  LEAD_META,
  type LeadRow,
} from "~/contracts/lead-form";
import { findLeadForm, type RegisteredLeadForm } from "~/contracts/lead-forms";
import { leadReference } from "~/contracts/lead-reference";

import type { Store } from "../db/connection";
import type { OutboxChannel } from "../db/schema";
import type { RequestContext, Route } from "../http/app";
import { readFields } from "../http/body";
import type { RateLimiter } from "../http/rate-limit";
import { HttpError, redirect, sendJson, wantsJson } from "../http/respond";
import type { Logger } from "../log";
import { errorDetail } from "../log";
import { type LeadOutcome, UNKNOWN_FORM } from "../metrics";
import { formPage, type FormPageReason } from "./form-page";
import {
  type AcknowledgementRule,
  createLeadWriter,
  type NewLead,
  type StoreResult,
} from "./lead-store";

export const LEADS_PATH = "/api/leads";
/** Where a native form post lands once its lead is stored (under /ar for an Arabic post). */
export const THANK_YOU_PATH = "/thank-you";
/** The query parameter of the thank-you page that carries the lead's reference. */
export const REFERENCE_PARAM = "ref";

/** The thank-you page a native post lands on: its language's, with the lead's reference. */
export function thankYouLocation(lang: Locale, reference: string): string {
  return `${pathIn(lang, THANK_YOU_PATH)}?${REFERENCE_PARAM}=${reference}`;
}

/** A submission id: from the browser (header or hidden field), 8 to 128 safe characters. */
const SUBMISSION_ID = /^[\w.:-]{8,128}$/;
/** A page path of the site, as the form reports it. */
const PAGE_PATH = /^\/(?!\/)[\w\-/]{0,200}$/;
/** Spam is kept for review as it came, each value cut to this length. */
const SPAM_VALUE_MAX = 2000;

export interface IntakeOptions {
  store: Store;
  log: Logger;
  limiter: RateLimiter;
  /** The channels each new lead is queued on (none: it waits in the inbox). */
  channels: readonly OutboxChannel[];
  /** Whether and how often the sender gets an acknowledgement e-mail; none when off. */
  acknowledge?: AcknowledgementRule;
  /** Called after a new lead is stored, so the outbox sends it (and its acknowledgement) at once. */
  onStored: (queued: { acknowledgement: boolean }) => void;
  now?: () => number;
  /** How long a body may take to arrive (tests shorten it). */
  bodyTimeoutMs?: number;
  /** Waits before a 429 is sent (see createRefusalDelay); none when absent. */
  holdRefusal?: () => Promise<void>;
  /** Told of each post's outcome (for the metrics). */
  countLead?: (form: string, outcome: LeadOutcome) => void;
}

function submissionIdOf(context: RequestContext, posted: Record<string, unknown>): string {
  const header = context.req.headers["idempotency-key"];
  const given = typeof header === "string" ? header : posted[LEAD_META.submission];
  if (given === undefined || given === "") return randomUUID();
  if (typeof given !== "string" || !SUBMISSION_ID.test(given)) {
    throw new HttpError(
      400,
      "The submission id must be 8 to 128 letters, digits, '-', '_', '.' or ':'.",
    );
  }
  return given;
}

function pageOf(posted: Record<string, unknown>): string | null {
  const page = posted[LEAD_META.page];
  return typeof page === "string" && PAGE_PATH.test(page) ? page : null;
}

/** The language of the page the post came from: English unless it names another of the site's. */
function langOf(posted: Record<string, unknown>): Locale {
  const lang = posted[LEAD_META.lang];
  return isLocale(lang) ? lang : "en";
}

/**
 * What a submission id is bound to: the form and its fields as posted. The same id with other
 * details is another submission, refused rather than merged into the first (as the IETF
 * Idempotency-Key draft advises).
 */
export function submissionHash(form: RegisteredLeadForm, posted: Record<string, unknown>): string {
  const values = Object.keys(form.fields).map((key) => posted[key] ?? "");
  return hash("sha256", JSON.stringify([form.name, values]));
}

/** A posted value as text: a bot may send any JSON where text belongs. */
function asText(value: unknown): string {
  if (value === undefined || value === null) return "";
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** A bot's post, kept as it came so the owner can review it; no schema has vouched for it. */
function spamLead(
  form: RegisteredLeadForm,
  posted: Record<string, unknown>,
  context: FormContext,
): Omit<NewLead, "submissionId" | "submissionHash" | "page" | "lang"> {
  const parsed = form.parse(posted, context);
  if (parsed.ok) return { ...parsed.lead, form: form.name, status: "spam" };
  const rows: LeadRow[] = Object.entries(form.fields)
    .map(([key, spec]) => ({
      key,
      label: spec.label,
      value: asText(posted[key]).slice(0, SPAM_VALUE_MAX),
    }))
    .filter((row) => row.value.trim() !== "");
  return {
    form: form.name,
    status: "spam",
    subject: `${form.title} (spam)`,
    sender: { name: "Unknown sender" },
    preview: firstWords(rows.map((row) => row.value).join(" · ")),
    values: Object.fromEntries(rows.map((row) => [row.key, row.value])),
    rows,
    choices: [],
  };
}

export function leadRoutes(options: IntakeOptions): Route[] {
  const { store, log, limiter, channels, onStored, now = Date.now, bodyTimeoutMs } = options;
  const { holdRefusal = async () => {}, acknowledge, countLead = () => {} } = options;
  const writer = createLeadWriter(store, channels, acknowledge);

  async function accept(context: RequestContext): Promise<void> {
    const { req, res } = context;
    const limit = limiter.hit(context.address);
    if (!limit.allowed) {
      // One line per address and window: a flood must not become a flood of log lines.
      if (limit.first) log.warn("lead.rate-limited", { retryAfter: limit.retryAfterSeconds });
      countLead(UNKNOWN_FORM, "rate_limited");
      await holdRefusal();
      throw new HttpError(
        429,
        "Too many forms have been sent from your connection. Please wait a minute and try again.",
        {
          headers: { "Retry-After": String(limit.retryAfterSeconds) },
        },
      );
    }
    const posted = await readFields(req, bodyTimeoutMs);
    const form = findLeadForm(posted[LEAD_META.form]);
    if (!form) {
      countLead(UNKNOWN_FORM, "refused");
      throw new HttpError(422, "This form is not one of the site's forms.", {
        errors: { [LEAD_META.form]: "Unknown form" },
      });
    }
    const submissionId = submissionIdOf(context, posted);
    const page = pageOf(posted);
    const lang = langOf(posted);
    const words = formPageWords;
    // The post's language for its messages; the server's whole catalogue for its choices.
    const checkedIn: FormContext = { locale: lang, catalogue: productCatalogue };
    /** The form again, filled in with what was posted, for a client that wants a page. */
    const formAgain =
      (reason: FormPageReason, errors: Record<string, string> = {}, id = submissionId) =>
      () =>
        formPage({ form, posted, errors, reason, page, submissionId: id, context: checkedIn });

    const where = { submissionId, submissionHash: submissionHash(form, posted), page, lang };
    let lead: NewLead;
    if (isSpam(posted)) {
      lead = { ...spamLead(form, posted, checkedIn), ...where };
    } else {
      const parsed = form.parse(posted, checkedIn);
      if (!parsed.ok) {
        log.info("lead.rejected", {
          form: form.name,
          fields: Object.keys(parsed.errors).join(","),
        });
        countLead(form.name, "refused");
        throw new HttpError(422, words.detailsNeedCorrecting[lang], {
          errors: parsed.errors,
          page: formAgain("refused", parsed.errors),
        });
      }
      lead = { ...parsed.lead, form: form.name, status: "new", ...where };
    }

    let stored: StoreResult;
    try {
      stored = await writer.insert(lead, now());
    } catch (error) {
      log.error("lead.store-failed", { form: form.name, ...errorDetail(error) });
      throw new HttpError(503, words.storeUnavailable[lang], {
        page: formAgain("store-unavailable"),
      });
    }
    if (stored.outcome === "conflict") {
      log.warn("lead.submission-conflict", { form: form.name, lead: stored.id });
      countLead(form.name, "refused");
      // Sent again from the page, the details are a submission of their own.
      const conflict = words.conflict[lang];
      throw new HttpError(422, conflict, {
        errors: { [LEAD_META.submission]: conflict },
        page: formAgain("conflict", {}, randomUUID()),
      });
    }
    const created = stored.outcome === "created";
    log.info(lead.status === "spam" ? "lead.spam" : "lead.stored", {
      form: form.name,
      lead: stored.id,
      replay: !created,
    });
    if (created) countLead(form.name, lead.status === "spam" ? "spam" : "stored");
    if (created && lead.status !== "spam") {
      onStored({ acknowledgement: stored.acknowledgement === true });
    }
    const reference = leadReference(stored.id);
    if (!wantsJson(req)) return redirect(res, 303, thankYouLocation(lang, reference));
    return sendJson(
      res,
      created ? 201 : 200,
      { id: stored.id, reference },
      created ? {} : { "Idempotent-Replayed": "true" },
    );
  }

  return [{ method: "POST", path: LEADS_PATH, handle: accept }];
}
