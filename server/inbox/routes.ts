/**
 * The inbox API under /api/inbox: signing in and out, the lead list, one lead, status changes,
 * retry, delete, the CSV export and the audit log. Every answer is no-store; without a session
 * every route but signing in answers 401; every state-changing request must come from the
 * site's own pages (Origin).
 */
import type { z } from "zod";

import {
  type AuditAnswer,
  INBOX_API,
  leadFilterSchema,
  type LeadListAnswer,
  PAGE_SIZE,
  type RetentionPolicy,
  type SessionAnswer,
  signInSchema,
  SPAM_RETENTION_DAYS,
  statusChangeSchema,
} from "~/contracts/inbox";
import { issuesByField } from "~/contracts/lead-form";

import type { Store } from "../db/connection";
import type { OutboxChannel } from "../db/schema";
import type { RequestContext, Route } from "../http/app";
import { readFields } from "../http/body";
import { HttpError, sendJson, sendText } from "../http/respond";
import type { Logger } from "../log";
import { formTitle, leadForms } from "~/contracts/lead-forms";
import { AUDIT_PAGE_SIZE, audit, auditPage, failedSignIns } from "./audit";
import { toCsv } from "./csv";
import {
  businessDay,
  deleteLead,
  leadDetail,
  leadsToExport,
  listLeads,
  retryDelivery,
  setStatus,
} from "./lead-queries";
import { UNKNOWN_OWNER_HASH, verifyPassword } from "./passwords";
import { createSession, deleteSession, findSession, sessionCookie, sessionToken } from "./sessions";

/** Sign-in failures allowed per address in the window, before 429. */
export const SIGN_IN_ATTEMPTS = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

export interface InboxOptions {
  store: Store;
  log: Logger;
  /** The delivery channels that are set up (for "not spam" and "retry"). */
  channels: readonly OutboxChannel[];
  /** Called after a lead was queued, so the outbox sends it at once. */
  onQueued: () => void;
  retentionDays: number;
  now?: () => number;
}

/** The route pattern of one lead (INBOX_API.lead builds its URLs). */
const LEAD_PATH = "/api/inbox/leads/:id";
const SIGNED_OUT = "Sign in to see the inbox.";
const WRONG_DETAILS = "The e-mail address or the password is not right.";

/** Refuses a state-changing request that did not come from a page of this site. */
function requireSameOrigin({ req, https }: RequestContext): void {
  const origin = req.headers.origin;
  const expected = `${https ? "https" : "http"}://${req.headers.host ?? ""}`;
  if (origin !== expected) {
    throw new HttpError(403, "This request must come from the inbox's own pages.");
  }
}

function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new HttpError(422, "Some details need correcting.", {
      errors: issuesByField(result.error.issues),
    });
  }
  return result.data;
}

