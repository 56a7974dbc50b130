import { z } from 'zod';
import { idField, publicUserSchema } from './accounts/shared.ts';
import { defineContract, langField } from './envelope.ts';
import { CHARACTER_KEYS } from './reference.ts';

/**
 * The activity temperature (issue 28; SPEC §3.5, §3.6, §7.1, §7.4; DECISIONS P20–P23):
 * the score ledger, levels, characters, badges and celebration layers.
 * Server: server/modules/gamification. Web: web/features/gamification.
 */

/** SPEC §3.6's events, plus CONTENT_HIDDEN: points of content hidden by reports taken back (P20). */
export const SCORE_KEYS = [
  'POST_READ',
  'MBTI_FIRST_SETTING',
  'PROFILE_FIRST_INTRO',
  'POST_WRITE',
  'REPLY_WRITE',
  'LIKE',
  'USER_FOLLOW',
  'LOGIN',
  'LOGIN_DAILY_5',
  'POST_BOOKMARK',
  'LIKE_POST_REPLY_5',
  'POST_REPLY_4',
  'POST_BOOKMARK_5',
  'USER_FOLLOW_10',
  'USER_FOLLOW_50',
  'USER_FOLLOW_100',
  'POST_DELETE',
  'REPLY_DELETE',
  'LIKE_CANCEL',
  'USER_FOLLOW_CANCEL',
  'POST_BOOKMARK_CANCEL',
  'CONTENT_HIDDEN',
] as const;
export type ScoreKey = (typeof SCORE_KEYS)[number];

/** SPEC §3.5: the celebrations shown one by one after sign-in. */
export const LAYER_TYPES = [
  'LEVEL_UP',
  'LOGIN_DAILY_5',
  'USER_FOLLOW_10',
  'USER_FOLLOW_50',
  'USER_FOLLOW_100',
] as const;
export type LayerType = (typeof LAYER_TYPES)[number];

export const characterKeySchema = z.enum(CHARACTER_KEYS);
export const followerBadgeSchema = z.enum(['copper', 'silver', 'gold']);

/** A member's standing: what My Zone's temperature page shows (P21–P23). */
export const standingSchema = z.object({
  userInfoId: z.number().int(),
  /** Administrators have no level nor temperature (P21): both null. */
  temperature: z.number().nullable(),
  level: z.number().int().nullable(),
  /** Where the current level starts and the next one begins, in °C (null: top level, or an administrator). */
  levelFloor: z.number().nullable(),
  nextLevelAt: z.number().nullable(),
  /** P22: dough first, then the characters collected in the order they came. */
  characters: z.array(characterKeySchema),
  /** The character the next level-up brings (null: all collected, or an administrator). */
  nextCharacter: characterKeySchema.nullable(),
  followers: z.number().int(),
  /** P23: the highest follower tier reached, and the next one with the followers it needs. */
  badge: followerBadgeSchema.nullable(),
  nextBadge: z.object({ badge: followerBadgeSchema, followers: z.number().int() }).nullable(),
  /** Gained today, site day (P30), against the daily cap: milestones are not counted. */
  gainedToday: z.number(),
  dailyCap: z.number(),
});
export type Standing = z.infer<typeof standingSchema>;

export const userGetScore = defineContract({
  method: 'POST',
  path: '/api/user/get_score',
  summary:
    "A member's activity temperature, level, characters and badge (P21–P23): the signed-in member's when userInfoId is absent. Anyone may read a member's standing; a withdrawn member has none (410 MEMBER_WITHDRAWN).",
  tags: ['gamification'],
  body: z.strictObject({ ...langField, userInfoId: idField.optional() }),
  data: standingSchema,
});

