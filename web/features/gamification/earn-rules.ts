import type { ScoreKey } from '../../../common/contracts/gamification.ts';

/**
 * DECISIONS P20's points, as the temperature page's "how to earn" table shows them to members.
 * The server's rules (server/modules/gamification) are what pays; this is their description, in
 * the table's order: everyday activities first, then the milestones outside the daily cap.
 */
export interface EarnRule {
  key: ScoreKey;
  points: number;
}

export const EARN_RULES: readonly EarnRule[] = [
  { key: 'LOGIN', points: 1 },
  { key: 'POST_READ', points: 0.1 },
  { key: 'POST_WRITE', points: 3 },
  { key: 'REPLY_WRITE', points: 1 },
  { key: 'LIKE', points: 0.5 },
  { key: 'POST_BOOKMARK', points: 0.5 },
  { key: 'USER_FOLLOW', points: 0.5 },
  { key: 'MBTI_FIRST_SETTING', points: 5 },
  { key: 'PROFILE_FIRST_INTRO', points: 5 },
  { key: 'LOGIN_DAILY_5', points: 50 },
  { key: 'LIKE_POST_REPLY_5', points: 10 },
  { key: 'POST_REPLY_4', points: 10 },
  { key: 'POST_BOOKMARK_5', points: 10 },
  { key: 'USER_FOLLOW_10', points: 50 },
  { key: 'USER_FOLLOW_50', points: 75 },
  { key: 'USER_FOLLOW_100', points: 200 },
];
