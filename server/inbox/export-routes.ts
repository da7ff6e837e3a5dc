/** The CSV export of the leads matching the inbox's filter. */
import { businessDay } from "~/contracts/business-time";
import { exportFilterSchema, INBOX_API } from "~/contracts/inbox";

import type { Route } from "../http/app";
import { readFields } from "../http/body";
import { sendText } from "../http/respond";
import { audit } from "./audit";
import { toCsv } from "./csv";
import { type OwnedRouteParts, parseBody } from "./guard";
import { leadsToExport } from "./lead-queries";
import { leadTable } from "./lead-table";

export function exportRoutes({ store, now, owned }: OwnedRouteParts): Route[] {
  const { db } = store;
  return [
    {
      method: "POST",
      path: INBOX_API.export,
      handle: owned(async ({ req, res }, owner) => {
        const filter = parseBody(exportFilterSchema, await readFields(req));
        const leads = await leadsToExport(db, filter);
        const { header, rows } = leadTable(leads);
        const time = now();
        const which = [
          filter.form ? ` of ${filter.form}` : "",
          filter.lang ? ` in ${filter.lang}` : "",
          filter.delivery ? " with failing delivery" : "",
          filter.q ? " matching a search" : "",
        ].join("");
        const statuses =
          filter.status === "all" ? "leads of all statuses" : `${filter.status} leads`;
        await audit(
          db,
          {
            actor: owner.email,
            action: "exported",
            detail: `${leads.length} ${statuses}${which}`,
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
