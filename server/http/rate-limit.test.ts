import { describe, expect, test, vi } from "vitest";

import { createRateLimiter, createRefusalDelay, MAX_TRACKED_CLIENTS } from "./rate-limit";

describe("createRateLimiter", () => {
  test("allows the limit per window and address, then says how long to wait", () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => now });
    expect(limiter.hit("a")).toEqual({ allowed: true });
    expect(limiter.hit("a")).toEqual({ allowed: true });
    expect(limiter.hit("b")).toEqual({ allowed: true });
    now += 15_000;
    expect(limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 45, first: true });
    now += 1_000;
    expect(limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 44, first: false });
    now += 44_000;
    expect(limiter.hit("a")).toEqual({ allowed: true });
  });

  test("counts an IPv6 client by its /64: every address of one network shares the limit", () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => 1_000_000 });
    expect(limiter.hit("2001:db8:1:2::1").allowed).toBe(true);
    expect(limiter.hit("2001:db8:1:2:aaaa:bbbb:cccc:dddd").allowed).toBe(true);
    expect(limiter.hit("2001:0db8:0001:0002::ffff").allowed).toBe(false);
    expect(limiter.hit("2001:db8:1:3::1").allowed).toBe(true);
    expect(limiter.hit("203.0.113.7").allowed).toBe(true);
    expect(limiter.hit("203.0.113.8").allowed).toBe(true);
    expect(limiter.size).toBe(4);
  });

  test("keeps at most maxTracked clients under a flood of distinct addresses", () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({
      limit: 1,
      windowMs: 60_000,
      now: () => now,
      maxTracked: 1000,
    });
    for (let index = 0; index < 50_000; index += 1) {
      limiter.hit(`2001:db8:${(index >> 16).toString(16)}:${(index & 0xffff).toString(16)}::1`);
      now += 1;
    }
    expect(limiter.size).toBe(1000);
    // The newest clients are the ones still counted.
    expect(limiter.hit("2001:db8:0:c34f::9").allowed).toBe(false);
  });

  test("drops ended windows as it goes, so the count stays the clients of the last minute", () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => now });
    for (let index = 0; index < 500; index += 1) limiter.hit(`203.0.113.${index % 250}:${index}`);
    now += 60_000;
    limiter.hit("198.51.100.1");
    expect(limiter.size).toBe(1);
  });

  test("prunes in constant time per request, however many clients it counts", () => {
    // The windows the limiter looks at, counted instead of timed: a scan of every counted
    // client per new one would look at a hundred thousand windows per request (and throws as
    // soon as it passes the budget, rather than running for minutes).
    const requests = 10_000;
    const budget = 3 * (MAX_TRACKED_CLIENTS + requests);
    let looked = 0;
    const look = () => {
      looked += 1;
      if (looked > budget) throw new Error(`looked at more than ${budget} windows`);
    };
    class CountingMap<K, V> extends Map<K, V> {
      override *entries(): MapIterator<[K, V]> {
        for (const entry of super.entries()) {
          look();
          yield entry;
        }
      }
      override [Symbol.iterator]() {
        return this.entries();
      }
      override *keys(): MapIterator<K> {
        for (const [key] of this.entries()) yield key;
      }
      override *values(): MapIterator<V> {
        for (const [, value] of this.entries()) yield value;
      }
      override forEach(visit: (value: V, key: K, map: Map<K, V>) => void) {
        for (const [key, value] of this.entries()) visit(value, key, this);
      }
    }
    let now = 1_000_000;
    vi.stubGlobal("Map", CountingMap);
    let limiter: ReturnType<typeof createRateLimiter>;
    try {
      limiter = createRateLimiter({ limit: 1, windowMs: 60 * 60_000, now: () => now });
    } finally {
      vi.unstubAllGlobals();
    }
    const address = (index: number) =>
      `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
    for (let index = 0; index < MAX_TRACKED_CLIENTS; index += 1) limiter.hit(address(index));
    expect(looked).toBeLessThanOrEqual(2 * MAX_TRACKED_CLIENTS);
    looked = 0;
    for (let index = MAX_TRACKED_CLIENTS; index < MAX_TRACKED_CLIENTS + requests; index += 1) {
      now += 1;
      limiter.hit(address(index));
    }
    // Each new client drops the oldest (the limiter is full) and stops at the next one.
    expect(looked).toBeLessThanOrEqual(2 * requests);
    expect(limiter.size).toBe(MAX_TRACKED_CLIENTS);
  });

  test("a limit of 0 allows everything", () => {
    const limiter = createRateLimiter({ limit: 0, windowMs: 60_000 });
    for (let index = 0; index < 100; index += 1) expect(limiter.hit("a").allowed).toBe(true);
  });
});

describe("createRefusalDelay", () => {
  test("holds each answer for the delay, and at most maxHeld at once", async () => {
    vi.useFakeTimers();
    try {
      const hold = createRefusalDelay({ delayMs: 1000, maxHeld: 2 });
      const released: number[] = [];
      const holds = [1, 2, 3].map((index) => hold().then(() => released.push(index)));
      await vi.advanceTimersByTimeAsync(0);
      expect(released).toEqual([3]); // the third found two already waiting and went at once
      await vi.advanceTimersByTimeAsync(999);
      expect(released).toEqual([3]);
      await vi.advanceTimersByTimeAsync(1);
      expect(released).toEqual([3, 1, 2]);
      await Promise.all(holds);
      // Once they are answered, the next refusal waits again.
      let later = false;
      const next = hold().then(() => (later = true));
      await vi.advanceTimersByTimeAsync(500);
      expect(later).toBe(false);
      await vi.advanceTimersByTimeAsync(500);
      await next;
      expect(later).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
