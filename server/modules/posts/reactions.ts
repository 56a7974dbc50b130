import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { Viewer } from '../../lib/viewer.ts';
import type { AbuseKind } from './abuse-limits.ts';
import { findPostHead, loadPostForAction, type PostHead } from './post-access.ts';
import { hasReaction, type PostReaction, setPostReaction, setReplyLike } from './reactions-repository.ts';
import { findReply, type Reply } from './reply-repository.ts';
import { loadReplyForAction } from './reply-service.ts';

type Actor = Pick<Viewer, 'id' | 'admin'>;

/** SPEC §4: likes, bookmarks and follows toggle; `value` sets a state and repeats harmlessly. */
interface Press {
  value?: boolean | undefined;
}

const ABUSE_KIND: Record<PostReaction, AbuseKind> = { like: 'like', bookmark: 'bookmark', follow: 'follow' };

/**
 * Whether a press the action's rules refused may still go through as a taking back: members
 * undo their own like, bookmark or follow whatever became of the item since (SPEC §6, members
 * delete their own items). A post that went private, was hidden by reports or was deleted would
 * otherwise keep the row, and its counter, for ever. Such a press only ever removes.
 */
async function mayTakeBack(refused: unknown, input: Press, has: () => Promise<boolean>): Promise<boolean> {
  return refused instanceof AppError && input.value !== true && (await has());
}

async function postToPress(
  app: FastifyInstance,
  viewer: Actor,
  kind: PostReaction,
  input: { postId: number } & Press,
): Promise<{ post: PostHead; want: boolean | undefined }> {
  try {
    return { post: await loadPostForAction(app.db, input.postId, viewer), want: input.value };
  } catch (refused) {
    const post = await findPostHead(app.db, input.postId);
    const has = () => hasReaction(app.db, kind, { itemId: input.postId, userId: viewer.id });
    if (post && (await mayTakeBack(refused, input, has))) return { post, want: false };
    throw refused;
  }
}

async function replyToLike(
  app: FastifyInstance,
  viewer: Actor,
  input: { replyId: number } & Press,
): Promise<{ reply: Reply; post: PostHead; want: boolean | undefined }> {
  try {
    return { ...(await loadReplyForAction(app.db, input.replyId, viewer)), want: input.value };
  } catch (refused) {
    const reply = await findReply(app.db, input.replyId);
    const post = reply ? await findPostHead(app.db, reply.postId) : undefined;
    const has = () => hasReaction(app.db, 'replyLike', { itemId: input.replyId, userId: viewer.id });
    if (reply && post && (await mayTakeBack(refused, input, has))) return { reply, post, want: false };
    throw refused;
  }
}

/**
 * A like, bookmark or follow of a post. Liking or following one's own post is refused
 * (OWN_CONTENT); bookmarking it is allowed. Every press counts towards P17, toggles included,
 * and events go out only when the state changed.
 */
export async function pressPost(
  app: FastifyInstance,
  viewer: Actor,
  kind: PostReaction,
  input: { postId: number } & Press,
): Promise<{ on: boolean; count: number }> {
  const { post, want } = await postToPress(app, viewer, kind, input);
  if (kind !== 'bookmark' && post.authorId === viewer.id) throw new AppError('OWN_CONTENT');
  await app.abuseLimits.check(ABUSE_KIND[kind], viewer.id);
  const now = app.clock.now().toISOString();
  return inTransaction(app.db, app.bus, async (trx, emit) => {
    const change = await setPostReaction(trx, kind, { postId: post.id, userId: viewer.id, want, now });
    if (change.changed) {
      const who = { postId: post.id, userId: viewer.id };
      if (kind === 'like') {
        const like = { ...who, target: 'post' as const, targetId: post.id, targetAuthorId: post.authorId };
        if (change.on) emit('like.added', { ...like, likeCount: change.count, at: now });
        else
          emit('like.removed', { ...like, likeCount: change.count, likedAt: change.removedCreatedAt ?? now, at: now });
      } else if (kind === 'bookmark') {
        if (change.on)
          emit('bookmark.added', { ...who, authorId: post.authorId, bookmarkCount: change.count, at: now });
        else
          emit('bookmark.removed', {
            ...who,
            authorId: post.authorId,
            bookmarkCount: change.count,
            bookmarkedAt: change.removedCreatedAt ?? now,
            at: now,
          });
      } else if (change.on) {
        emit('post.followed', { ...who, authorId: post.authorId, followCount: change.count, at: now });
      } else {
        emit('post.unfollowed', {
          ...who,
          authorId: post.authorId,
          followCount: change.count,
          followedAt: change.removedCreatedAt ?? now,
          at: now,
        });
      }
    }
    return { on: change.on, count: change.count };
  });
}

/** A like of a reply: not one's own, not a deleted or hidden one (REPLY_REMOVE). */
export async function likeReply(
  app: FastifyInstance,
  viewer: Actor,
  input: { replyId: number } & Press,
): Promise<{ liked: boolean; likeCount: number }> {
  const { reply, post, want } = await replyToLike(app, viewer, input);
  if (reply.authorId === viewer.id) throw new AppError('OWN_CONTENT');
  await app.abuseLimits.check('like', viewer.id);
  const now = app.clock.now().toISOString();
  return inTransaction(app.db, app.bus, async (trx, emit) => {
    const change = await setReplyLike(trx, { replyId: reply.id, userId: viewer.id, want, now });
    if (change.changed) {
      const like = {
        target: 'reply' as const,
        targetId: reply.id,
        postId: post.id,
        userId: viewer.id,
        targetAuthorId: reply.authorId,
        likeCount: change.count,
        at: now,
      };
      if (change.on) emit('like.added', like);
      else emit('like.removed', { ...like, likedAt: change.removedCreatedAt ?? now });
    }
    return { liked: change.on, likeCount: change.count };
  });
}
