/**
 * POST /api/leads: a form's post, checked at the edge and stored before it is answered.
 * - fetch (Accept: application/json): 201 {"id"}, 200 with the same id for a repeated submission
 *   id, 422 {"errors": {field: message}};
 * - a native form post: 303 to the thank-you page, or a page with the problems and the form
 *   filled in again;
 * - 413, 415, 400, 408 and 429 for bodies too large, of another type, malformed, too slow or
 *   too frequent; 503 when the store cannot be reached.
 * Log lines name the form and the lead id, never a field.
 */
import { randomUUID } from "node:crypto";

import { firstWords, isSpam, LEAD_META, type LeadRow } from "~/lib/lead-form";

import type { Store } from "../db/connection";
import { StoreUnavailableError } from "../db/errors";
import type { OutboxChannel } from "../db/schema";
import type { RequestContext, Route } from "../http/app";
import { readFields } from "../http/body";
import type { RateLimiter } from "../http/rate-limit";
import { describeError, HttpError, redirect, sendHtml, sendJson, wantsJson } from "../http/respond";
import type { Logger } from "../log";
import { errorDetail } from "../log";
import { formPage } from "./form-page";
import { type RegisteredForm, leadForms } from "./forms";
import { createLeadWriter, type NewLead, type StoreResult } from "./lead-store";

export const LEADS_PATH = "/api/leads";
/** Where a native form post lands once its lead is stored. */
export const THANK_YOU_PATH = "/thank-you";

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
  /** Called after a new lead is stored, so the outbox sends it at once. */
  onStored: () => void;
  now?: () => number;
  /** How long a body may take to arrive (tests shorten it). */
  bodyTimeoutMs?: number;
  /** Waits before a 429 is sent (see createRefusalDelay); none when absent. */
  holdRefusal?: () => Promise<void>;
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

/** A bot's post, kept as it came so the owner can review it; no schema has vouched for it. */
function spamLead(
  form: RegisteredForm,
  posted: Record<string, unknown>,
): Omit<NewLead, "submissionId" | "page"> {
  const parsed = form.parse(posted);
  if (parsed.ok) return { ...parsed.lead, form: form.name, status: "spam" };
  const rows: LeadRow[] = Object.entries(form.fields)
    .map(([key, spec]) => ({
      key,
      label: spec.label,
      value: String(posted[key] ?? "").slice(0, SPAM_VALUE_MAX),
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
  };
}

export function leadRoutes(options: IntakeOptions): Route[] {
  const { store, log, limiter, channels, onStored, now = Date.now, bodyTimeoutMs } = options;
  const { holdRefusal = async () => {} } = options;
  const writer = createLeadWriter(store);

  async function accept(context: RequestContext): Promise<void> {
    const { req, res } = context;
    const limit = limiter.hit(context.address);
    if (!limit.allowed) {
      // One line per address and window: a flood must not become a flood of log lines.
      if (limit.first) log.warn("lead.rate-limited", { retryAfter: limit.retryAfterSeconds });
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
    const formName = posted[LEAD_META.form];
    const form = typeof formName === "string" ? leadForms.get(formName) : undefined;
    if (!form) {
      throw new HttpError(422, "This form is not one of the site's forms.", {
        fields: { [LEAD_META.form]: "Unknown form" },
      });
    }
    const submissionId = submissionIdOf(context, posted);
    const page = pageOf(posted);
    const native = !wantsJson(req);

    let lead: NewLead;
    if (isSpam(posted)) {
      lead = { ...spamLead(form, posted), submissionId, page };
    } else {
      const parsed = form.parse(posted);
      if (!parsed.ok) {
        log.info("lead.rejected", {
          form: form.name,
          fields: Object.keys(parsed.errors).join(","),
        });
        const message = "Some details need correcting.";
        if (!native) throw new HttpError(422, message, { fields: parsed.errors });
        const html = formPage({
          form,
          posted,
          errors: parsed.errors,
          title: "There is a problem with your details",
          page,
          submissionId,
        });
        return sendHtml(res, 422, html);
      }
      lead = { ...parsed.lead, form: form.name, status: "new", submissionId, page };
    }

    let stored: StoreResult;
    try {
      stored = await writer.insert({ lead, channels, now: now() });
    } catch (error) {
      log.error("lead.store-failed", { form: form.name, ...errorDetail(error) });
      const unavailable = describeError(new StoreUnavailableError({ cause: error }));
      if (!native) throw unavailable;
      const html = formPage({
        form,
        posted,
        errors: {},
        title: "Your details are not saved yet",
        message: unavailable.message,
        page,
        submissionId,
      });
      return sendHtml(res, 503, html, { "Retry-After": "30" });
    }
    log.info(lead.status === "spam" ? "lead.spam" : "lead.stored", {
      form: form.name,
      lead: stored.id,
      replay: !stored.created,
    });
    if (stored.created && lead.status !== "spam") onStored();
    if (native) return redirect(res, 303, THANK_YOU_PATH);
    return sendJson(
      res,
      stored.created ? 201 : 200,
      { id: stored.id },
      stored.created ? {} : { "Idempotent-Replayed": "true" },
    );
  }

  return [{ method: "POST", path: LEADS_PATH, handle: accept }];
}
