/**
 * The sign-in lockout and the bound on password hashing (see docs/decisions/013).
 *
 * - Lockout: at most SIGN_IN_ATTEMPTS failures per address in SIGN_IN_WINDOW_MS, counted in the
 *   audit log so that it holds across instances. The check and the count are one step: an
 *   attempt is recorded as a failure before its password is hashed (and becomes "signed-in"
 *   when the password is right), under a lock per address, so sign-ins sent at once are
 *   counted one after another and the sixth is refused whatever the timing.
 * - Hashing: each check is scrypt at 32 MiB on libuv's thread pool, which also reads the static
 *   files. Beyond MAX_CONCURRENT_HASHES checks at once, a sign-in is refused at once (429).
 */
import { randomUUID } from "node:crypto";

import { sql } from "kysely";

import type { Store } from "../db/connection";
import { failedSignIns } from "./audit";

/** Sign-in failures allowed per address in the window, before 429. */
export const SIGN_IN_ATTEMPTS = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
/** Password checks one instance runs at once: half of libuv's four threads. */
export const MAX_CONCURRENT_HASHES = 2;
/** The actor of a failed sign-in whose e-mail is no owner's: what was typed may be a password. */
export const UNKNOWN_ACTOR = "(not an owner's e-mail address)";

/** An arbitrary constant naming the sign-in locks on PostgreSQL (the other key is the address). */
const PG_LOCK_SPACE = 7_265_002;

/** Lets at most `max` password checks run at once; the others are refused, not queued. */
export function createHashGate(max: number) {
  let running = 0;
  return {
    /** A release function for the slot taken, or null when every slot is busy. */
    tryEnter(): (() => void) | null {
      if (running >= max) return null;
      running += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        running -= 1;
      };
    },
  };
}

export type HashGate = ReturnType<typeof createHashGate>;

export type SignInAttempt =
  { allowed: true; reservation: string } | { allowed: false; retryAfterSeconds: number };

/**
 * Checks the lockout for an address and, when it may try, records the try as a failure at once,
 * in one transaction under a lock per address (PostgreSQL: an advisory lock; SQLite: its one
 * writer connection).
 */
export async function reserveSignIn(
  store: Store,
  { address, actor, now }: { address: string; actor: string; now: number },
): Promise<SignInAttempt> {
  return store.db.transaction().execute(async (trx) => {
    if (store.dialect === "postgres") {
      await sql`SELECT pg_advisory_xact_lock(${PG_LOCK_SPACE}, hashtext(${address}))`.execute(trx);
    }
    const failures = await failedSignIns(trx, address, now - SIGN_IN_WINDOW_MS);
    if (failures.count >= SIGN_IN_ATTEMPTS) {
      const until = (failures.oldest ?? now) + SIGN_IN_WINDOW_MS;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) };
    }
    const reservation = randomUUID();
    await trx
      .insertInto("audit_log")
      .values({
        id: reservation,
        at: now,
        actor: actor.slice(0, 200),
        action: "sign-in-failed",
        lead_id: null,
        detail: null,
        address,
      })
      .execute();
    return { allowed: true, reservation };
  });
}

/** The password was right: the try recorded as a failure becomes the sign-in. */
export async function confirmSignIn(store: Store, reservation: string): Promise<void> {
  await store.db
    .updateTable("audit_log")
    .set({ action: "signed-in" })
    .where("id", "=", reservation)
    .execute();
}
