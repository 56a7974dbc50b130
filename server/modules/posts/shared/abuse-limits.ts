import type { Config } from '../../../config.ts';
import { AppError } from '../../../lib/errors.ts';
import type { RateCounters } from '../../../lib/rate-counters.ts';
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
 * P17 over the shared rate limits (Redis, or the database: ADR 0017), so a limit holds across
 * processes. A fixed window counts the actions; the first one past the limit starts a break of
 * a whole window (SPEC §8: 5 minutes) that refuses the action whatever the count. Reserving the
 * slot is one atomic step (issue 23): a burst of parallel actions has exactly the limit accepted.
 */
export function createAbuseLimits(parts: {
  counters: RateCounters;
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
  const limits: Record<AbuseKind, number> = {
    postOrReply: config.ABUSE_MAX_POSTS_AND_REPLIES,
    like: config.ABUSE_MAX_LIKES,
    bookmark: config.ABUSE_MAX_BOOKMARKS,
    follow: config.ABUSE_MAX_FOLLOWS,
  };
  const actions: RateLimiter = createRateLimiter({
    counters: parts.counters,
    windowSeconds: config.ABUSE_WINDOW_SECONDS,
    prefix: 'abuse',
    breakOnExcess: true,
  });

  return {
    // Callers check after validating the input, so mistakes are not counted; an action that
    // then fails in its transaction (a reply to a reply removed meanwhile) keeps its slot: rare,
    // and on the safe side of the limit.
    async check(kind, userId) {
      const slot = await actions.reserve(`${kind}:${userId}`, limits[kind]);
      if (!slot.granted) {
        throw new AppError(ABUSE_KINDS[kind], { headers: { 'retry-after': String(slot.retryAfterSeconds) } });
      }
    },
  };
}
