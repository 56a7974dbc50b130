/**
 * Notifications' constants shared by the server and the web (issue 29), without zod: the web's
 * bell and e-mail settings import them, and a page's first paint must not carry the contracts.
 */

/** SPEC §9: the bell shows the last 30 days. */
export const ALARM_WINDOW_DAYS = 30;

/** SPEC §9: the badge reads "999+" from here on; the count is not counted further. */
export const ALARM_COUNT_CAP = 1000;

/** The switches of myzone/e-mail-alarm. `marketing` is the sign-up marketing consent itself. */
export const ALARM_MAIL_KINDS = [
  'replyOnMyPost',
  'replyOnMyReply',
  'replyOnFollowedPost',
  'newPostByFollowed',
  'marketing',
] as const;
export type AlarmMailKind = (typeof ALARM_MAIL_KINDS)[number];
