import type { DbOrTrx } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import type { Viewer } from '../../../lib/viewer.ts';
import { findPostHead, type PostHead } from './repository.ts';

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
  db: DbOrTrx,
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
