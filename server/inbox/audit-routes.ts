/** The audit log, newest first, a page at a time. */
import { type AuditAnswer, INBOX_API } from "~/contracts/inbox";

import type { Store } from "../db/connection";
import type { Route } from "../http/app";
import { sendJson } from "../http/respond";
import { AUDIT_PAGE_SIZE, auditPage } from "./audit";
import type { Owned } from "./guard";

export function auditRoutes({ store, owned }: { store: Store; owned: Owned }): Route[] {
  return [
    {
      method: "GET",
      path: INBOX_API.audit,
      handle: owned(async ({ res, query }) => {
        const page = Math.max(1, Number.parseInt(query.get("page") ?? "1", 10) || 1);
        const { entries, total } = await auditPage(store.db, page);
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
