/**
 * The incidents in the store. Opening and closing are each one statement that changes a row or
 * not, so with several instances on one store exactly one of them learns that it opened (or
 * closed) an incident, and only that one announces it.
 */
import { randomUUID } from "node:crypto";

import type { IncidentKind, OpenIncident } from "~/contracts/incidents";

import type { Kysely } from "kysely";

import type { Store } from "../db/connection";
import type { Database } from "../db/schema";

/** Opens an incident of this kind unless one is open; true when this call opened it. */
export async function openIncident(
  { db }: Store,
  kind: IncidentKind,
  detail: string | null,
  at: number,
): Promise<boolean> {
  const result = await db
    .insertInto("incidents")
    .values({ id: randomUUID(), kind, opened_at: at, closed_at: null, detail })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Ends the open incident of this kind; its opening time when this call ended it, else null. */
export async function closeIncident(
  { db }: Store,
  kind: IncidentKind,
  at: number,
): Promise<number | null> {
  const closed = await db
    .updateTable("incidents")
    .set({ closed_at: at })
    .where("kind", "=", kind)
    .where("closed_at", "is", null)
    .returning("opened_at")
    .executeTakeFirst();
  return closed ? Number(closed.opened_at) : null;
}

export async function openIncidents(db: Kysely<Database>): Promise<OpenIncident[]> {
  const rows = await db
    .selectFrom("incidents")
    .select(["kind", "opened_at", "detail"])
    .where("closed_at", "is", null)
    .orderBy("opened_at")
    .execute();
  return rows.map((row) => ({ kind: row.kind, since: Number(row.opened_at), detail: row.detail }));
}
