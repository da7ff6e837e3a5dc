import { describe, expect, test } from "vitest";

import { hashPassword, UNKNOWN_OWNER_HASH, verifyPassword } from "./passwords";

describe("owner passwords", () => {
  test("a hash names its cost, the site's by default, and only its password matches it", async () => {
    const hash = await hashPassword("a long inbox passphrase");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w+/]+=*\$[\w+/]+=*$/);
    expect(await verifyPassword("a long inbox passphrase", hash)).toBe(true);
    expect(await verifyPassword("a long inbox passphrasE", hash)).toBe(false);
  });

  test("a hash made at another cost is checked at the cost it names", async () => {
    const hash = await hashPassword("a long inbox passphrase", { N: 2 ** 10, r: 8, p: 1 });
    expect(hash.split("$").slice(0, 4)).toEqual(["scrypt", "1024", "8", "1"]);
    expect(await verifyPassword("a long inbox passphrase", hash)).toBe(true);
    expect(await verifyPassword("another passphrase", hash)).toBe(false);
  });

  test("the same password in another Unicode form matches; a malformed or unknown hash never does", async () => {
    const hash = await hashPassword("café au lait 2026", { N: 2 ** 10, r: 8, p: 1 });
    expect(await verifyPassword("cafe\u0301 au lait 2026", hash)).toBe(true);
    expect(await verifyPassword("anything", "bcrypt$10$x$y")).toBe(false);
    expect(await verifyPassword("anything", "scrypt$1024$8$1$$")).toBe(false);
    expect(await verifyPassword("", UNKNOWN_OWNER_HASH)).toBe(false);
  });
});
