import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../lib/transaction.ts';

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
  app: FastifyInstance,
  post: { id: number; authorId: number },
  reader: ViewReader,
): Promise<number | undefined> {
  const now = app.clock.now();
  const at = now.toISOString();
  const day = at.slice(0, 10);
  const key = viewerKey(app.sessionSecret, reader);
  // A reader seen today is the common case: a read answers it without a write transaction
  // (on SQLite every write takes the one database lock). The insert below still decides races.
  const seen = await app.db
    .selectFrom('post_views')
    .select('post_id')
    .where('post_id', '=', post.id)
    .where('viewer_key', '=', key)
    .where('day', '=', day)
    .executeTakeFirst();
  if (seen) return undefined;
  return inTransaction(app.db, app.bus, async (trx, emit) => {
    const inserted = await trx
      .insertInto('post_views')
      .values({
        post_id: post.id,
        viewer_key: key,
        day,
        user_id: reader.userId,
        created_at: at,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('post_id')
      .executeTakeFirst();
    if (!inserted) return undefined;
    const updated = await trx
      .updateTable('posts')
      .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
      .where('id', '=', post.id)
      .returning('view_count')
      .executeTakeFirstOrThrow();
    emit('post.viewed', { postId: post.id, authorId: post.authorId, viewerId: reader.userId, day, at });
    return Number(updated.view_count);
  });
}
