import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { Viewer } from '../accounts/sessions.ts';
import type { AbuseKind } from './abuse-limits.ts';
import { loadPostForAction } from './post-access.ts';
import { type PostReaction, setPostReaction, setReplyLike } from './reactions-repository.ts';
import { loadReplyForAction } from './reply-service.ts';

type Actor = Pick<Viewer, 'id' | 'admin'>;

/** SPEC §4: likes, bookmarks and follows toggle; `value` sets a state and repeats harmlessly. */
interface Press {
  value?: boolean | undefined;
}

const ABUSE_KIND: Record<PostReaction, AbuseKind> = { like: 'like', bookmark: 'bookmark', follow: 'follow' };

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
  const post = await loadPostForAction(app.db, input.postId, viewer);
  if (kind !== 'bookmark' && post.authorId === viewer.id) throw new AppError('OWN_CONTENT');
  await app.abuseLimits.check(ABUSE_KIND[kind], viewer.id);
  const now = app.clock.now().toISOString();
  return inTransaction(app.db, app.bus, async (trx, emit) => {
    const change = await setPostReaction(trx, kind, { postId: post.id, userId: viewer.id, want: input.value, now });
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
  const { reply, post } = await loadReplyForAction(app.db, input.replyId, viewer);
  if (reply.authorId === viewer.id) throw new AppError('OWN_CONTENT');
  await app.abuseLimits.check('like', viewer.id);
  const now = app.clock.now().toISOString();
  return inTransaction(app.db, app.bus, async (trx, emit) => {
    const change = await setReplyLike(trx, { replyId: reply.id, userId: viewer.id, want: input.value, now });
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
