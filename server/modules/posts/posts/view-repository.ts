import type { DbOrTrx } from '../../../lib/context.ts';

/** post_views (DECISIONS P18): one row per reader per post per day; posts.view_count counts them. */
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
export async function insertView(db: DbOrTrx, view: ViewKey & { userId: number | null; at: string }): Promise<boolean> {
  const inserted = await db
    .insertInto('post_views')
    .values({
      post_id: view.postId,
      viewer_key: view.viewerKey,
      day: view.day,
      user_id: view.userId,
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
