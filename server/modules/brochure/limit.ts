import type { Config } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import type { RateCounters } from '../../lib/rate-counters.ts';
import { createRateLimiter } from '../../lib/rate-limiter.ts';

export interface BrochureLimit {
  /** Reserves one application of the member; past the window's limit, BROCHURE_ABUSING with Retry-After. */
  check(userId: number): Promise<void>;
}

/**
 * DECISIONS P32: each application mails the operator, so a member may send only a few in a
 * window (BROCHURE_MAX_PER_WINDOW per BROCHURE_WINDOW_SECONDS), counted in Redis or the
 * database (ADR 0017) and reserved atomically, so a burst cannot pass the limit.
 */
export function createBrochureLimit(parts: {
  counters: RateCounters;
  config: Pick<Config, 'BROCHURE_MAX_PER_WINDOW' | 'BROCHURE_WINDOW_SECONDS'>;
}): BrochureLimit {
  const limiter = createRateLimiter({
    counters: parts.counters,
    windowSeconds: parts.config.BROCHURE_WINDOW_SECONDS,
    prefix: 'brochure',
  });
  return {
    async check(userId) {
      const slot = await limiter.reserve(String(userId), parts.config.BROCHURE_MAX_PER_WINDOW);
      if (!slot.granted) {
        throw new AppError('BROCHURE_ABUSING', { headers: { 'retry-after': String(slot.retryAfterSeconds) } });
      }
    },
  };
}
