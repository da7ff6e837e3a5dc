/** The people who may sign in to the inbox. */
import { randomUUID } from "node:crypto";

import type { Kysely } from "kysely";

import type { Database } from "../db/schema";
import { hashPassword, PASSWORD_MIN_LENGTH } from "./passwords";

export class OwnerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OwnerError";
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Creates the owner, or sets a new password when the owner exists. */
export async function saveOwner(
  db: Kysely<Database>,
  email: string,
  password: string,
  now: number,
): Promise<"created" | "updated"> {
  const address = email.trim().toLowerCase();
  if (!EMAIL.test(address)) throw new OwnerError(`"${email}" is not an e-mail address`);
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new OwnerError(`The password needs at least ${PASSWORD_MIN_LENGTH} characters`);
  }
  const password_hash = await hashPassword(password);
  const existing = await db
    .selectFrom("owners")
    .select("id")
    .where("email", "=", address)
    .executeTakeFirst();
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