export function inboxRoutes(options: InboxOptions): Route[] {
  const { store, log, channels, onQueued, retentionDays, now = Date.now } = options;
  const { db } = store;
  const retention: RetentionPolicy = { leadDays: retentionDays, spamDays: SPAM_RETENTION_DAYS };

  async function requireOwner(context: RequestContext) {
    const token = sessionToken(context.req, context.https);
    const session = token ? await findSession(db, token, now()) : undefined;
    if (!session) throw new HttpError(401, SIGNED_OUT);
    return session;
  }

  /** Wraps a handler that needs a signed-in owner (and, unless it only reads, the same origin). */
  function owned(
    handle: (context: RequestContext, owner: { id: string; email: string }) => Promise<void>,
  ) {
    return async (context: RequestContext) => {
      if (context.req.method !== "GET") requireSameOrigin(context);
      const session = await requireOwner(context);
      await handle(context, { id: session.id, email: session.email });
    };
  }

  async function signIn(context: RequestContext) {
    requireSameOrigin(context);
    const time = now();
    const failures = await failedSignIns(db, context.address, time - SIGN_IN_WINDOW_MS);
    if (failures.count >= SIGN_IN_ATTEMPTS) {
      const wait = Math.max(
        1,
        Math.ceil(((failures.oldest ?? time) + SIGN_IN_WINDOW_MS - time) / 1000),
      );
      const minutes = Math.ceil(wait / 60);
      log.warn("inbox.sign-in-locked", { retryAfter: wait });
      throw new HttpError(
        429,
        `Too many failed sign-ins from your connection. Try again in ${minutes === 1 ? "a minute" : `${minutes} minutes`}.`,
        { headers: { "Retry-After": String(wait) } },
      );
    }
    const { email, password } = parseBody(signInSchema, await readFields(context.req));
    const owner = await db
      .selectFrom("owners")
      .select(["id", "email", "password_hash"])
      .where("email", "=", email)
      .executeTakeFirst();
    // An unknown e-mail is checked against a hash no password matches: same answer, same time.
    const valid = await verifyPassword(password, owner?.password_hash ?? UNKNOWN_OWNER_HASH);
    if (!owner || !valid) {
      await audit(db, { actor: email, action: "sign-in-failed", address: context.address }, time);
      log.warn("inbox.sign-in-failed");
      throw new HttpError(401, WRONG_DETAILS);
    }
    const token = await createSession(db, owner.id, time);
    await audit(db, { actor: owner.email, action: "signed-in", address: context.address }, time);
    const answer: SessionAnswer = { owner: { email: owner.email }, retention };
    sendJson(context.res, 200, answer, { "Set-Cookie": sessionCookie(token, context.https) });
  }

  async function signOut(context: RequestContext) {
    requireSameOrigin(context);
    const token = sessionToken(context.req, context.https);
    const session = token ? await findSession(db, token, now()) : undefined;
    if (session) {
      await deleteSession(db, session.id);
      await audit(db, { actor: session.email, action: "signed-out" }, now());
    }
    context.res.setHeader("Set-Cookie", sessionCookie(null, context.https));
    context.res.writeHead(204, { "Cache-Control": "no-store" }).end();
  }

  async function leadOr404(id: string) {
    const detail = await leadDetail(db, id);
    if (!detail) throw new HttpError(404, "This lead does not exist (any more).");
    return detail;
  }

  return [
    { method: "POST", path: INBOX_API.session, handle: signIn },
    { method: "DELETE", path: INBOX_API.session, handle: signOut },
    {
      method: "GET",
      path: INBOX_API.session,
      handle: owned(async ({ res }, owner) => {
        const answer: SessionAnswer = { owner: { email: owner.email }, retention };
        sendJson(res, 200, answer);
      }),
    },
    {
      method: "POST",
      path: INBOX_API.search,
      handle: owned(async ({ req, res }) => {
        const filter = parseBody(leadFilterSchema, await readFields(req));
        const { leads, total, counts } = await listLeads(db, filter);
        const answer: LeadListAnswer = {
          leads,
          total,
          page: filter.page,
          pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
          counts,
          forms: leadForms.map((form) => ({ name: form.name, title: form.title })),
          retention,
        };
        sendJson(res, 200, answer);
      }),
    },
    {
      method: "GET",
      path: LEAD_PATH,
      handle: owned(async ({ res, params }) => sendJson(res, 200, await leadOr404(params.id!))),
    },
    {
      method: "PATCH",
      path: LEAD_PATH,
      handle: owned(async ({ req, res, params }, owner) => {
        const { status } = parseBody(statusChangeSchema, await readFields(req));
        const time = now();
        const previous = await setStatus(store, params.id!, status, channels, time);
        if (previous === undefined)
          throw new HttpError(404, "This lead does not exist (any more).");
        if (previous !== status) {
          await audit(
            db,
            {
              actor: owner.email,
              action: "status-changed",
              leadId: params.id,
              detail: `${previous} → ${status}`,
            },
            time,
          );
          if (previous === "spam") onQueued();
        }
        sendJson(res, 200, await leadOr404(params.id!));
      }),
    },
    {
      method: "POST",
      path: `${LEAD_PATH}/retry`,
      handle: owned(async ({ res, params }, owner) => {
        await leadOr404(params.id!);
        const time = now();
        if (!(await retryDelivery(store, params.id!, channels, time))) {
          throw new HttpError(
            409,
            "Delivery is not set up: set SMTP_URL (or LEAD_WEBHOOK_URL) on the server to send leads.",
          );
        }
        await audit(
          db,
          { actor: owner.email, action: "delivery-retried", leadId: params.id },
          time,
        );
        onQueued();
        sendJson(res, 200, await leadOr404(params.id!));
      }),
    },
    {
      method: "DELETE",
      path: LEAD_PATH,
      handle: owned(async ({ res, params }, owner) => {
        if (!(await deleteLead(db, params.id!))) {
          throw new HttpError(404, "This lead does not exist (any more).");
        }
        await audit(db, { actor: owner.email, action: "lead-deleted", leadId: params.id }, now());
        res.writeHead(204, { "Cache-Control": "no-store" }).end();
      }),
    },
    {
      method: "POST",
      path: INBOX_API.export,
      handle: owned(async ({ req, res }, owner) => {
        const filter = parseBody(leadFilterSchema, await readFields(req));
        const leads = await leadsToExport(db, filter);
        const fieldKeys = [
          ...new Set([
            ...leadForms.flatMap((form) => Object.keys(form.fields)),
            ...leads.flatMap((lead) => lead.rows.map((row) => row.key)),
          ]),
        ];
        const header = [
          "id",
          "received_at",
          "form",
          "status",
          "delivery",
          "page",
          "sender_name",
          "sender_email",
          "sender_phone",
          ...fieldKeys,
        ];
        const rows = leads.map((lead) => {
          const byKey = new Map(lead.rows.map((row) => [row.key, row.value]));
          return [
            lead.id,
            new Date(lead.receivedAt).toISOString(),
            formTitle(lead.form),
            lead.status,
            lead.delivery,
            lead.page ?? "",
            lead.name,
            lead.email ?? "",
            lead.phone ?? "",
            ...fieldKeys.map((key) => {
              const value = byKey.get(key) ?? lead.values[key];
              return typeof value === "string" ? value : "";
            }),
          ];
        });
        const time = now();
        await audit(
          db,
          {
            actor: owner.email,
            action: "exported",
            detail: `${leads.length} ${filter.status} leads${filter.form ? ` of ${filter.form}` : ""}${filter.q ? " matching a search" : ""}`,
          },
          time,
        );
        const day = businessDay(time);
        sendText(res, 200, toCsv(header, rows), {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="leads-${filter.status}-${day}.csv"`,
        });
      }),
    },
    {
      method: "GET",
      path: INBOX_API.audit,
      handle: owned(async ({ res, query }) => {
        const page = Math.max(1, Number.parseInt(query.get("page") ?? "1", 10) || 1);
        const { entries, total } = await auditPage(db, page);
        const answer: AuditAnswer = {
          entries,
          page,
          pageCount: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
        };
        sendJson(res, 200, answer);
      }),
    },
  ];
}
