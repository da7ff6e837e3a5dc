import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { Store } from "../db/connection";
import { openTestStore, STORE_KINDS } from "../test/harness";
import { failedSignIns } from "./audit";
import {
  confirmSignIn,
  createHashGate,
  reserveSignIn,
  SIGN_IN_ATTEMPTS,
  SIGN_IN_WINDOW_MS,
} from "./sign-in";

describe("createHashGate", () => {
  test("lets `max` checks run at once, refuses the next at once, and frees a slot on release", () => {
    const gate = createHashGate(2);
    const first = gate.tryEnter();
    const second = gate.tryEnter();
    expect(first).toBeTypeOf("function");
    expect(second).toBeTypeOf("function");
    expect(gate.tryEnter()).toBeNull();
    first!();
    first!();
    const third = gate.tryEnter();
    expect(third).toBeTypeOf("function");
    expect(gate.tryEnter()).toBeNull();
  });
});

describe.each(STORE_KINDS)("the sign-in lockout on %s", (kind) => {
  let store: Store;
  const now = Date.UTC(2026, 10, 23, 9);
  beforeAll(async () => {
    store = await openTestStore(kind);
  });
  afterAll(() => store?.close());

  test("of 20 sign-ins from one address at once, exactly 5 may try; the others are locked out", async () => {
    const address = "198.51.100.20";
    const attempts = await Promise.all(
      Array.from({ length: 20 }, () => reserveSignIn(store, { address, actor: "x", now })),
    );
    expect(attempts.filter((attempt) => attempt.allowed)).toHaveLength(SIGN_IN_ATTEMPTS);
    for (const attempt of attempts.filter((attempt) => !attempt.allowed)) {
      expect(attempt).toEqual({ allowed: false, retryAfterSeconds: SIGN_IN_WINDOW_MS / 1000 });
    }
    expect((await failedSignIns(store.db, address, now - SIGN_IN_WINDOW_MS)).count).toBe(5);
    const other = await reserveSignIn(store, { address: "198.51.100.21", actor: "x", now });
    expect(other.allowed).toBe(true);
  });

  test("a try whose password was right does not count as a failure", async () => {
    const address = "198.51.100.30";
    for (let index = 0; index < 2 * SIGN_IN_ATTEMPTS; index += 1) {
      const attempt = await reserveSignIn(store, { address, actor: "owner", now });
      if (!attempt.allowed) throw new Error(`try ${index} was locked out`);
      await confirmSignIn(store, attempt.reservation);
    }
    expect((await failedSignIns(store.db, address, now - SIGN_IN_WINDOW_MS)).count).toBe(0);
  });

  test("the lockout ends when the oldest failure is 15 minutes old", async () => {
    const address = "198.51.100.40";
    for (let index = 0; index < SIGN_IN_ATTEMPTS; index += 1) {
      await reserveSignIn(store, { address, actor: "x", now: now + index * 60_000 });
    }
    const locked = await reserveSignIn(store, { address, actor: "x", now: now + 5 * 60_000 });
    expect(locked).toEqual({ allowed: false, retryAfterSeconds: 10 * 60 });
    const later = await reserveSignIn(store, { address, actor: "x", now: now + SIGN_IN_WINDOW_MS });
    expect(later.allowed).toBe(true);
  });
});
