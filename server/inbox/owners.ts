/** The people who may sign in to the inbox. */
import { randomUUID } from "node:crypto";

import type { Kysely } from "kysely";

import type { Database } from "../db/schema";
import { hashPassword, PASSWORD_MIN_LENGTH, verifyPassword } from "./passwords";

/** What is wrong with an owner's e-mail address or password; the message never repeats them. */
export class OwnerError extends Error {
  constructor(
    readonly field: "email" | "password",
    /** The problem, to follow the thing's name: "needs at least 10 characters". */
    readonly problem: string,
  ) {
    super(`The ${field === "email" ? "e-mail address" : "password"} ${problem}`);
    this.name = "OwnerError";
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Creates the owner, or sets a new password when the owner exists and the password differs
 * (which ends their sessions). The same password again changes nothing: a restart with
 * INBOX_OWNER_PASSWORD set neither rehashes it nor signs the owner out.
 */
export async function saveOwner(
  db: Kysely<Database>,
  email: string,
  password: string,
  now: number,
): Promise<"created" | "updated" | "unchanged"> {
  const address = email.trim().toLowerCase();
  if (!EMAIL.test(address)) {
    throw new OwnerError(
      "email",
      "is not valid: it needs a name, an @ and a domain, e.g. owner@example.com",
    );
  }
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new OwnerError("password", `needs at least ${PASSWORD_MIN_LENGTH} characters`);
  }
  const existing = await db
    .selectFrom("owners")
    .select(["id", "password_hash"])
    .where("email", "=", address)
    .executeTakeFirst();
  if (existing && (await verifyPassword(password, existing.password_hash))) return "unchanged";
  const password_hash = await hashPassword(password);
  if (existing) {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("owners")
        .set({ password_hash, updated_at: now })
        .where("id", "=", existing.id)
        .execute();
      // A new password ends every session signed in with the old one.
      await trx.deleteFrom("sessions").where("owner_id", "=", existing.id).execute();
    });
    return "updated";
  }
  await db
    .insertInto("owners")
    .values({ id: randomUUID(), email: address, password_hash, created_at: now, updated_at: now })
    .execute();
  return "created";
}

export async function ownerCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("owners")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
