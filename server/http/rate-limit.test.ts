import { describe, expect, test, vi } from "vitest";

import { createRateLimiter, createRefusalDelay } from "./rate-limit";

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
