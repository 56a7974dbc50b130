import type { Config } from '../../../config.ts';
import { AppError } from '../../../lib/errors.ts';
import type { RateCounters } from '../../../lib/rate-counters.ts';
import { createRateLimiter } from '../../../lib/rate-limiter.ts';

export interface UploadLimit {
  /** Reserves one upload of the member; refuses it (RATE_LIMITED, Retry-After) past the window's limit. */
  check(userId: number): Promise<void>;
}

/**
 * Draft keys are free to make, so the 15 MB per draft does not bound a member's disk use: a
 * number of uploads per window does (UPLOADS_MAX_PER_WINDOW), counted in Redis or the database
 * (ADR 0017) and reserved atomically before the body is read (issue 23).
 */
export function createUploadLimit(parts: {
  counters: RateCounters;
  config: Pick<Config, 'ABUSE_WINDOW_SECONDS' | 'UPLOADS_MAX_PER_WINDOW'>;
}): UploadLimit {
  const limiter = createRateLimiter({
    counters: parts.counters,
    windowSeconds: parts.config.ABUSE_WINDOW_SECONDS,
    prefix: 'uploads',
  });
  return {
    // A slot is not given back when the image is then refused: reading and decoding it is the
    // work this limit bounds, whatever the outcome.
    async check(userId) {
      const slot = await limiter.reserve(String(userId), parts.config.UPLOADS_MAX_PER_WINDOW);
      if (!slot.granted) {
        throw new AppError('RATE_LIMITED', { headers: { 'retry-after': String(slot.retryAfterSeconds) } });
      }
    },
  };
}
