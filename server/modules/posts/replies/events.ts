import type { PostRef } from '../posts/events.ts';

/** Reply events, emitted after commit (see posts/events.ts for what events carry). */
declare module '../../../lib/events.ts' {
  interface DomainEvents {
    'reply.created': PostRef & {
      replyId: number;
      replyAuthorId: number;
      /** The reply answered (null: the post) and its author, for MY_REPLY notifications. */
      parentId: number | null;
      parentAuthorId: number | null;
      /** Replies the post now has, for the POST_REPLY_4 milestone. */
      replyCount: number;
      /** Standing replies by members other than the post's author, for P20's POST_REPLY_4. */
      repliesByOthers: number;
      contentText: string;
      at: string;
    };
    'reply.deleted': PostRef & { replyIds: number[]; replyAuthorIds: number[]; byUserId: number; at: string };
  }
}

export {};
