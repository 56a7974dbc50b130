import type { PostGroupingType } from '../../../../common/contracts/reference.ts';

/**
 * Post events (issue 4, DESIGN "Data flows"), emitted after commit through the context's
 * transaction runner. Each carries what its later subscribers need without reading again:
 * notifications (who to tell, in which language), score (who gains or loses, when the action
 * was taken, for the cancel windows of P20) and search indexing (what changed).
 */
export interface PostRef {
  postId: number;
  /** The post's author. */
  authorId: number;
  type: PostGroupingType;
  lang: string;
  title: string;
}

declare module '../../../lib/events.ts' {
  interface DomainEvents {
    'post.created': PostRef & { visibility: string; tags: string[]; at: string };
    'post.updated': PostRef & { visibility: string; tags: string[]; byUserId: number; at: string };
    /** replyIds: the replies deleted with it (SPEC §4), whose scores are taken back. */
    'post.deleted': PostRef & { byUserId: number; replyIds: number[]; at: string };
    'post.viewed': { postId: number; authorId: number; viewerId: number | null; day: string; at: string };
  }
}
