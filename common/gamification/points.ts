import type { ScoreKey } from '../contracts/gamification.ts';

/**
 * DECISIONS P20's values, in tenths of a degree: what the server pays for each gain
 * (server/modules/gamification/points.ts holds the rest of the rules) and what the temperature
 * page's "how to earn" table shows, from one table.
 */
/** The gains: what each event pays when it happens. */
export const GAIN_POINTS = {
  LOGIN: 10,
  LOGIN_DAILY_5: 500,
  POST_READ: 1,
  MBTI_FIRST_SETTING: 50,
  PROFILE_FIRST_INTRO: 50,
  POST_WRITE: 30,
  REPLY_WRITE: 10,
  LIKE: 5,
  POST_BOOKMARK: 5,
  USER_FOLLOW: 5,
  LIKE_POST_REPLY_5: 100,
  POST_REPLY_4: 100,
  POST_BOOKMARK_5: 100,
  USER_FOLLOW_10: 500,
  USER_FOLLOW_50: 750,
  USER_FOLLOW_100: 2000,
} as const satisfies Partial<Record<ScoreKey, number>>;
