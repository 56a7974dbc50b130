import type { ReplyDto } from '../../../../common/contracts/posts/replies.ts';
import { REPLY_MAX_DEPTH } from '../../../../common/validation/post.ts';
import type { DbOrTrx, Trx } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import type { Viewer } from '../../../lib/viewer.ts';
import type { PostsContext } from '../context.ts';
import { loadPostForAction } from '../shared/post-access.ts';
import { findPostHead, type PostHead } from '../shared/repository.ts';
import { attachReplyUploads } from '../uploads/attach.ts';
import './events.ts';
import { isReplyInsider } from './policy.ts';
import { cleanReplyContent } from './reply-content.ts';
import {
  addToReplyCount,
  countRepliesByOthers,
  findReply,
  insertReply,
  lockLiveReply,
  markRepliesDeleted,
  type Reply,
  subtreeIds,
  updateReplyContent,
} from './repository.ts';
import { loadReplyDto } from './thread-service.ts';

/** Replies (SPEC §4, §5, P17): answer, edit, delete; the rules other actions on a reply meet. */
type ReplyContext = Pick<PostsContext, 'db' | 'transaction' | 'clock' | 'limits'>;
type Actor = Pick<Viewer, 'id' | 'admin'>;

const postRef = (post: PostHead) => ({
  postId: post.id,
  authorId: post.authorId,
  type: post.type,
  lang: post.lang,
  title: post.title,
});

/**
 * The reply an action (answer, like, report) is about, with its post: missing → NOT_FOUND; the
 * post's own rules (loadPostForAction); deleted, or hidden by reports for anyone but its author
 * and administrators → REPLY_REMOVE (SPEC §8).
 */
export async function loadReplyForAction(
  db: DbOrTrx,
  replyId: number,
  viewer: Actor,
): Promise<{ reply: Reply; post: PostHead }> {
  const reply = await findReply(db, replyId);
  if (!reply) throw new AppError('NOT_FOUND');
  const post = await loadPostForAction(db, reply.postId, viewer);
  assertReplyOpen(reply, viewer);
  return { reply, post };
}

/** A reply and its post as they are, whatever their state (a member taking back his own like reads it). */
export async function findReplyWithPost(
  db: DbOrTrx,
  replyId: number,
): Promise<{ reply: Reply; post: PostHead } | undefined> {
  const reply = await findReply(db, replyId);
  const post = reply ? await findPostHead(db, reply.postId) : undefined;
  return reply && post ? { reply, post } : undefined;
}

function assertReplyOpen(reply: Reply, viewer: Actor): void {
  if (reply.status === 'deleted') throw new AppError('REPLY_REMOVE');
  if (reply.status === 'hidden' && !isReplyInsider(viewer, reply)) throw new AppError('REPLY_REMOVE');
}

/**
 * Edit and delete: the author or an administrator, of a reply that is not deleted, on a post
 * that is not. Its author keeps that right after the post went private or was hidden by reports
 * (SPEC §6: members edit and delete their own items); anyone else meets the post's rules first,
 * so a refusal tells them no more about a private post than reading it would.
 */
async function loadReplyForChange(
  db: DbOrTrx,
  replyId: number,
  viewer: Actor,
): Promise<{ reply: Reply; post: PostHead }> {
  const reply = await findReply(db, replyId);
  if (!reply) throw new AppError('NOT_FOUND');
  if (!isReplyInsider(viewer, reply)) {
    await loadPostForAction(db, reply.postId, viewer);
    if (reply.status === 'deleted') throw new AppError('REPLY_REMOVE');
    throw new AppError('FORBIDDEN');
  }
  const post = await findPostHead(db, reply.postId);
  if (!post) throw new AppError('NOT_FOUND');
  if (post.status === 'deleted') throw new AppError('POST_REMOVE');
  if (reply.status === 'deleted') throw new AppError('REPLY_REMOVE');
  return { reply, post };
}

/**
 * Where an answer goes in the thread: nesting stops at REPLY_MAX_DEPTH; an answer to a reply
 * already there stays at that depth, under the same thread parent, and names the member it
 * answers (shown as @nickname).
 */
export function placeUnder(parent: Pick<Reply, 'id' | 'depth' | 'threadParentId' | 'authorId'> | null) {
  if (!parent) return { depth: 1, threadParentId: null, mentionUserId: null };
  if (parent.depth < REPLY_MAX_DEPTH) {
    return { depth: parent.depth + 1, threadParentId: parent.id, mentionUserId: null };
  }
  return { depth: REPLY_MAX_DEPTH, threadParentId: parent.threadParentId, mentionUserId: parent.authorId };
}

