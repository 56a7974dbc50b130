import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { toIso } from '../../db/normalize.ts';

/** What a member can press on a post; each has its table of (post, member) rows and its counter. */
export type PostReaction = 'like' | 'bookmark' | 'follow';

const POST_TABLES = { like: 'post_likes', bookmark: 'post_bookmarks', follow: 'post_follows' } as const;
const POST_COUNTERS = { like: 'like_count', bookmark: 'bookmark_count', follow: 'follow_count' } as const;

export interface ReactionChange {
  /** The state after the call. */
  on: boolean;
  /** False when the state already was the one asked for (`value` is idempotent). */
  changed: boolean;
  /** When the removed row was made: P20's cancel windows read it. */
  removedCreatedAt: string | null;
  /** The item's counter after the call. */
  count: number;
}

/**
 * Sets a member's like, bookmark or follow of a post: `want` undefined toggles. The insert
 * ignores a row a concurrent call already made and the delete answers only the row it removed,
 * so the counter moves exactly once per change even when the same press arrives twice.
 */
export async function setPostReaction(
  db: Kysely<Database>,
  kind: PostReaction,
  input: { postId: number; userId: number; want: boolean | undefined; now: string },
): Promise<ReactionChange> {
  const table = POST_TABLES[kind];
  const counter = POST_COUNTERS[kind];
  const existing = await db
    .selectFrom(table)
    .select('created_at')
    .where('post_id', '=', input.postId)
    .where('user_id', '=', input.userId)
    .executeTakeFirst();
  const want = input.want ?? existing === undefined;
  let delta = 0;
  let removedCreatedAt: string | null = null;
  if (want && !existing) {
    const result = await db
      .insertInto(table)
      .values({ post_id: input.postId, user_id: input.userId, created_at: input.now })
      .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) delta = 1;
  } else if (!want && existing) {
    const removed = await db
      .deleteFrom(table)
      .where('post_id', '=', input.postId)
      .where('user_id', '=', input.userId)
      .returning('created_at')
      .executeTakeFirst();
    if (removed) {
      delta = -1;
      removedCreatedAt = toIso(removed.created_at);
    }
  }
  const row =
    delta === 0
      ? await db.selectFrom('posts').select(counter).where('id', '=', input.postId).executeTakeFirstOrThrow()
      : await db
          .updateTable('posts')
          .set((eb) => ({ [counter]: eb(counter, '+', delta) }))
          .where('id', '=', input.postId)
          .returning(counter)
          .executeTakeFirstOrThrow();
  return { on: want, changed: delta !== 0, removedCreatedAt, count: Number((row as Record<string, number>)[counter]) };
}

/** The same for a reply's like (reply_likes, replies.like_count). */
export async function setReplyLike(
  db: Kysely<Database>,
  input: { replyId: number; userId: number; want: boolean | undefined; now: string },
): Promise<ReactionChange> {
  const existing = await db
    .selectFrom('reply_likes')
    .select('created_at')
    .where('reply_id', '=', input.replyId)
    .where('user_id', '=', input.userId)
    .executeTakeFirst();
  const want = input.want ?? existing === undefined;
  let delta = 0;
  let removedCreatedAt: string | null = null;
  if (want && !existing) {
    const result = await db
      .insertInto('reply_likes')
      .values({ reply_id: input.replyId, user_id: input.userId, created_at: input.now })
      .onConflict((oc) => oc.columns(['reply_id', 'user_id']).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) delta = 1;
  } else if (!want && existing) {
    const removed = await db
      .deleteFrom('reply_likes')
      .where('reply_id', '=', input.replyId)
      .where('user_id', '=', input.userId)
      .returning('created_at')
      .executeTakeFirst();
    if (removed) {
      delta = -1;
      removedCreatedAt = toIso(removed.created_at);
    }
  }
  const row =
    delta === 0
      ? await db.selectFrom('replies').select('like_count').where('id', '=', input.replyId).executeTakeFirstOrThrow()
      : await db
          .updateTable('replies')
          .set((eb) => ({ like_count: eb('like_count', '+', delta) }))
          .where('id', '=', input.replyId)
          .returning('like_count')
          .executeTakeFirstOrThrow();
  return { on: want, changed: delta !== 0, removedCreatedAt, count: row.like_count };
}
