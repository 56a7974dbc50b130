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

/**
 * The follow button's intents: named for members, so that a page whose own forms have a
 * `follow` intent (the post page's follow-post toggle) can tell the two apart.
 */
export const FOLLOW_INTENTS = { follow: 'followMember', unfollow: 'unfollowMember' } as const;
export type FollowIntent = (typeof FOLLOW_INTENTS)[keyof typeof FOLLOW_INTENTS];

export function isFollowIntent(value: string): value is FollowIntent {
  return value === FOLLOW_INTENTS.follow || value === FOLLOW_INTENTS.unfollow;
}
