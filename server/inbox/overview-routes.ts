/** The owner's overview: its figures as JSON, and each of its tables as CSV. */
import { businessDay } from "~/contracts/business-time";
import {
  OVERVIEW_API,
  overviewExportSchema,
  overviewQuerySchema,
  overviewTables,
} from "~/contracts/overview";

import type { Route } from "../http/app";
import { sendJson, sendText } from "../http/respond";
import { audit } from "./audit";
import { toCsv } from "./csv";
import { type OwnedRouteParts, parseBody } from "./guard";
import { overview } from "./overview-queries";

export function overviewRoutes({ store, now, owned }: OwnedRouteParts): Route[] {
  return [
    {
      method: "GET",
      path: OVERVIEW_API.overview,
      handle: owned(async ({ res, query }) => {
        const { weeks } = parseBody(overviewQuerySchema, Object.fromEntries(query));
        sendJson(res, 200, await overview(store, weeks, now()));
      }),
    },
    {
      // A download link: the figures are counts, so the choice can travel in the address.
      method: "GET",
      path: OVERVIEW_API.export,
      handle: owned(async ({ res, query }, owner) => {
        const { weeks, table } = parseBody(overviewExportSchema, Object.fromEntries(query));
        const time = now();
        const { header, rows } = overviewTables(await overview(store, weeks, time))[table];
        await audit(
          store.db,
          { actor: owner.email, action: "exported", detail: `overview: ${table}, ${weeks} weeks` },
          time,
        );
        sendText(res, 200, toCsv(header, rows), {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="overview-${table}-${weeks}-weeks-${businessDay(time)}.csv"`,
        });
      }),
    },
  ];
}
