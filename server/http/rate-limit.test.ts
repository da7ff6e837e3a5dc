import { describe, expect, test } from "vitest";

import { createRateLimiter } from "./rate-limit";

describe("createRateLimiter", () => {
  test("allows the limit per window and address, then says how long to wait", () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => now });
    expect(limiter.hit("a")).toEqual({ allowed: true });
    expect(limiter.hit("a")).toEqual({ allowed: true });
    expect(limiter.hit("b")).toEqual({ allowed: true });
    now += 15_000;
    expect(limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 45 });
    now += 45_000;
    expect(limiter.hit("a")).toEqual({ allowed: true });
  });

  test("a limit of 0 allows everything", () => {
    const limiter = createRateLimiter({ limit: 0, windowMs: 60_000 });
    for (let index = 0; index < 100; index += 1) expect(limiter.hit("a").allowed).toBe(true);
  });
});
