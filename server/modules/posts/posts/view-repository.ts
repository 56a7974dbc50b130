import type { Dialect } from '../../../db/connection.ts';
import type { DbOrTrx, Trx } from '../../../lib/context.ts';

/**
 * post_views (DECISIONS P18): one row per reader per post per day; posts.view_count counts them.
 * An anonymous row also keeps a digest of the address (issue 13 finding 8), never the address.
 */
interface ViewKey {
  postId: number;
  viewerKey: string;
  day: string;
}

export async function hasView(db: DbOrTrx, view: ViewKey): Promise<boolean> {
  const row = await db
    .selectFrom('post_views')
    .select('post_id')
    .where('post_id', '=', view.postId)
    .where('viewer_key', '=', view.viewerKey)
    .where('day', '=', view.day)
    .executeTakeFirst();
  return row !== undefined;
}

/** False when the row was there already: the primary key decides a race between two requests. */
export async function insertView(
  db: DbOrTrx,
  view: ViewKey & { userId: number | null; addressKey: string | null; at: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('post_views')
    .values({
      post_id: view.postId,
      viewer_key: view.viewerKey,
      day: view.day,
      user_id: view.userId,
      address_key: view.addressKey,
      created_at: view.at,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('post_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Adds one to the post's view count and returns the new count. */
export async function addToViewCount(db: DbOrTrx, postId: number): Promise<number> {
  const updated = await db
    .updateTable('posts')
    .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
    .where('id', '=', postId)
    .returning('view_count')
    .executeTakeFirstOrThrow();
  return Number(updated.view_count);
}

/**
 * Serializes the anonymous views of one post while one of them checks and adds to an address's
 * visitors: on PostgreSQL two at once would both see the old number. SQLite has one writer at a time.
 */
export async function lockPostViews(trx: Trx, dialect: Dialect, postId: number): Promise<void> {
  if (dialect !== 'postgres') return;
  await trx.selectFrom('posts').select('id').where('id', '=', postId).forUpdate().execute();
}

/** The anonymous readers counted for a post from one address on one day (issue 13 finding 8). */
export async function countAddressViews(
  db: DbOrTrx,
  view: { postId: number; day: string; addressKey: string },
): Promise<number> {
  const row = await db
    .selectFrom('post_views')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('post_id', '=', view.postId)
    .where('day', '=', view.day)
    .where('address_key', '=', view.addressKey)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
