import { createHmac } from 'node:crypto';
import type { PostsContext } from '../context.ts';
import { addToViewCount, hasView, insertView } from './view-repository.ts';

/**
 * DECISIONS P18: one view per reader per post per day (the UTC date of the site clock).
 * A member is their id; a visitor is a keyed digest of address and browser, so no cookie is
 * set and nothing in the table names a person. The primary key of post_views decides, even
 * when two requests of one reader race: only the request that inserts the row counts.
 */
export interface ViewReader {
  userId: number | null;
  ip: string;
  userAgent: string | undefined;
}

export type ViewContext = Pick<PostsContext, 'db' | 'transaction' | 'clock' | 'viewerSecret'>;

/** At most 64 characters (post_views.viewer_key); a hex digest never contains the member prefix's colon. */
export function viewerKey(secret: string, reader: ViewReader): string {
  if (reader.userId !== null) return `u:${reader.userId}`;
  return createHmac('sha256', secret)
    .update(`${reader.ip}\n${reader.userAgent ?? ''}`)
    .digest('hex');
}

/**
 * Records the view and returns the post's new view count, or undefined when this reader had
 * already been counted today. The caller decides whether the reader counts at all (the author
 * does not; policy.countsAsView).
 */
export async function countView(
  context: ViewContext,
  post: { id: number; authorId: number },
  reader: ViewReader,
): Promise<number | undefined> {
  const at = context.clock.now().toISOString();
  const view = { postId: post.id, viewerKey: viewerKey(context.viewerSecret, reader), day: at.slice(0, 10) };
  // A reader seen today is the common case: a read answers it without a write transaction
  // (on SQLite every write takes the one database lock). The insert below still decides races.
  if (await hasView(context.db, view)) return undefined;
  return context.transaction(async (trx, emit) => {
    if (!(await insertView(trx, { ...view, userId: reader.userId, at }))) return undefined;
    const viewCount = await addToViewCount(trx, post.id);
    emit('post.viewed', { postId: post.id, authorId: post.authorId, viewerId: reader.userId, day: view.day, at });
    return viewCount;
  });
}
