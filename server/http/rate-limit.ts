/**
 * A fixed-window counter per client address, in memory. Each server instance counts on its
 * own, so behind a load balancer of N instances an address gets up to N times the limit.
 */

export interface RateLimiter {
  /**
   * Counts one request; says whether it is allowed and, if not, how long to wait and whether
   * this is the window's first refusal (the one worth a log line).
   */
  hit(
    key: string,
  ): { allowed: true } | { allowed: false; retryAfterSeconds: number; first: boolean };
}

/** Above this many tracked addresses, windows that have ended are dropped. */
const PRUNE_ABOVE = 10_000;

export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
}: {
  /** Requests allowed per window; 0 allows every request. */
  limit: number;
  windowMs: number;
  now?: () => number;
}): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const prune = (time: number) => {
    for (const [key, window] of windows) if (time - window.start >= windowMs) windows.delete(key);
  };
  return {
    hit(key) {
      if (limit === 0) return { allowed: true };
      const time = now();
      let window = windows.get(key);
      if (!window || time - window.start >= windowMs) {
        if (windows.size >= PRUNE_ABOVE) prune(time);
        window = { start: time, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= limit) return { allowed: true };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - time) / 1000)),
        first: window.count === limit + 1,
      };
    },
  };
}

/**
 * Holds each refused request's answer for a while before it is sent. A flood from one address
 * reuses a few connections and sends its next post the moment an answer comes back; held for a
 * second, those connections carry a few posts a second instead of thousands, and the pages keep
 * their speed. At most `maxHeld` answers wait at once (beyond that they go at once), so a crowd
 * of connections cannot make the server keep a crowd of timers.
 */
export function createRefusalDelay({ delayMs, maxHeld }: { delayMs: number; maxHeld: number }) {
  let held = 0;
  return async function hold(): Promise<void> {
    if (delayMs <= 0 || held >= maxHeld) return;
    held += 1;
    try {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    } finally {
      held -= 1;
    }
  };
}
