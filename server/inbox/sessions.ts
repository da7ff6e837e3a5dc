/**
 * Inbox sessions: a random token in an HttpOnly, SameSite=Strict cookie (Secure and
 * "__Host-" prefixed over HTTPS), its SHA-256 stored server side. A session ends after 12 hours
 * without use, and signing out deletes it.
 */
import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";

import type { Kysely } from "kysely";

import type { Database } from "../db/schema";

/** A session unused for this long has ended. */
export const SESSION_IDLE_MS = 12 * 60 * 60_000;
/** Last use is written at most this often, not on every request. */
const TOUCH_AFTER_MS = 60_000;

export const COOKIE_NAMES = { https: "__Host-inbox_session", http: "inbox_session" } as const;

const digest = (token: string) => createHash("sha256").update(token).digest("hex");

export function cookieName(https: boolean): string {
  return https ? COOKIE_NAMES.https : COOKIE_NAMES.http;
}

/** The Set-Cookie value for a new session, or (token null) for removing it. */
export function sessionCookie(token: string | null, https: boolean): string {
  const parts = [`${cookieName(https)}=${token ?? ""}`, "Path=/", "HttpOnly", "SameSite=Strict"];
  if (https) parts.push("Secure");
  if (token === null) parts.push("Max-Age=0");
  return parts.join("; ");
}

/** The session token the request carries, if any. */
export function sessionToken(req: IncomingMessage, https: boolean): string | undefined {
  const name = cookieName(https);
  for (const pair of (req.headers.cookie ?? "").split(";")) {
    const separator = pair.indexOf("=");
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() === name)
      return pair.slice(separator + 1).trim() || undefined;
  }
  return undefined;
}

export async function createSession(
  db: Kysely<Database>,
  ownerId: string,
  now: number,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("sessions")
    .values({ id: digest(token), owner_id: ownerId, created_at: now, last_seen_at: now })
    .execute();
  return token;
}

/**
 * The owner a live session belongs to; an idle one is deleted. A passive request (a page
 * polling on its own) does not count as use: an inbox left open still ends after 12 hours.
 */
export async function findSession(
  db: Kysely<Database>,
  token: string,
  now: number,
  { passive = false }: { passive?: boolean } = {},
): Promise<{ id: string; ownerId: string; email: string } | undefined> {
  const id = digest(token);
  const row = await db
    .selectFrom("sessions")
    .innerJoin("owners", "owners.id", "sessions.owner_id")
    .select(["sessions.id", "sessions.owner_id", "sessions.last_seen_at", "owners.email"])
    .where("sessions.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  if (now - row.last_seen_at >= SESSION_IDLE_MS) {
    await db.deleteFrom("sessions").where("id", "=", id).execute();
    return undefined;
  }
  if (!passive && now - row.last_seen_at >= TOUCH_AFTER_MS) {
    await db.updateTable("sessions").set({ last_seen_at: now }).where("id", "=", id).execute();
  }
  return { id, ownerId: row.owner_id, email: row.email };
}

export async function deleteSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", id).execute();
}

/** Removes sessions that have been idle too long (run by the daily sweep). */
export async function deleteIdleSessions(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db
    .deleteFrom("sessions")
    .where("last_seen_at", "<", now - SESSION_IDLE_MS)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
