import { toBool } from '../../../db/normalize.ts';
import type { DbOrTrx } from '../../../lib/context.ts';
import { cardColumns, excerptColumn, type PostDetailRow, toCardRow } from './card-repository.ts';

/** One post as get_one reads it, and the reader's own state on it. */
type Db = DbOrTrx;

export async function findPostDetail(db: Db, postId: number): Promise<PostDetailRow | undefined> {
  const row = await db
    .selectFrom('posts')
    .select([
      ...cardColumns,
      excerptColumn,
      'posts.content',
      'posts.admin_content',
      'posts.follow_count',
      'posts.guide_id',
      'posts.solomon_reference',
    ])
    .where('posts.id', '=', postId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...toCardRow(row),
    content: row.content,
    adminContent: row.admin_content,
    followCount: Number(row.follow_count),
    guideId: row.guide_id,
    solomonReference: toBool(row.solomon_reference),
  };
}

export interface ViewerState {
  liked: boolean;
  bookmarked: boolean;
  followed: boolean;
  reported: boolean;
}

export const NO_VIEWER_STATE: ViewerState = { liked: false, bookmarked: false, followed: false, reported: false };

/** The member's own state on one post, in one query. */
export async function findViewerState(db: Db, postId: number, userId: number): Promise<ViewerState> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .exists(
          eb.selectFrom('post_likes').select('post_id').where('post_id', '=', postId).where('user_id', '=', userId),
        )
        .as('liked'),
      eb
        .exists(
          eb.selectFrom('post_bookmarks').select('post_id').where('post_id', '=', postId).where('user_id', '=', userId),
        )
        .as('bookmarked'),
      eb
        .exists(
          eb.selectFrom('post_follows').select('post_id').where('post_id', '=', postId).where('user_id', '=', userId),
        )
        .as('followed'),
      eb
        .exists(
          eb
            .selectFrom('reports')
            .select('id')
            .where('target_type', '=', 'post')
            .where('target_id', '=', postId)
            .where('reporter_id', '=', userId),
        )
        .as('reported'),
    ])
    .executeTakeFirstOrThrow();
  return {
    liked: toBool(row.liked as boolean | number),
    bookmarked: toBool(row.bookmarked as boolean | number),
    followed: toBool(row.followed as boolean | number),
    reported: toBool(row.reported as boolean | number),
  };
}

/**
 * The titles of posts still standing (not deleted nor hidden), by id: the activity log of
 * gamification names the post a row is about, and names nothing once it is gone.
 */
export async function findStandingPostTitles(db: DbOrTrx, postIds: readonly number[]): Promise<Map<number, string>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('posts')
    .select(['id', 'title'])
    .where('id', 'in', [...new Set(postIds)])
    .where('status', '=', 'visible')
    .execute();
  return new Map(rows.map((row) => [row.id, row.title]));
}

/** A post's stored excerpt (plain text, ADR 0010), for the notification mail of a new post (issue 29). */
export async function findPostExcerpt(db: DbOrTrx, postId: number): Promise<string | null> {
  const row = await db.selectFrom('posts').select('excerpt').where('id', '=', postId).executeTakeFirst();
  return row?.excerpt ?? null;
}