export const scoreHistoryRowSchema = z.object({
  id: z.number().int(),
  key: z.enum(SCORE_KEYS),
  /** Points paid, in °C (negative for a take-back). */
  points: z.number(),
  /** True when the daily cap (P20) paid less than the rule's value. */
  capped: z.boolean(),
  /** The temperature right after this row. */
  temperature: z.number(),
  at: z.string(),
  /** The post the row is about (its title when it can still be seen), or the member followed. */
  post: z.object({ id: z.number().int(), title: z.string().nullable() }).nullable(),
  member: z.object({ id: z.number().int(), nickName: z.string() }).nullable(),
});
export type ScoreHistoryRow = z.infer<typeof scoreHistoryRowSchema>;

export const SCORE_HISTORY_PAGE_SIZE_MAX = 50;

export const userGetScoreHistory = defineContract({
  method: 'POST',
  path: '/api/user/get_score_history',
  summary:
    "The signed-in member's activity log (My Zone): every score row, newest first, with the temperature after it. userInfoId, when sent, must be the member (403 otherwise).",
  tags: ['gamification'],
  body: z.strictObject({
    ...langField,
    userInfoId: idField.optional(),
    pageNum: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(SCORE_HISTORY_PAGE_SIZE_MAX).default(20),
  }),
  data: z.object({
    rows: z.array(scoreHistoryRowSchema),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const TOP_USER_LIMIT_MAX = 20;

export const userGetTopUserList = defineContract({
  method: 'POST',
  path: '/api/user/get_top_user_list',
  summary:
    'Members of a language ranked by temperature, highest first (P25): administrators, withdrawn and banned members left out. limit 5 on the home page and the side panel.',
  tags: ['gamification'],
  body: z.strictObject({ ...langField, limit: z.number().int().min(1).max(TOP_USER_LIMIT_MAX).default(5) }),
  data: z.object({ rows: z.array(z.object({ rank: z.number().int(), user: publicUserSchema })) }),
});

export const layerSchema = z.object({
  id: z.number().int(),
  type: z.enum(LAYER_TYPES),
  /** LEVEL_UP: the level reached and the character it brought (null: all were collected). */
  level: z.number().int().nullable(),
  characterKey: characterKeySchema.nullable(),
  /** The reward in °C of LOGIN_DAILY_5 and the follower milestones (null for LEVEL_UP). */
  points: z.number().nullable(),
  createdAt: z.string(),
});
export type Layer = z.infer<typeof layerSchema>;

export const userGetLayerList = defineContract({
  method: 'POST',
  path: '/api/user/get_layer_list',
  summary:
    "The signed-in member's celebrations not yet shown, oldest first (SPEC §3.5, §4). userInfoId, when sent, must be the member (403 otherwise).",
  tags: ['gamification'],
  body: z.strictObject({ ...langField, userInfoId: idField.optional() }),
  data: z.object({ rows: z.array(layerSchema) }),
});

export const userShowLayer = defineContract({
  method: 'POST',
  path: '/api/user/show_layer',
  summary:
    "Marks one of the signed-in member's celebrations shown (closed, or the member went to the profile); repeats harmlessly. Another member's celebration is 404 NOT_FOUND.",
  tags: ['gamification'],
  body: z.strictObject({
    ...langField,
    id: idField,
    show: z.literal(true).default(true),
    userInfoId: idField.optional(),
  }),
  data: z.object({ id: z.number().int(), show: z.literal(true) }),
});

export const scoreAdd = defineContract({
  method: 'POST',
  path: '/api/score/add',
  summary:
    "Compatibility call (SPEC §7.4, P20): grants nothing the server has not verified and is idempotent. LOGIN records the signed-in member's visit of the day; every other key is recorded by the server with the action itself, so the call only reports the standing. userInfoId, when sent, must be the member (403 otherwise).",
  tags: ['gamification'],
  body: z.strictObject({
    ...langField,
    type: z.string().max(32).optional(),
    key: z.enum(SCORE_KEYS),
    userInfoId: idField.optional(),
  }),
  data: z.object({ granted: z.boolean(), temperature: z.number().nullable(), level: z.number().int().nullable() }),
});
