import { createHmac } from 'node:crypto';
import { signingKey } from '../../../lib/signing-key.ts';
import { siteDay } from '../../../lib/site-day.ts';
import type { PostsContext } from '../context.ts';
import type { Visitor } from '../../../lib/visitor-cookie.ts';
import { addToViewCount, countAddressViews, hasView, insertView, lockPostViews } from './view-repository.ts';

/**
 * DECISIONS P18: one view per member (or per anonymous browser) per post per day (the date in
 * the site's time zone, P30). A member is their id. A visitor is their signed visitor cookie
 * (server/lib/visitor-cookie.ts) when the request carries a valid one, else their address alone: never the
 * User-Agent, which a script rotates at will (issue 13 finding 8).
 *
 * A cookie is set on the first, cookie-less read, which counts by address; so on the day it was
 * issued a cookie still counts as its address, or a browser's first day would count twice and a
 * script could mint a fresh reader per request. From the next day on it is a reader of its own,
 * and the distinct visitors counted per post, address and day are bounded
 * (VIEW_MAX_VISITORS_PER_ADDRESS) against a script that keeps many cookies. Only keyed digests
 * are stored, never an address or a cookie. The primary key of post_views decides when two
 * requests of one reader race: only the request that inserts the row counts.
 */
export interface ViewReader {
  userId: number | null;
  /** The client's address, as TRUST_PROXY decides (request.ip). */
  ip: string;
  /** The request's valid visitor cookie; undefined without one (or with a forged one). */
  visitor: Visitor | undefined;
}

export type ViewContext = Pick<PostsContext, 'db' | 'dialect' | 'transaction' | 'clock' | 'viewerSecret'> & {
  config: Pick<PostsContext['config'], 'VIEW_MAX_VISITORS_PER_ADDRESS' | 'SITE_TIME_ZONE'>;
};

/** 64 hex characters (post_views.viewer_key, address_key): never the member prefix's colon. */
function digest(secret: string, input: string): string {
  return createHmac('sha256', signingKey(secret, 'post-views')).update(input).digest('hex');
}

/** The digest of an address: the key of a visitor without a cookie, and of the per-address bound. */
export function addressKey(secret: string, ip: string): string {
  return digest(secret, `address\n${ip}`);
}

/** The reader's key on `day`: a cookie issued that day is still its address (see above). */
export function viewerKey(secret: string, reader: ViewReader, day: string): string {
  if (reader.userId !== null) return `u:${reader.userId}`;
  if (reader.visitor !== undefined && reader.visitor.issuedOn < day)
    return digest(secret, `visitor\n${reader.visitor.id}`);
  return addressKey(secret, reader.ip);
}

/**
 * Records the view and returns the post's new view count, or undefined when this reader had
 * already been counted today, or is one visitor too many from their address. The caller decides
 * whether the reader counts at all (the author does not; policy.countsAsView).
 */
export async function countView(
  context: ViewContext,
  post: { id: number; authorId: number },
  reader: ViewReader,
): Promise<number | undefined> {
  const now = context.clock.now();
  const at = now.toISOString();
  const day = siteDay(now, context.config.SITE_TIME_ZONE);
  const view = { postId: post.id, viewerKey: viewerKey(context.viewerSecret, reader, day), day };
  const address = reader.userId === null ? addressKey(context.viewerSecret, reader.ip) : null;
  // A reader seen today is the common case: a read answers it without a write transaction
  // (on SQLite every write takes the one database lock). The insert below still decides races.
  if (await hasView(context.db, view)) return undefined;
  return context.transaction(async (trx, emit) => {
    if (address !== null) {
      await lockPostViews(trx, context.dialect, post.id);
      const visitors = await countAddressViews(trx, { postId: post.id, day: view.day, addressKey: address });
      if (visitors >= context.config.VIEW_MAX_VISITORS_PER_ADDRESS) return undefined;
    }
    if (!(await insertView(trx, { ...view, userId: reader.userId, addressKey: address, at }))) return undefined;
    const viewCount = await addToViewCount(trx, post.id);
    emit('post.viewed', { postId: post.id, authorId: post.authorId, viewerId: reader.userId, day: view.day, at });
    return viewCount;
  });
}
