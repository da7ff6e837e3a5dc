/**
 * The outbox worker: claims due messages with a lease (PostgreSQL: FOR UPDATE SKIP LOCKED, so
 * several instances never take the same message), sends each through its channel, and records
 * the outcome (the outcomes of sends that end together in one transaction). The lease is renewed
 * while a send runs, so a slow mail server never lets another instance send the same message. A
 * failure is retried with exponential backoff, the first retry within a minute; after 48 hours
 * (from `window_started_at`) the message and its lead are marked failed. "Retry delivery now"
 * starts both afresh (delivery.ts). A spam lead's messages are never claimed. It takes a clock and
 * a store, so tests drive time instead of sleeping. One worker serves one queue: the business's
 * messages (`outbox`), or the senders' acknowledgements (`acknowledgements`).
 */
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";

import { type Kysely, sql, type Transaction } from "kysely";

import { type Store, withoutFlush } from "../db/connection";
import { groupCommit } from "../db/group-commit";
import type { AcknowledgementsTable, Database, OutboxChannel, OutboxTable } from "../db/schema";
import type { Logger } from "../log";
import { errorDetail } from "../log";
import type { AttemptResult } from "../metrics";
import { refreshDelivery } from "./delivery";
import { findLeads, type StoredLead } from "./lead-store";

/** A message of either queue: both tables have the outbox's columns (schema.ts). */
type QueuedMessage = OutboxTable | AcknowledgementsTable;

/** Sends one lead on one channel; rejects with a short, data-free reason on failure. */
export type Deliver = (lead: StoredLead) => Promise<void>;

/** The first retry waits this long; each next one twice as long, up to MAX_RETRY_DELAY_MS. */
export const FIRST_RETRY_DELAY_MS = 30_000;
export const MAX_RETRY_DELAY_MS = 60 * 60_000;
/** After this long without success a message is given up and its lead marked failed. */
export const GIVE_UP_AFTER_MS = 48 * 60 * 60_000;

/** The wait before the next try, after `attempts` failed tries (1, 2, …). */
export function retryDelay(attempts: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

/** An error's reason as the inbox shows it: one line, no longer than needed. */
export function failureReason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, " ").trim().slice(0, 300) || "Unknown error";
}

/** A table of messages the worker sends: the outbox's columns, its own log events. */
export interface OutboxQueue {
  table: "outbox" | "acknowledgements";
  /** The first word of its log events: "lead" (lead.delivered, …) or "ack". */
  event: string;
  /** Whether each try is recorded in delivery_attempts and sets the lead's delivery. */
  recordsDelivery: boolean;
}

/** The business's messages of each lead (e-mail, webhook). */
export const LEAD_QUEUE: OutboxQueue = { table: "outbox", event: "lead", recordsDelivery: true };
/** The acknowledgement e-mails to senders: the lead's delivery is the business's alone. */
export const ACKNOWLEDGEMENT_QUEUE: OutboxQueue = {
  table: "acknowledgements",
  event: "ack",
  recordsDelivery: false,
};

export interface OutboxOptions {
  store: Store;
  /** The messages it sends: the business's by default. */
  queue?: OutboxQueue;
  channels: Partial<Record<OutboxChannel, Deliver>>;
  log: Logger;
  now?: () => number;
  leaseMs: number;
  /** How often an idle worker looks for due messages. */
  pollMs?: number;
  batchSize?: number;
  /** This instance's name in the lease column. */
  owner?: string;
  /** How often (real time) a running send renews its lease; a third of the lease by default. */
  renewEveryMs?: number;
  /** How long stop() waits for the sends in progress; a send still running then is left to its lease. */
  stopWaitMs?: number;
  /** Told of each recorded try (for the metrics), with when the message's window started. */
  onAttempt?: (channel: OutboxChannel, result: AttemptResult, queuedAt: number) => void;
}

/** stop() waits this long for the sends in progress by default. */
export const STOP_WAIT_MS = 10_000;

export interface Outbox {
  /** Claims and sends what is due now; resolves with how many messages were tried. */
  runOnce(): Promise<number>;
  /** Asks for a run as soon as possible (after a new lead). */
  nudge(): void;
  start(): void;
  /** Stops polling and waits for the sends in progress, at most stopWaitMs. */
  stop(): Promise<void>;
}

