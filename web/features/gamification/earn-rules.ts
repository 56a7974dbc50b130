import type { ScoreKey } from '../../../common/contracts/gamification.ts';
import { GAIN_POINTS } from '../../../common/gamification/points.ts';

/**
 * DECISIONS P20's points, as the temperature page's "how to earn" table shows them to members.
 * The values are the ones the server pays (common/gamification/points.ts), in degrees.
 */
export interface EarnRule {
  key: ScoreKey;
  points: number;
}

/** The table's order: everyday activities first, then the milestones outside the daily cap. */
const ORDER = [
  'LOGIN',
  'POST_READ',
  'POST_WRITE',
  'REPLY_WRITE',
  'LIKE',
  'POST_BOOKMARK',
  'USER_FOLLOW',
  'MBTI_FIRST_SETTING',
  'PROFILE_FIRST_INTRO',
  'LOGIN_DAILY_5',
  'LIKE_POST_REPLY_5',
  'POST_REPLY_4',
  'POST_BOOKMARK_5',
  'USER_FOLLOW_10',
  'USER_FOLLOW_50',
  'USER_FOLLOW_100',
] as const satisfies readonly (keyof typeof GAIN_POINTS)[];

export const EARN_RULES: readonly EarnRule[] = ORDER.map((key) => ({ key, points: GAIN_POINTS[key] / 10 }));
