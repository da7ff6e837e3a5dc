/**
 * A fixed-window counter per client, in memory. A client is its IPv4 address or its IPv6 /64
 * (clientKey). Each server instance counts on its own, so behind a load balancer of N
 * instances a client gets up to N times the limit.
 */
import { clientKey } from "./client";

export interface RateLimiter {
  /**
   * Counts one request from an address; says whether it is allowed and, if not, how long to
   * wait and whether this is the window's first refusal (the one worth a log line).
   */
  hit(
    address: string,
  ): { allowed: true } | { allowed: false; retryAfterSeconds: number; first: boolean };
  /** How many clients are being counted. */
  readonly size: number;
}

/** Clients counted at most: about 10 MB. Beyond it, the window that started first is dropped. */
export const MAX_TRACKED_CLIENTS = 100_000;

export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
  maxTracked = MAX_TRACKED_CLIENTS,
}: {
  /** Requests allowed per window; 0 allows every request. */
  limit: number;
  windowMs: number;
  now?: () => number;
  maxTracked?: number;
}): RateLimiter {
  // Kept in the order the windows started (a new window is deleted and set again), so the ones
  // that have ended, or the oldest when there are too many, are always at the front.
  const windows = new Map<string, { start: number; count: number }>();

  /** Drops ended windows, and the oldest beyond maxTracked: each entry once, so O(1) per request. */
  function prune(time: number) {
    for (const [key, window] of windows) {
      if (time - window.start < windowMs && windows.size <= maxTracked) return;
      windows.delete(key);
    }
  }

  return {
    get size() {
      return windows.size;
    },
    hit(address) {
      if (limit === 0) return { allowed: true };
      const time = now();
      const key = clientKey(address);
      let window = windows.get(key);
      if (!window || time - window.start >= windowMs) {
        windows.delete(key);
        window = { start: time, count: 0 };
        windows.set(key, window);
        prune(time);
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
