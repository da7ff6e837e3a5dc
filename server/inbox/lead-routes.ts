/**
 * The inbox's leads: the list and search, what needs attention, one lead, its status (one lead or
 * several at once), "retry delivery now", delete.
 */
import {
  type BulkStatusAnswer,
  bulkStatusSchema,
  INBOX_API,
  leadFilterSchema,
  type LeadListAnswer,
  type LeadStatus,
  PAGE_SIZE,
  type RetentionPolicy,
  statusChangeSchema,
} from "~/contracts/inbox";
import { leadForms } from "~/contracts/lead-forms";

import type { Store } from "../db/connection";
import type { OutboxChannel } from "../db/schema";
import type { Route } from "../http/app";
import { readFields } from "../http/body";
import { HttpError, sendJson } from "../http/respond";
import { retryDelivery } from "../leads/delivery";
import { audit } from "./audit";
import { NO_SUCH_LEAD, type Owned, type Owner, parseBody } from "./guard";
import {
  attention,
  deleteLead,
  leadDetail,
  listLeads,
  setStatus,
  setStatuses,
} from "./lead-queries";

/** The route pattern of one lead (INBOX_API.lead builds its URLs). */
const LEAD_PATH = "/api/inbox/leads/:id";

const RETRY_REFUSED = {
  "no-channel":
    "Delivery is not set up: set SMTP_URL (or LEAD_WEBHOOK_URL) on the server to send leads.",
  spam: "A lead in spam is never sent: mark it as not spam to forward it.",
  sent: "This lead has been sent: there is nothing to retry.",
} as const;

export function inboxLeadRoutes({
  store,
  channels,
  onQueued,
  retention,
  now,
  owned,
}: {
  store: Store;
  /** The delivery channels that are set up (for "not spam" and "retry"). */
  channels: readonly OutboxChannel[];
  /** Called after a lead was queued, so the outbox sends it at once. */
  onQueued: () => void;
  retention: RetentionPolicy;
  now: () => number;
  owned: Owned;
}): Route[] {
  const { db } = store;

  async function leadOr404(id: string) {
    const detail = await leadDetail(db, id, channels);
    if (!detail) throw new HttpError(404, NO_SUCH_LEAD);
    return detail;
  }

  /** Writes a status change to the audit log; taking a lead out of spam queues it. */
  async function recordChange(
    owner: Owner,
    id: string,
    previous: LeadStatus,
    status: LeadStatus,
    time: number,
  ) {
    if (previous === status) return;
    const detail = `${previous} → ${status}`;
    await audit(db, { actor: owner.email, action: "status-changed", leadId: id, detail }, time);
    if (previous === "spam") onQueued();
  }

  return [
    {
      method: "POST",
      path: INBOX_API.search,
      handle: owned(async ({ req, res }) => {
        const filter = parseBody(leadFilterSchema, await readFields(req));
        const { leads, total, counts } = await listLeads(db, filter, channels);
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
      path: INBOX_API.attention,
      handle: owned(async ({ res }) => sendJson(res, 200, await attention(db, channels)), {
        passive: true,
      }),
    },
    {
      method: "POST",
      path: INBOX_API.bulkStatus,
      handle: owned(async ({ req, res }, owner) => {
        const { ids, status } = parseBody(bulkStatusSchema, await readFields(req));
        const time = now();
        const previous = await setStatuses(store, ids, status, channels, time);
        const answer: BulkStatusAnswer = { changed: [], unchanged: [], missing: [] };
        for (const [id, before] of previous) {
          if (before === undefined) {
            answer.missing.push(id);
            continue;
          }
          await recordChange(owner, id, before, status, time);
          (before === status ? answer.unchanged : answer.changed).push(id);
        }
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
        if (previous === undefined) throw new HttpError(404, NO_SUCH_LEAD);
        await recordChange(owner, params.id!, previous, status, time);
        sendJson(res, 200, await leadOr404(params.id!));
      }),
    },
    {
      method: "POST",
      path: `${LEAD_PATH}/retry`,
      handle: owned(async ({ res, params }, owner) => {
        const time = now();
        const outcome = await retryDelivery(store, params.id!, channels, time);
        if (outcome === "no-lead") throw new HttpError(404, NO_SUCH_LEAD);
        if (outcome !== "queued") throw new HttpError(409, RETRY_REFUSED[outcome]);
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
        if (!(await deleteLead(db, params.id!))) throw new HttpError(404, NO_SUCH_LEAD);
        await audit(db, { actor: owner.email, action: "lead-deleted", leadId: params.id }, now());
        res.writeHead(204, { "Cache-Control": "no-store" }).end();
      }),
    },
  ];
}
