import type { Redis } from 'ioredis';
import type { Config } from '../../../config.ts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError } from '../../../lib/errors.ts';
import { createRateLimiter } from '../../../lib/rate-limiter.ts';

export interface UploadLimit {
  /** Counts one upload of the member; refuses it (RATE_LIMITED, Retry-After) past the window's limit. */
  check(userId: number): Promise<void>;
}

/**
 * Draft keys are free to make, so the 15 MB per draft does not bound a member's disk use: a
 * number of uploads per window does (UPLOADS_MAX_PER_WINDOW), in Redis when REDIS_URL is set.
 */
export function createUploadLimit(parts: {
  redis: Redis | null;
  clock: Clock;
  config: Pick<Config, 'ABUSE_WINDOW_SECONDS' | 'UPLOADS_MAX_PER_WINDOW'>;
}): UploadLimit {
  const limiter = createRateLimiter({
    redis: parts.redis,
    clock: parts.clock,
    windowSeconds: parts.config.ABUSE_WINDOW_SECONDS,
    prefix: 'uploads',
  });
  return {
    async check(userId) {
      const count = await limiter.hit(String(userId));
      if (count > parts.config.UPLOADS_MAX_PER_WINDOW) {
        const { retryAfterSeconds } = await limiter.peek(String(userId));
        throw new AppError('RATE_LIMITED', { headers: { 'retry-after': String(retryAfterSeconds) } });
      }
    },
  };
}
