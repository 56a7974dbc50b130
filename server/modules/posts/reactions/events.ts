import type { ReportTarget } from '../../../../common/validation/post.ts';

/**
 * Like, bookmark and follow events, emitted after commit and only when the state changed. The
 * removals carry when the reaction was given: P20's cancel windows read it.
 */
declare module '../../../lib/events.ts' {
  interface DomainEvents {
    'like.added': {
      target: ReportTarget;
      targetId: number;
      postId: number;
      userId: number;
      targetAuthorId: number;
      likeCount: number;
      at: string;
    };
    'like.removed': {
      target: ReportTarget;
      targetId: number;
      postId: number;
      userId: number;
      targetAuthorId: number;
      likeCount: number;
      /** When the like was given: P20's 3-day cancel window reads it. */
      likedAt: string;
      at: string;
    };
    'bookmark.added': { postId: number; userId: number; authorId: number; bookmarkCount: number; at: string };
    'bookmark.removed': {
      postId: number;
      userId: number;
      authorId: number;
      bookmarkCount: number;
      bookmarkedAt: string;
      at: string;
    };
    'post.followed': { postId: number; userId: number; authorId: number; followCount: number; at: string };
    'post.unfollowed': {
      postId: number;
      userId: number;
      authorId: number;
      followCount: number;
      followedAt: string;
      at: string;
    };
  }
}

export {};
