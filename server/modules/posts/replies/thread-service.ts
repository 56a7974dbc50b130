import type { ReplyDto } from '../../../../common/contracts/posts/replies.ts';
import { AppError } from '../../../lib/errors.ts';
import type { Viewer } from '../../../lib/viewer.ts';
import type { PostsContext } from '../context.ts';
import { loadAuthors } from '../shared/authors.ts';
import { memberExists } from '../shared/repository.ts';
import { listMemberReplies as findMemberReplies } from './member-list-repository.ts';
import { presentReply } from './presenter.ts';
import { listReplies, type Reply } from './repository.ts';
import { likedReplyIds, reportedReplyIds, type ThreadScope } from './thread-repository.ts';

type Reader = Pick<Viewer, 'id' | 'admin'> | null;
type ReadContext = Pick<PostsContext, 'db'>;

/**
 * Reading replies: the thread of a post, one reply as add and update answer it, a member's
 * replies (/api/user/post_reply).
 *
 * The thread of a post as get_one shows it: every reply, oldest first, flat (the UI builds the
 * tree from threadParentId and depth). A fixed number of queries whatever the thread's size:
 * the replies, their authors and mentioned members together, the viewer's likes, his reports.
 */
export async function listRepliesForPost(context: ReadContext, postId: number, viewer: Reader): Promise<ReplyDto[]> {
  return presentThread(context, await listReplies(context.db, { postId }), viewer, { postId });
}

/** One reply in the same shape, as reply add and update answer it. */
export async function loadReplyDto(context: ReadContext, replyId: number, viewer: Reader): Promise<ReplyDto> {
  const [dto] = await presentThread(context, await listReplies(context.db, { replyId }), viewer, { replyId });
  if (!dto) throw new Error(`reply ${replyId} vanished`);
  return dto;
}

async function presentThread(
  context: ReadContext,
  replies: Reply[],
  viewer: Reader,
  scope: ThreadScope,
): Promise<ReplyDto[]> {
  if (replies.length === 0) return [];
  const { db } = context;
  const people = replies.flatMap((reply) =>
    reply.mentionUserId === null ? [reply.authorId] : [reply.authorId, reply.mentionUserId],
  );
  const [authors, liked, reported] = await Promise.all([
    loadAuthors(db, people),
    viewer ? likedReplyIds(db, viewer.id, scope) : new Set<number>(),
    viewer ? reportedReplyIds(db, viewer.id, scope) : new Set<number>(),
  ]);
  return replies.map((reply) =>
    presentReply(reply, { viewer, authors, liked: liked.has(reply.id), reported: reported.has(reply.id) }),
  );
}

/** /api/user/post_reply: a member's replies as this reader may see them. */
export async function listMemberReplies(
  context: ReadContext,
  input: { userId: number; reader: Reader; pageNum: number; pageSize: number },
) {
  if (!(await memberExists(context.db, input.userId))) throw new AppError('NOT_FOUND');
  const { rows, total } = await findMemberReplies(context.db, {
    userId: input.userId,
    reader: input.reader,
    limit: input.pageSize,
    offset: (input.pageNum - 1) * input.pageSize,
  });
  return { rows, total, pageNum: input.pageNum, pageSize: input.pageSize };
}
