import { createHmac } from 'node:crypto';
import type { RateCounters } from '../../lib/rate-counters.ts';
import { createRateLimiter } from '../../lib/rate-limiter.ts';
import { signingKey } from '../../lib/signing-key.ts';

/**
 * An article's views (issue 31), counted as P18 counts a post's in spirit: one per reader and
 * article a day, so reloading a page adds nothing. There is no table of article views: the
 * platform's counters (ADR 0017) hold one slot per reader, article and day-long window, and
 * only the reader's keyed digest is their key, never a member id, cookie or address in clear.
 */
export interface ArticleViews {
  /** Whether this is the reader's first view of the article in the current window (and takes it). */
  firstInWindow(articleId: number, readerDigest: string): Promise<boolean>;
}

const DAY_SECONDS = 24 * 60 * 60;

export function createArticleViews(counters: RateCounters): ArticleViews {
  const limiter = createRateLimiter({ counters, windowSeconds: DAY_SECONDS, prefix: 'knowledge-view' });
  return {
    async firstInWindow(articleId, readerDigest) {
      return (await limiter.reserve(`${articleId}:${readerDigest}`, 1)).granted;
    },
  };
}

/** The reader's digest: their reader key (member or visitor cookie), else their address. */
export function viewerDigest(secret: string, reader: { key: string | undefined; ip: string }): string {
  const input = reader.key === undefined ? `address\n${reader.ip}` : `reader\n${reader.key}`;
  return createHmac('sha256', signingKey(secret, 'knowledge-views')).update(input).digest('hex');
}
