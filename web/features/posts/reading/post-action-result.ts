import type { PostCard, ReplyDto } from '../../../../common/contracts/posts.ts';

type PostAuthor = PostCard['author'];

/**
 * What the reading page's forms post to its route's action: one `intent` per API call
 * (web/routes/post/route.tsx). likeList reads rather than writes; it goes through the action so
 * that the page's own loader, which counts a view, does not run for it.
 */
export const POST_INTENTS = [
  'like',
  'bookmark',
  'follow',
  'replyAdd',
  'replyUpdate',
  'replyDelete',
  'replyLike',
  'report',
  'delete',
  'likeList',
] as const;
export type PostIntent = (typeof POST_INTENTS)[number];

export function isPostIntent(value: unknown): value is PostIntent {
  return (POST_INTENTS as readonly unknown[]).includes(value);
}

/** The toggles: their answer settles the optimistic display and needs no reload of the page. */
export const TOGGLE_INTENTS: readonly PostIntent[] = ['like', 'bookmark', 'follow', 'replyLike'];

/**
 * Set by the page once it runs script: without it a form was posted as a document (no
 * JavaScript), and a successful write answers with a redirect to the page (post/redirect/get).
 */
export const VIA_FETCHER = 'via';

export type PostActionSuccess =
  | { intent: 'like'; ok: true; liked: boolean; likeCount: number }
  | { intent: 'bookmark'; ok: true; bookmarked: boolean; bookmarkCount: number }
  | { intent: 'follow'; ok: true; followed: boolean; followCount: number }
  | { intent: 'replyLike'; ok: true; replyId: number; liked: boolean; likeCount: number }
  | { intent: 'replyAdd' | 'replyUpdate'; ok: true; reply: ReplyDto }
  | { intent: 'replyDelete'; ok: true; deletedIds: number[]; replyCount: number }
  | { intent: 'report'; ok: true; hidden: boolean }
  | { intent: 'delete'; ok: true; listPath: string }
  | { intent: 'likeList'; ok: true; rows: PostAuthor[]; total: number; pageNum: number };

export interface PostActionFailure {
  intent: PostIntent;
  ok: false;
  /** The API's code (SPEC §8): REPORT_DUPLICATE, LIKE_ABUSING, replyPlz … */
  code: string;
  /** In the page's language, from the API. */
  message: string;
  /** Field mistakes by the API's field name (content: replyPlz, replyMaxLength; reasonKey …). */
  fields: Record<string, string>;
}

export type PostActionResult = PostActionSuccess | PostActionFailure;
