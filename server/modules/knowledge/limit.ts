import type { Config } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import type { RateCounters } from '../../lib/rate-counters.ts';
import { createRateLimiter } from '../../lib/rate-limiter.ts';

export interface ReviewLimit {
  /** Reserves one answer of the reader (reader_key); past the window's limit, REVIEW_ABUSING with Retry-After. */
  check(readerKey: string): Promise<void>;
}

/**
 * "Was this helpful?" answers per reader (a member by id, a visitor by their signed cookie):
 * REVIEW_MAX_PER_WINDOW per REVIEW_WINDOW_SECONDS, counted in Redis or the database (ADR 0017)
 * and reserved atomically, so a burst cannot pass the limit.
 */
export function createReviewLimit(parts: {
  counters: RateCounters;
  config: Pick<Config, 'REVIEW_MAX_PER_WINDOW' | 'REVIEW_WINDOW_SECONDS'>;
}): ReviewLimit {
  const limiter = createRateLimiter({
    counters: parts.counters,
    windowSeconds: parts.config.REVIEW_WINDOW_SECONDS,
    prefix: 'knowledge-review',
  });
  return {
    async check(readerKey) {
      const slot = await limiter.reserve(readerKey, parts.config.REVIEW_MAX_PER_WINDOW);
      if (!slot.granted) {
        throw new AppError('REVIEW_ABUSING', { headers: { 'retry-after': String(slot.retryAfterSeconds) } });
      }
    },
  };
}
