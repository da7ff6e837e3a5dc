/**
 * Retention: leads are deleted LEAD_RETENTION_DAYS after they came (spam after 30 days, or
 * sooner when that is shorter), their outbox messages and delivery tries with them (the tables
 * cascade); audit entries after the same days, and idle sessions, go too. The sweep runs daily:
 * each instance checks hourly, and the job_runs row lets only one of them run it per day.
 */
import type { Kysely } from "kysely";

import { retentionPolicy } from "~/contracts/inbox";

import type { Store } from "../db/connection";
import type { Database } from "../db/schema";
import type { Logger } from "../log";
import { errorDetail } from "../log";
import { audit } from "./audit";
import { deleteIdleSessions } from "./sessions";

const DAY_MS = 24 * 60 * 60_000;
const JOB = "retention-sweep";
const CHECK_EVERY_MS = 60 * 60_000;

export interface SweepResult {
  leads: number;
  spam: number;
  sessions: number;
  /** Audit entries (they name owners and addresses) older than the leads' retention. */
  audit: number;
}

async function deleteLeadsWhere(
  db: Kysely<Database>,
  spam: boolean,
  receivedBefore: number,
): Promise<number> {
  const result = await db
    .deleteFrom("leads")
    .where("status", spam ? "=" : "!=", "spam")
    .where("received_at", "<", receivedBefore)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function sweepRetention(
  db: Kysely<Database>,
  { retentionDays, now }: { retentionDays: number; now: number },
): Promise<SweepResult> {
  const { leadDays, spamDays } = retentionPolicy(retentionDays);
  return {
    leads: await deleteLeadsWhere(db, false, now - leadDays * DAY_MS),
    spam: await deleteLeadsWhere(db, true, now - spamDays * DAY_MS),
    sessions: await deleteIdleSessions(db, now),
    audit: Number(
      (
        await db
          .deleteFrom("audit_log")
          .where("at", "<", now - leadDays * DAY_MS)
          .executeTakeFirst()
      ).numDeletedRows,
    ),
  };
}

/** Claims today's run of the sweep: true for exactly one caller a day, across instances. */
async function claimDailyRun(db: Kysely<Database>, now: number): Promise<boolean> {
  await db
    .insertInto("job_runs")
    .values({ name: JOB, last_run_at: 0 })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const claimed = await db
    .updateTable("job_runs")
    .set({ last_run_at: now })
    .where("name", "=", JOB)
    .where("last_run_at", "<=", now - DAY_MS)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export function startRetentionSweep({
  store,
  log,
  retentionDays,
  now = Date.now,
}: {
  store: Store;
  log: Logger;
  retentionDays: number;
  now?: () => number;
}): { runIfDue: () => Promise<SweepResult | null>; stop: () => void } {
  async function runIfDue(): Promise<SweepResult | null> {
    const time = now();
    if (!(await claimDailyRun(store.db, time))) return null;
    const result = await sweepRetention(store.db, { retentionDays, now: time });
    await audit(
      store.db,
      {
        actor: "system",
        action: "retention-sweep",
        detail: `Deleted ${result.leads} leads older than ${retentionDays} days and ${result.spam} spam older than ${retentionPolicy(retentionDays).spamDays} days`,
      },
      time,
    );
    log.info("retention.swept", { ...result });
    return result;
  }
  const check = () =>
    void runIfDue().catch((error: unknown) => log.warn("retention.failed", errorDetail(error)));
  check();
  const timer = setInterval(check, CHECK_EVERY_MS);
  timer.unref();
  return { runIfDue, stop: () => clearInterval(timer) };
}
