/** The CSV export of the leads matching the inbox's filter. */
import { businessDay } from "~/contracts/business-time";
import { INBOX_API, leadFilterSchema } from "~/contracts/inbox";

import type { Store } from "../db/connection";
import type { Route } from "../http/app";
import { readFields } from "../http/body";
import { sendText } from "../http/respond";
import { audit } from "./audit";
import { toCsv } from "./csv";
import { type Owned, parseBody } from "./guard";
import { leadsToExport } from "./lead-queries";
import { leadTable } from "./lead-table";

export function exportRoutes({
  store,
  now,
  owned,
}: {
  store: Store;
  now: () => number;
  owned: Owned;
}): Route[] {
  const { db } = store;
  return [
    {
      method: "POST",
      path: INBOX_API.export,
      handle: owned(async ({ req, res }, owner) => {
        const filter = parseBody(leadFilterSchema, await readFields(req));
        const leads = await leadsToExport(db, filter);
        const { header, rows } = leadTable(leads);
        const time = now();
        const which = `${filter.form ? ` of ${filter.form}` : ""}${filter.q ? " matching a search" : ""}`;
        await audit(
          db,
          {
            actor: owner.email,
            action: "exported",
            detail: `${leads.length} ${filter.status} leads${which}`,
          },
          time,
        );
        sendText(res, 200, toCsv(header, rows), {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="leads-${filter.status}-${businessDay(time)}.csv"`,
        });
      }),
    },
  ];
}
