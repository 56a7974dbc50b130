import type { PostIntentTable } from './post-intents.server.ts';

/**
 * What the reading page's forms post to its route's action: one `intent` per API call, as the
 * intents table names them (post-intents.server.ts).
 */
export type PostIntent = keyof PostIntentTable;

/** The toggles: their answer settles the optimistic display and needs no reload of the page. */
export const TOGGLE_INTENTS = ['like', 'bookmark', 'follow', 'replyLike'] as const satisfies readonly PostIntent[];
export type ToggleIntent = (typeof TOGGLE_INTENTS)[number];

/**
 * Set by the page once it runs script: without it a form was posted as a document (no
 * JavaScript), and a successful write answers with a redirect to the page (post/redirect/get).
 */
export const VIA_FETCHER = 'via';

/** A success: the intent's own fields, from its `result` in the intents table. */
export type PostActionSuccess = {
  [I in PostIntent]: { intent: I; ok: true } & Awaited<ReturnType<PostIntentTable[I]['run']>>;
}[PostIntent];

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
