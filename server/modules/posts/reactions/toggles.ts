import type { Emit } from '../../../lib/transaction.ts';
import type { AbuseKind } from '../shared/abuse-limits.ts';
import './events.ts';
import type { ReactionChange, ReactionTarget } from './repository.ts';

/**
 * The toggles a member presses (SPEC §4: likes, bookmarks and follows toggle; `value` sets a
 * state and repeats harmlessly), as data: which item it is on, its table and counter, its P17
 * limit, whether one's own item may be pressed, and the events a change sends. A new toggle
 * is one more row here (and its route).
 */
export type ToggleKind = 'postLike' | 'postBookmark' | 'postFollow' | 'replyLike';

/** The item pressed: a post, or a reply with its post. */
export interface Pressed {
  id: number;
  postId: number;
  authorId: number;
}

export interface Toggle {
  item: 'post' | 'reply';
  target: ReactionTarget;
  abuse: AbuseKind;
  /** Liking or following one's own item makes no sense (OWN_CONTENT); bookmarking it does. */
  ownAllowed: boolean;
  /** Sends the events of a change (only called when the state changed). */
  announce(emit: Emit, press: { item: Pressed; userId: number; change: ReactionChange; at: string }): void;
}

const likeOf =
  (target: 'post' | 'reply'): Toggle['announce'] =>
  (emit, { item, userId, change, at }) => {
    const like = {
      target,
      targetId: item.id,
      postId: item.postId,
      userId,
      targetAuthorId: item.authorId,
      likeCount: change.count,
      at,
    };
    if (change.on) emit('like.added', like);
    else emit('like.removed', { ...like, likedAt: change.removedCreatedAt ?? at });
  };

export const TOGGLES: Record<ToggleKind, Toggle> = {
  postLike: {
    item: 'post',
    target: { rows: 'post_likes', key: 'post_id', item: 'posts', counter: 'like_count' },
    abuse: 'like',
    ownAllowed: false,
    announce: likeOf('post'),
  },
  replyLike: {
    item: 'reply',
    target: { rows: 'reply_likes', key: 'reply_id', item: 'replies', counter: 'like_count' },
    abuse: 'like',
    ownAllowed: false,
    announce: likeOf('reply'),
  },
  postBookmark: {
    item: 'post',
    target: { rows: 'post_bookmarks', key: 'post_id', item: 'posts', counter: 'bookmark_count' },
    abuse: 'bookmark',
    ownAllowed: true,
    announce(emit, { item, userId, change, at }) {
      const bookmark = { postId: item.postId, userId, authorId: item.authorId, bookmarkCount: change.count, at };
      if (change.on) emit('bookmark.added', bookmark);
      else emit('bookmark.removed', { ...bookmark, bookmarkedAt: change.removedCreatedAt ?? at });
    },
  },
  postFollow: {
    item: 'post',
    target: { rows: 'post_follows', key: 'post_id', item: 'posts', counter: 'follow_count' },
    abuse: 'follow',
    ownAllowed: false,
    announce(emit, { item, userId, change, at }) {
      const follow = { postId: item.postId, userId, authorId: item.authorId, followCount: change.count, at };
      if (change.on) emit('post.followed', follow);
      else emit('post.unfollowed', { ...follow, followedAt: change.removedCreatedAt ?? at });
    },
  },
};