/** Answers the post or a reply; the answer comes back as the thread shows it. */
export async function addReply(
  context: ReplyContext,
  viewer: Actor,
  input: { postId: number; parentId?: number | null | undefined; content: string },
): Promise<ReplyDto> {
  const post = await loadPostForAction(context.db, input.postId, viewer);
  let parent: Reply | null = null;
  if (input.parentId !== undefined && input.parentId !== null) {
    parent = (await findReply(context.db, input.parentId)) ?? null;
    // An answer stays in its post: a reply of another post is not a parent here.
    if (!parent || parent.postId !== post.id) throw new AppError('NOT_FOUND');
    assertReplyOpen(parent, viewer);
  }
  const content = cleanReplyContent(input.content);
  // P17 counts actions, not mistakes: a refused or invalid reply above has not been counted.
  await context.limits.check('postOrReply', viewer.id);
  const place = placeUnder(parent);
  const now = context.clock.now().toISOString();
  const replyId = await context.transaction(async (trx, emit) => {
    if (parent && !(await lockLiveReply(trx, parent.id))) throw new AppError('REPLY_REMOVE');
    const replyId = await insertReply(trx, {
      postId: post.id,
      authorId: viewer.id,
      parentId: parent?.id ?? null,
      ...place,
      content: content.html,
      contentText: content.text,
      now,
    });
    await attachReplyUploads(trx, { replyId, userId: viewer.id, imageUrls: content.imageUrls });
    const replyCount = await addToReplyCount(trx, post.id, 1);
    emit('reply.created', {
      ...postRef(post),
      replyId,
      replyAuthorId: viewer.id,
      parentId: parent?.id ?? null,
      parentAuthorId: parent?.authorId ?? null,
      replyCount,
      repliesByOthers: await countRepliesByOthers(trx, post.id, post.authorId),
      contentText: content.text,
      at: now,
    });
    return replyId;
  });
  return loadReplyDto(context, replyId, viewer);
}

export async function updateReply(
  context: ReplyContext,
  viewer: Actor,
  input: { id: number; content: string },
): Promise<ReplyDto> {
  const { reply } = await loadReplyForChange(context.db, input.id, viewer);
  const content = cleanReplyContent(input.content);
  await context.transaction(async (trx) => {
    await updateReplyContent(trx, reply.id, content, context.clock.now().toISOString());
    await attachReplyUploads(trx, { replyId: reply.id, userId: viewer.id, imageUrls: content.imageUrls });
  });
  return loadReplyDto(context, reply.id, viewer);
}

/**
 * Deletes the reply and every answer under it (SPEC §4). The rows keep their content for
 * moderation but are never shown again; the post's count loses exactly those deleted now.
 */
export async function deleteReply(
  context: ReplyContext,
  viewer: Actor,
  replyId: number,
  // Issue 32: an administrator's deletion records its audit row in the deletion's transaction.
  within?: (trx: Trx) => Promise<void>,
): Promise<{ deletedIds: number[]; replyCount: number }> {
  const { reply, post } = await loadReplyForChange(context.db, replyId, viewer);
  const now = context.clock.now().toISOString();
  return context.transaction(async (trx, emit) => {
    const deleted: { id: number; authorId: number }[] = [];
    const seen = new Set<number>();
    // Walks the subtree again after marking it: an answer committed meanwhile under a reply
    // this call locked (lockLiveReply) shows up in the next walk and is deleted with the rest.
    for (;;) {
      const fresh = (await subtreeIds(trx, post.id, reply.id)).filter((id) => !seen.has(id));
      if (fresh.length === 0) break;
      for (const id of fresh) seen.add(id);
      deleted.push(...(await markRepliesDeleted(trx, fresh, now)));
    }
    // A concurrent delete took the reply first.
    if (!deleted.some((row) => row.id === reply.id)) throw new AppError('REPLY_REMOVE');
    deleted.sort((a, b) => a.id - b.id);
    const replyCount = await addToReplyCount(trx, post.id, -deleted.length);
    emit('reply.deleted', {
      ...postRef(post),
      replyIds: deleted.map((row) => row.id),
      replyAuthorIds: [...new Set(deleted.map((row) => row.authorId))],
      byUserId: viewer.id,
      at: now,
    });
    await within?.(trx);
    return { deletedIds: deleted.map((row) => row.id), replyCount };
  });
}

/** What the members feature shows of a member's replies (issue 14): the count /api/user/post_reply lists. */
export { countMemberReplies } from './member-list-repository.ts';

// Notifications (issue 29): a reply's answers for MY_POST_REPLY_REPLY_4, and a reply as it is.
export { countAnswersByOthers, findReply } from './repository.ts';
