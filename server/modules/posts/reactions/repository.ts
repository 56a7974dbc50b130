import type { Kysely } from 'kysely';
import { toIso } from '../../../db/normalize.ts';
import type { DbOrTrx } from '../../../lib/context.ts';

/** One kind of reaction: its rows of (item, member), the item's table and its counter there. */
export interface ReactionTarget {
  rows: 'post_likes' | 'post_bookmarks' | 'post_follows' | 'reply_likes';
  key: 'post_id' | 'reply_id';
  item: 'posts' | 'replies';
  counter: 'like_count' | 'bookmark_count' | 'follow_count';
}

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
 * Sets a member's reaction to an item: `want` undefined toggles. The insert ignores a row a
 * concurrent call already made and the delete answers only the row it removed, so the counter
 * moves exactly once per change even when the same press arrives twice.
 */
export async function setReaction(
  // The table and its key column are chosen at run time, which Kysely's types cannot follow;
  // ReactionTarget lists the only tables and columns this may touch.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  target: ReactionTarget,
  input: { itemId: number; userId: number; want: boolean | undefined; now: string },
): Promise<ReactionChange> {
  const existing = await db
    .selectFrom(target.rows)
    .select('created_at')
    .where(target.key, '=', input.itemId)
    .where('user_id', '=', input.userId)
    .executeTakeFirst();
  const want = input.want ?? existing === undefined;
  let delta = 0;
  let removedCreatedAt: string | null = null;
  if (want && !existing) {
    const result = await db
      .insertInto(target.rows)
      .values({ [target.key]: input.itemId, user_id: input.userId, created_at: input.now })
      .onConflict((oc) => oc.columns([target.key, 'user_id']).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) delta = 1;
  } else if (!want && existing) {
    const removed = await db
      .deleteFrom(target.rows)
      .where(target.key, '=', input.itemId)
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
      ? await db.selectFrom(target.item).select(target.counter).where('id', '=', input.itemId).executeTakeFirstOrThrow()
      : await db
          .updateTable(target.item)
          .set((eb) => ({ [target.counter]: eb(target.counter, '+', delta) }))
          .where('id', '=', input.itemId)
          .returning(target.counter)
          .executeTakeFirstOrThrow();
  return { on: want, changed: delta !== 0, removedCreatedAt, count: Number(row[target.counter]) };
}

/** Whether the member has this reaction to the item. */
export async function hasReaction(
  db: DbOrTrx,
  target: ReactionTarget,
  input: { itemId: number; userId: number },
): Promise<boolean> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table is chosen at run time, see setReaction
  const row = await (db as Kysely<any>)
    .selectFrom(target.rows)
    .select('user_id')
    .where(target.key, '=', input.itemId)
    .where('user_id', '=', input.userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Who reacted to an item (liked a post or a reply), newest first: a page of member ids and the whole count. */
export async function pageOfReactors(
  db: DbOrTrx,
  target: ReactionTarget,
  input: { itemId: number; limit: number; offset: number },
): Promise<{ userIds: number[]; total: number }> {
  const { itemId } = input;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table is chosen at run time, see setReaction
  const base = (db as Kysely<any>).selectFrom(target.rows).where(target.key, '=', itemId);
  const [rows, count] = await Promise.all([
    base
      .select('user_id')
      .orderBy('created_at', 'desc')
      .orderBy('user_id', 'desc')
      .limit(input.limit)
      .offset(input.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { userIds: rows.map((row) => Number(row.user_id)), total: Number(count.total) };
}

/**
 * A page of a post's followers by member id, after `afterId`: notifications' fan-out of a new
 * reply (issue 29) walks them in batches, in the order of the table's key.
 */
export async function postFollowerIdsAfter(
  db: DbOrTrx,
  postId: number,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('post_follows')
    .select('user_id')
    .where('post_id', '=', postId)
    .where('user_id', '>', afterId)
    .orderBy('user_id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.user_id);
}
