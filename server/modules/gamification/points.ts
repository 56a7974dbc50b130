import type { LayerType, ScoreKey } from '../../../common/contracts/gamification.ts';
import { GAIN_POINTS } from '../../../common/gamification/points.ts';

/**
 * DECISIONS P20 as data: what each event pays, in tenths of a degree (common/gamification/points.ts,
 * shared with the web's "how to earn" table), and which rule limits it. A rule change is a change
 * there or here (and `npm run score:rebuild` for the totals).
 */

export { GAIN_POINTS };

export type GainKey = keyof typeof GAIN_POINTS;

/** The take-backs: the key a cancel, a deletion or a report's hiding is written under. */
export type TakeBackKey = Exclude<ScoreKey, GainKey>;

/**
 * Milestones: outside the daily cap, and paid once per item or member, ever (P20). Their
 * `once_key` makes that one row whoever races to pay it.
 */
export const MILESTONES: ReadonlySet<ScoreKey> = new Set<ScoreKey>([
  'LOGIN_DAILY_5',
  'LIKE_POST_REPLY_5',
  'POST_REPLY_4',
  'POST_BOOKMARK_5',
  'USER_FOLLOW_10',
  'USER_FOLLOW_50',
  'USER_FOLLOW_100',
]);

/** P20: score gained in one site day, milestones excepted, is capped at 30 °C. */
export const DAILY_CAP_TENTHS = 300;

/** P20: POST_READ pays for at most 10 distinct posts a day. */
export const POST_READS_PER_DAY = 10;

const DAY_MS = 24 * 60 * 60 * 1000;

/** P20: a like or a follow taken back within 3 days, a bookmark within 1, takes its points back. */
export const CANCEL_WINDOWS_MS = {
  LIKE_CANCEL: 3 * DAY_MS,
  USER_FOLLOW_CANCEL: 3 * DAY_MS,
  POST_BOOKMARK_CANCEL: DAY_MS,
} as const;

/** The milestones of thresholds: reaching `at` pays `key` once (P20), with its celebration where SPEC §3.5 has one. */
export interface Threshold {
  at: number;
  key: GainKey;
  layer?: LayerType;
}

/** P20: an item (post or reply) reaching 5 likes, a post 4 replies by others or 5 bookmarks. */
export const LIKE_MILESTONE: Threshold = { at: 5, key: 'LIKE_POST_REPLY_5' };
export const REPLY_MILESTONE: Threshold = { at: 4, key: 'POST_REPLY_4' };
export const BOOKMARK_MILESTONE: Threshold = { at: 5, key: 'POST_BOOKMARK_5' };

/** P20, SPEC §3.5: 10, 50 and 100 followers, each with its celebration. */
export const FOLLOWER_MILESTONES: readonly Threshold[] = [
  { at: 10, key: 'USER_FOLLOW_10', layer: 'USER_FOLLOW_10' },
  { at: 50, key: 'USER_FOLLOW_50', layer: 'USER_FOLLOW_50' },
  { at: 100, key: 'USER_FOLLOW_100', layer: 'USER_FOLLOW_100' },
];

/** P20: LOGIN_DAILY_5 after 5 consecutive login days; the streak then restarts. */
export const LOGIN_STREAK_DAYS = 5;
