import type { Kysely } from 'kysely';
import type { PostGroupingType } from '../../../common/contracts/reference.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';

/** The columns every action on a post needs to decide whether it may happen. */
export interface PostHead {
  id: number;
  authorId: number;
  type: PostGroupingType;
  lang: string;
  title: string;
  visibility: 'public' | 'private';
  status: 'visible' | 'hidden' | 'deleted';
}

export async function findPostHead(db: Kysely<Database>, postId: number): Promise<PostHead | undefined> {
  const row = await db
    .selectFrom('posts')
    .select(['id', 'user_id', 'grouping_type', 'lang', 'title', 'visibility', 'status'])
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
  };
}

/** P14: the author and administrators see a private or report-hidden post as it is. */
export function isInsider(viewer: Pick<Viewer, 'id' | 'admin'> | null, post: Pick<PostHead, 'authorId'>): boolean {
  return viewer !== null && (viewer.admin || viewer.id === post.authorId);
}

/**
 * The post an action (reply, like, bookmark, follow, report) is about, or the error SPEC §8
 * names: a post that never existed, or a private one the viewer may not see (P14), is not
 * found; a deleted one, or one hidden by reports for anyone but its author and administrators,
 * is POST_REMOVE.
 */
export async function loadPostForAction(
  db: Kysely<Database>,
  postId: number,
  viewer: Pick<Viewer, 'id' | 'admin'>,
): Promise<PostHead> {
  const post = await findPostHead(db, postId);
  if (!post) throw new AppError('NOT_FOUND');
  if (post.visibility === 'private' && !isInsider(viewer, post)) throw new AppError('NOT_FOUND');
  if (post.status === 'deleted') throw new AppError('POST_REMOVE');
  if (post.status === 'hidden' && !isInsider(viewer, post)) throw new AppError('POST_REMOVE');
  return post;
}
