/**
 * What the profile route's action answers a follow button's fetcher (web/routes/user-profile):
 * the state after the press and the member's follower count (ADR 0022), or the API's refusal.
 */
export type FollowActionResult =
  { ok: true; active: boolean; count: number; id: number | null } | { ok: false; code: string; message: string };

/** The form fields of the follow button, read by the profile route's action. */
export const FOLLOW_FIELDS = {
  intent: 'intent',
  followId: 'followId',
  /** Where a document post (no script) returns to: the page the button was pressed on. */
  returnTo: 'returnTo',
  /** Set by script: the answer is data for the fetcher, not a redirect. */
  via: 'via',
} as const;

export type FollowIntent = 'follow' | 'unfollow';
