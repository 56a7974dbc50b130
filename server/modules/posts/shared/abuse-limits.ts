import type { Redis } from 'ioredis';
import type { Config } from '../../../config.ts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError } from '../../../lib/errors.ts';
import { createRateLimiter, type RateLimiter } from '../../../lib/rate-limiter.ts';

/** DECISIONS P17: the four limits, each with the SPEC §8 code its break popup shows. */
export const ABUSE_KINDS = {
  postOrReply: 'POST_REPLY_ABUSING',
  like: 'LIKE_ABUSING',
  bookmark: 'POST_BOOKMARK_ABUSING',
  follow: 'USER_FOLLOW_ABUSING',
} as const;
export type AbuseKind = keyof typeof ABUSE_KINDS;

export interface AbuseLimits {
  /**
   * Counts one action of the member and refuses it (429 with the kind's code and Retry-After)
   * when it is one more than the limit in the window, or while an earlier excess still holds
   * the member back. Call it before the action's transaction, so a refused action costs nothing.
   */
  check(kind: AbuseKind, userId: number): Promise<void>;
}

/**
 * P17 over the shared rate limiter: in Redis when REDIS_URL is set, so the limit holds across
 * processes. A fixed window counts the actions; crossing the limit starts a block of the same
 * length (SPEC §8: the break lasts 5 minutes) that refuses the action whatever the count.
 */
export function createAbuseLimits(parts: {
  redis: Redis | null;
  clock: Clock;
  config: Pick<
    Config,
    | 'ABUSE_WINDOW_SECONDS'
    | 'ABUSE_MAX_POSTS_AND_REPLIES'
    | 'ABUSE_MAX_LIKES'
    | 'ABUSE_MAX_BOOKMARKS'
    | 'ABUSE_MAX_FOLLOWS'
  >;
}): AbuseLimits {
  const { config } = parts;
  const windowSeconds = config.ABUSE_WINDOW_SECONDS;
  const limits: Record<AbuseKind, number> = {
    postOrReply: config.ABUSE_MAX_POSTS_AND_REPLIES,
    like: config.ABUSE_MAX_LIKES,
    bookmark: config.ABUSE_MAX_BOOKMARKS,
    follow: config.ABUSE_MAX_FOLLOWS,
  };
  const counters: RateLimiter = createRateLimiter({
    redis: parts.redis,
    clock: parts.clock,
    windowSeconds,
    prefix: 'abuse',
  });
  const blocks: RateLimiter = createRateLimiter({
    redis: parts.redis,
    clock: parts.clock,
    windowSeconds,
    prefix: 'abuse-block',
  });
  const refuse = (kind: AbuseKind, retryAfterSeconds: number) =>
    new AppError(ABUSE_KINDS[kind], { headers: { 'retry-after': String(retryAfterSeconds) } });

  return {
    async check(kind, userId) {
      const key = `${kind}:${userId}`;
      const block = await blocks.peek(key);
      if (block.count > 0) throw refuse(kind, block.retryAfterSeconds);
      const count = await counters.hit(key);
      if (count > limits[kind]) {
        await blocks.hit(key);
        throw refuse(kind, windowSeconds);
      }
    },
  };
}
