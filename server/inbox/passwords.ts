/**
 * Owner passwords, hashed with scrypt (node:crypto): "scrypt$N$r$p$salt$hash", salt and hash in
 * base64. Checking is constant-time, and an unknown e-mail costs the same as a wrong password.
 */
import {
  randomBytes,
  scrypt as scryptCallback,
  type ScryptOptions,
  timingSafeEqual,
} from "node:crypto";

/** A password shorter than this is refused when an owner is created or reset. */
export const PASSWORD_MIN_LENGTH = 10;

type ScryptCost = Required<Pick<ScryptOptions, "N" | "r" | "p">>;

const COST: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
// N=2^15, r=8 needs 32 MiB; Node's default limit is exactly that, so allow a little more.
const MAX_MEMORY = 64 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(
      password.normalize("NFKC"),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: MAX_MEMORY },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/**
 * A password's hash at the site's cost. The hash names its cost, and verifyPassword uses the one
 * it names, so a lower `cost` (the tests' owners, whose sign-ins would otherwise spend most of the
 * server tests' time hashing) is checked the same way.
 */
export async function hashPassword(password: string, cost: ScryptCost = COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join(
    "$",
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await scrypt(password, Buffer.from(salt, "base64"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash no password matches, checked when the e-mail is unknown so the answer takes as long. */
export const UNKNOWN_OWNER_HASH = `scrypt$${COST.N}$${COST.r}$${COST.p}$${Buffer.alloc(16).toString("base64")}$${Buffer.alloc(KEY_LENGTH).toString("base64")}`;
