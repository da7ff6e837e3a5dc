/** The inbox's audit log: who signed in, failed to, exported, deleted or changed what, and when. */
import { randomUUID } from "node:crypto";

import type { Kysely } from "kysely";

import type { AuditEntry } from "~/contracts/inbox";

import type { Database } from "../db/schema";

export type AuditAction =
  | "signed-in"
  | "sign-in-failed"
  | "signed-out"
  | "status-changed"
  | "delivery-retried"
  | "lead-deleted"
  | "exported"
  | "retention-sweep";

export interface AuditRecord {
  actor: string;
  action: AuditAction;
  leadId?: string;
  detail?: string;
  address?: string;
}

export async function audit(db: Kysely<Database>, record: AuditRecord, now: number): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      at: now,
      actor: record.actor.slice(0, 200),
      action: record.action,
      lead_id: record.leadId ?? null,
      detail: record.detail?.slice(0, 500) ?? null,
      address: record.address ?? null,
    })
    .execute();
}

/** Failed sign-ins from an address after `since`: the lockout counts them. */
export async function failedSignIns(
  db: Kysely<Database>,
  address: string,
  since: number,
): Promise<{ count: number; oldest: number | null }> {
  const row = await db
    .selectFrom("audit_log")
    .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.min<number>("at").as("oldest")])
    .where("action", "=", "sign-in-failed")
    .where("address", "=", address)
    .where("at", ">", since)
    .executeTakeFirst();
  return {
    count: Number(row?.count ?? 0),
    oldest: row?.oldest === null || row?.oldest === undefined ? null : Number(row.oldest),
  };
}

export const AUDIT_PAGE_SIZE = 100;

export async function auditPage(
  db: Kysely<Database>,
  page: number,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom("audit_log")
      .select(["id", "at", "actor", "action", "lead_id", "detail"])
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE)
      .execute(),
    db
      .selectFrom("audit_log")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirst(),
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      at: row.at,
      actor: row.actor,
      action: row.action,
      leadId: row.lead_id,
      detail: row.detail,
    })),
    total: Number(total?.count ?? 0),
  };
}
