export interface RateLimit {
  /** Requests allowed per window and key. */
  limit: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Counts one request for `key`; the seconds to wait when it is over the limit, else 0. */
  take(key: string): number;
}

/** Fixed-window counters per key, in memory (a restart forgets them, which only forgives). */
export function createRateLimiter({ limit, windowMs }: RateLimit, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();
  return {
    take(key) {
      const t = now();
      if (t - lastSweep > windowMs) {
        for (const [k, w] of windows) if (t - w.start >= windowMs) windows.delete(k);
        lastSweep = t;
      }
      let w = windows.get(key);
      if (!w || t - w.start >= windowMs) {
        w = { start: t, count: 0 };
        windows.set(key, w);
      }
      w.count += 1;
      return w.count > limit ? Math.max(1, Math.ceil((w.start + windowMs - t) / 1000)) : 0;
    },
  };
}
