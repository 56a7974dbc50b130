import type { PostGroupingType } from '../../../../common/contracts/reference.ts';
import type { DbOrTrx } from '../../../lib/context.ts';

/**
 * The reads every posts sub-feature needs: the head of a post (to decide whether an action may
 * happen). Author cards are the members feature's (authors.ts).
 */

/** The columns every action on a post needs to decide whether it may happen. */
export interface PostHead {
  id: number;
  authorId: number;
  type: PostGroupingType;
  lang: string;
  title: string;
  visibility: 'public' | 'private';
  status: 'visible' | 'hidden' | 'deleted';
  categoryId: number;
}

export async function findPostHead(db: DbOrTrx, postId: number): Promise<PostHead | undefined> {
  const row = await db
    .selectFrom('posts')
    .select(['id', 'user_id', 'grouping_type', 'lang', 'title', 'visibility', 'status', 'category_id'])
    .where('id', '=', postId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    authorId: row.user_id,
    type: row.grouping_type as PostGroupingType,
    lang: row.lang,
    title: row.title,
    visibility: row.visibility as PostHead['visibility'],
    status: row.status as PostHead['status'],
    categoryId: Number(row.category_id),
  };
}

/** Whether the member exists (a list of a member's posts or replies is not found otherwise). */
export async function memberExists(db: DbOrTrx, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  return row !== undefined;
}
