import type { PostGroupingType } from '../../../common/contracts/reference.ts';
import type { ReportTarget } from '../../../common/validation/post.ts';

/**
 * Post events (issue 4, DESIGN "Data flows"), emitted after commit through `inTransaction`.
 * Each carries what its later subscribers need without reading again: notifications (who to
 * tell, in which language), score (who gains or loses, when the action was taken, for the
 * cancel windows of P20) and search indexing (what changed).
 */
interface PostRef {
  postId: number;
  /** The post's author. */
  authorId: number;
  type: PostGroupingType;
  lang: string;
  title: string;
}

declare module '../../lib/events.ts' {
  interface DomainEvents {
    'post.created': PostRef & { visibility: string; tags: string[]; at: string };
    'post.updated': PostRef & { visibility: string; tags: string[]; byUserId: number; at: string };
    /** replyIds: the replies deleted with it (SPEC §4), whose scores are taken back. */
    'post.deleted': PostRef & { byUserId: number; replyIds: number[]; at: string };
    'post.viewed': { postId: number; authorId: number; viewerId: number | null; day: string; at: string };
    'reply.created': PostRef & {
      replyId: number;
      replyAuthorId: number;
      /** The reply answered (null: the post) and its author, for MY_REPLY notifications. */
      parentId: number | null;
      parentAuthorId: number | null;
      /** Replies the post now has, for the POST_REPLY_4 milestone. */
      replyCount: number;
      contentText: string;
      at: string;
    };
    'reply.deleted': PostRef & { replyIds: number[]; replyAuthorIds: number[]; byUserId: number; at: string };
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
    'content.reported': {
      reportId: number;
      target: ReportTarget;
      targetId: number;
      postId: number;
      reporterId: number;
      authorId: number;
      reasonKey: string;
      reportCount: number;
      at: string;
    };
    /** P16: hidden at the threshold; the author is told (POST_REPORT, POST_REPLY_REPORT). */
    'content.hidden': {
      target: ReportTarget;
      targetId: number;
      postId: number;
      authorId: number;
      reportCount: number;
      at: string;
    };
  }
}

export {};
