import type { RateCounters } from './rate-counters.ts';

/** One reservation of a limit: whether it was granted, and how to give it back. */
export interface Reservation {
  granted: boolean;
  /** The window's count after this reservation, at most the limit. */
  count: number;
  /** Seconds until the window (or the break) ends, at least 1: the Retry-After of a refusal. */
  retryAfterSeconds: number;
  /**
   * Gives the slot back, when what it guarded turned out not to count (a right password, a
   * sign-up that was refused): only a granted slot, only to the window it was taken from.
   * Never throws: a slot that cannot be given back stays taken until its window ends.
   */
  release(): Promise<void>;
}

/**
 * Fixed-window limits (sign-in, sign-up, mails, uploads, P17). Each use reserves its slot
 * before the work it guards, in one atomic step (issue 23): however many requests arrive at
 * once, on one process or many, at most `limit` are granted in a window. The counts live in
 * Redis or in the database (server/lib/rate-counters.ts, ADR 0017).
 */
export interface RateLimiter {
  reserve(key: string, limit: number): Promise<Reservation>;
  /** Ends the key's window at once (a member proved their password). */
  reset(key: string): Promise<void>;
}

export function createRateLimiter(options: {
  counters: RateCounters;
  windowSeconds: number;
  /** Keeps each limit's keys apart in the shared counters. */
  prefix: string;
  /**
   * P17 (SPEC §8): the first refusal starts a break of a whole window, whatever the count,
   * which later refusals do not extend.
   */
  breakOnExcess?: boolean;
}): RateLimiter {
  const { counters, prefix } = options;
  const windowMs = options.windowSeconds * 1000;
  const breakOnExcess = options.breakOnExcess ?? false;
  return {
    async reserve(key, limit) {
      const counted = await counters.reserve(`${prefix}:${key}`, { limit, windowMs, breakOnExcess });
      let released = false;
      return {
        granted: counted.granted,
        count: counted.count,
        retryAfterSeconds: Math.max(1, Math.ceil(counted.retryAfterMs / 1000)),
        // Once: a second call must not give back someone else's slot.
        release: async () => {
          if (released) return;
          released = true;
          await counted.release();
        },
      };
    },
    reset: (key) => counters.reset(`${prefix}:${key}`),
  };
}
