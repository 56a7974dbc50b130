import type { DbOrTrx } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import type { Viewer } from '../../../lib/viewer.ts';
import type { PostsContext } from '../context.ts';
import { isReplyInsider } from '../replies/policy.ts';
import { findReply } from '../replies/repository.ts';
import { type Author, loadAuthors } from '../shared/authors.ts';
import { isInsider } from '../shared/post-access.ts';
import { findPostHead } from '../shared/repository.ts';
import { pageOfReactors } from './repository.ts';
import { TOGGLES } from './toggles.ts';

type Reader = Pick<Viewer, 'id' | 'admin'> | null;

/**
 * The post whose likes are read, by the rules of reading it (get_one, P14, P16): missing,
 * deleted and private posts the reader may not see are not found; a report-hidden one shows
 * its likers to its author and administrators only, like its content.
 */
async function assertPostReadable(db: DbOrTrx, postId: number, viewer: Reader): Promise<void> {
  const post = await findPostHead(db, postId);
  if (!post || post.status === 'deleted') throw new AppError('NOT_FOUND');
  if (post.visibility === 'private' && !isInsider(viewer, post)) throw new AppError('NOT_FOUND');
  if (post.status === 'hidden' && !isInsider(viewer, post)) throw new AppError('POST_REMOVE');
}

/** Members who liked a post or a reply, newest first (get_one_like_list). */
export async function listLikers(
  context: Pick<PostsContext, 'db'>,
  viewer: Reader,
  input: { postId?: number | undefined; replyId?: number | undefined; pageNum: number; pageSize: number },
): Promise<{ rows: Author[]; total: number; pageNum: number; pageSize: number }> {
  const { db } = context;
  const offset = (input.pageNum - 1) * input.pageSize;
  let likers: { userIds: number[]; total: number };
  if (input.replyId !== undefined) {
    const reply = await findReply(db, input.replyId);
    if (!reply) throw new AppError('NOT_FOUND');
    await assertPostReadable(db, reply.postId, viewer);
    if (reply.status === 'deleted') throw new AppError('REPLY_REMOVE');
    if (reply.status === 'hidden' && !isReplyInsider(viewer, reply)) throw new AppError('REPLY_REMOVE');
    likers = await pageOfReactors(db, TOGGLES.replyLike.target, { itemId: reply.id, limit: input.pageSize, offset });
  } else if (input.postId !== undefined) {
    await assertPostReadable(db, input.postId, viewer);
    likers = await pageOfReactors(db, TOGGLES.postLike.target, { itemId: input.postId, limit: input.pageSize, offset });
  } else {
    // The contract refuses this already; a service does not trust its caller for it.
    throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'postId', code: 'field.required' }] });
  }
  const { userIds, total } = likers;
  const authors = await loadAuthors(db, userIds);
  const rows = userIds.flatMap((id) => {
    const author = authors.get(id);
    return author ? [author] : [];
  });
  return { rows, total, pageNum: input.pageNum, pageSize: input.pageSize };
}