export function createOutbox({
  store,
  queue = LEAD_QUEUE,
  channels,
  log,
  now = Date.now,
  leaseMs,
  pollMs = 1000,
  batchSize = 10,
  owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  renewEveryMs = Math.max(1000, Math.floor(leaseMs / 3)),
  stopWaitMs = STOP_WAIT_MS,
  onAttempt,
}: OutboxOptions): Outbox {
  const { db } = store;
  const { table } = queue;
  const available = Object.keys(channels) as OutboxChannel[];
  const renewals = new Set<NodeJS.Timeout>();
  /** Lease renewals whose write has not finished yet (stop waits for them). */
  const renewalWrites = new Set<Promise<unknown>>();

  /**
   * Claims due messages with a lease. A lease is written without a flush of its own on SQLite
   * (withoutFlush): lost with the machine's power, it would only let the message be claimed
   * again, as its lease running out does after a crash; that saves two of the five flushes a lead
   * costs with an acknowledgement (its insert, and each queue's claim and outcome).
   */
  function claim(): Promise<QueuedMessage[]> {
    return withoutFlush(store, (db) => claimOn(db));
  }

  async function claimOn(db: Kysely<Database>): Promise<QueuedMessage[]> {
    const time = now();
    const due = db
      .selectFrom(table)
      .select("id")
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", time)
      .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", time)]))
      .where("channel", "in", available)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("leads")
              .select("leads.id")
              .whereRef("leads.id", "=", sql.ref(`${queue.table}.lead_id`))
              .where("leads.status", "=", "spam"),
          ),
        ),
      )
      .orderBy("next_attempt_at")
      .limit(batchSize);
    return db
      .updateTable(table)
      .set({ lease_owner: owner, lease_until: time + leaseMs })
      .where("id", "in", store.dialect === "postgres" ? due.forUpdate().skipLocked() : due)
      .returningAll()
      .execute();
  }

  /** Renews the message's lease while its send runs; the returned function stops it. */
  function keepLease(message: QueuedMessage): () => void {
    const timer = setInterval(() => {
      const write = withoutFlush(store, (db) =>
        db
          .updateTable(table)
          .set({ lease_until: now() + leaseMs })
          .where("id", "=", message.id)
          .where("lease_owner", "=", owner)
          .execute(),
      )
        .catch((error: unknown) => log.warn("outbox.lease-renewal-failed", errorDetail(error)))
        .finally(() => renewalWrites.delete(write));
      renewalWrites.add(write);
    }, renewEveryMs);
    timer.unref();
    renewals.add(timer);
    return () => {
      clearInterval(timer);
      renewals.delete(timer);
    };
  }

  /**
   * The outcomes recorded in the same turn of the event loop are written in one transaction
   * (group commit, ../db/group-commit.ts): one flush to disk rather than one each.
   */
  type Outcome = { attempts: number; givenUp: boolean } | undefined;
  const together = groupCommit((batch: Array<(trx: Transaction<Database>) => Promise<Outcome>>) =>
    db.transaction().execute(async (trx) => {
      const results: Outcome[] = [];
      for (const write of batch) results.push(await write(trx));
      return results;
    }),
  );

  async function record(message: QueuedMessage, error: unknown | null): Promise<void> {
    const time = now();
    const reason = error === null ? null : failureReason(error);
    const outcome = await together(async (trx) => {
      let attempts: number;
      let givenUp = false;
      if (error === null) {
        // Sent: nothing of the row is needed first, so one statement counts the try and ends the
        // lease (none changed if the lease was lost meanwhile). While the lease is held nothing
        // else changes the row's tries, so they are the claimed row's and one more.
        const sent = await trx
          .updateTable(table)
          .set({
            status: "sent",
            attempts: message.attempts + 1,
            sent_at: time,
            last_error: null,
            lease_owner: null,
            lease_until: null,
          })
          .where("id", "=", message.id)
          .where("lease_owner", "=", owner)
          .executeTakeFirst();
        // The lead was deleted, or the lease was lost to another instance: theirs to record.
        if (sent.numUpdatedRows === 0n) return undefined;
        attempts = message.attempts + 1;
      } else {
        // Read again: "Retry delivery now" may have restarted the 48 hours and the backoff
        // meanwhile.
        const current = await trx
          .selectFrom(table)
          .select(["attempts", "retry_base", "window_started_at", "next_attempt_at"])
          .where("id", "=", message.id)
          .where("lease_owner", "=", owner)
          .executeTakeFirst();
        if (!current) return undefined;
        attempts = current.attempts + 1;
        givenUp = time - current.window_started_at >= GIVE_UP_AFTER_MS;
        await trx
          .updateTable(table)
          .set({
            status: givenUp ? "failed" : "pending",
            attempts,
            sent_at: null,
            last_error: reason,
            next_attempt_at: givenUp
              ? current.next_attempt_at
              : time + retryDelay(attempts - current.retry_base),
            lease_owner: null,
            lease_until: null,
          })
          .where("id", "=", message.id)
          .execute();
      }
      if (!queue.recordsDelivery) return { attempts, givenUp };
      await trx
        .insertInto("delivery_attempts")
        .values({
          id: randomUUID(),
          outbox_id: message.id,
          lead_id: message.lead_id,
          channel: message.channel,
          at: time,
          ok: error === null ? 1 : 0,
          error: reason,
        })
        .execute();
      await refreshDelivery(trx, message.lead_id, time);
      return { attempts, givenUp };
    });
    if (!outcome) return;
    const result = error === null ? "sent" : outcome.givenUp ? "gave_up" : "retry";
    onAttempt?.(message.channel, result, Number(message.window_started_at));
    const detail = { lead: message.lead_id, channel: message.channel, attempts: outcome.attempts };
    const event = (name: string) => `${queue.event}.${name}`;
    if (error === null) log.info(event("delivered"), detail);
    else if (outcome.givenUp)
      log.error(event("delivery-failed"), { ...detail, ...errorDetail(error) });
    else log.warn(event("delivery-retry"), { ...detail, ...errorDetail(error) });
  }

  async function deliver(message: QueuedMessage, lead: StoredLead): Promise<void> {
    const send = channels[message.channel]!;
    const stopRenewing = keepLease(message);
    let error: unknown | null = null;
    try {
      await send(lead);
    } catch (caught) {
      error = caught ?? new Error("failed");
    } finally {
      stopRenewing();
    }
    await record(message, error);
  }

  async function runOnce(): Promise<number> {
    if (available.length === 0) return 0;
    const messages = await claim();
    // The claimed messages' leads in one read; a lead deleted meanwhile is not sent.
    const leads = await findLeads(db, [...new Set(messages.map((message) => message.lead_id))]);
    await Promise.all(
      messages.map((message) => {
        const lead = leads.get(message.lead_id);
        return lead ? deliver(message, lead) : undefined;
      }),
    );
    return messages.length;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;

  function cycle(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = (async () => {
      try {
        // A full batch means more may be waiting: go on until a run comes back short.
        while ((await runOnce()) === batchSize && !stopped);
      } catch (error) {
        log.warn("outbox.run-failed", errorDetail(error));
      }
    })().finally(() => {
      running = undefined;
      if (stopped) return;
      if (again) {
        again = false;
        setImmediate(cycle);
      } else timer = setTimeout(cycle, pollMs);
    });
  }

  return {
    runOnce,
    nudge: () => {
      if (!stopped) setImmediate(cycle);
    },
    start() {
      if (!stopped || available.length === 0) return;
      stopped = false;
      cycle();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([
        running,
        new Promise<void>((resolve) => (waited = setTimeout(resolve, stopWaitMs))),
      ]);
      clearTimeout(waited);
      // A send still running is abandoned to its lease: it ends, and another instance (or this
      // one, restarted) sends the message again. At least once, never lost.
      for (const renewal of renewals) clearInterval(renewal);
      renewals.clear();
      // A renewal still being written holds the message's row (PostgreSQL), and another
      // instance's claim skips locked rows: once stopped, this instance touches nothing more.
      await Promise.all(renewalWrites);
    },
  };
}
