import { z } from 'zod';
import { idField, publicUserSchema } from '../accounts/shared.ts';
import { defineContract, langField } from '../envelope.ts';

/**
 * Notifications (issue 29; SPEC §3.4, §4, §5, §7.1, §7.4, §9; DECISIONS P26): the bell's
 * list, its unread count and read state, the check before following one, and the
 * compatibility calls of §7.4. Server: server/modules/notifications. Web: web/features/notifications.
 */

/** SPEC §3.4's types. */
export const ALARM_TYPES = [
  'reply',
  'post',
  'like',
  'follow',
  'level',
  'badge',
  'other',
  'other_like',
  'other_bookmark',
  'report',
] as const;
export type AlarmType = (typeof ALARM_TYPES)[number];

/**
 * SPEC §3.4's keys, each with the type it is sent under. A like is the exception: SPEC's kind
 * "like on my post or reply" is type `like` under MY_POST or MY_REPLY (whose item was liked).
 */
export const ALARM_KEY_TYPES = {
  MY_POST: 'post',
  MY_REPLY: 'reply',
  FOLLOW_POST_REPLY: 'reply',
  FOLLOW_POST_REPLY_REPLY: 'reply',
  FOLLOW_USER_NEW_POST: 'post',
  MY_POST_REPLY: 'reply',
  USER_FOLLOW: 'follow',
  LEVEL_UP: 'level',
  USER_FOLLOW_10: 'badge',
  USER_FOLLOW_50: 'badge',
  USER_FOLLOW_100: 'badge',
  MY_POST_REPLY_4: 'other',
  MY_POST_REPLY_REPLY_4: 'other',
  LIKE_POST_5: 'other_like',
  LIKE_POST_REPLY_5: 'other_like',
  POST_BOOKMARK_5: 'other_bookmark',
  POST_REPORT: 'report',
  POST_REPLY_REPORT: 'report',
} as const satisfies Record<string, AlarmType>;
export type AlarmKey = keyof typeof ALARM_KEY_TYPES;
export const ALARM_KEYS = Object.keys(ALARM_KEY_TYPES) as AlarmKey[];

// SPEC §9's window and badge cap, shared with the web without zod.
export { ALARM_COUNT_CAP, ALARM_WINDOW_DAYS } from '../../notifications/limits.ts';

/** SPEC §3.4's `data`, parsed: what the alarm is about, as it was when it was made. */
export const alarmDataSchema = z.object({
  postId: z.number().int().nullable(),
  replyId: z.number().int().nullable(),
  /** The actor's nickname at the time (null: no actor, e.g. a level-up). */
  nickName: z.string().nullable(),
  /** The post's grouping type (question, case …), or null. */
  type: z.string().nullable(),
  /** An excerpt of the reply or post, plain text. */
  content: z.string().nullable(),
  /** The post's title. */
  subject: z.string().nullable(),
  /** The actor's member id (null: none). */
  userInfoId: z.number().int().nullable(),
  /** LEVEL_UP: the level reached; milestones: the threshold. */
  level: z.number().int().nullable(),
});
export type AlarmData = z.infer<typeof alarmDataSchema>;

export const alarmSchema = z.object({
  id: z.number().int(),
  userInfoId: z.number().int(),
  type: z.enum(ALARM_TYPES),
  key: z.enum(ALARM_KEYS as [AlarmKey, ...AlarmKey[]]),
  /** SPEC §4: false until pressed or all marked read. */
  show: z.boolean(),
  createdAt: z.string(),
  /** SPEC §3.4: a JSON string; the same fields are in `fields`. */
  data: z.string(),
  fields: alarmDataSchema,
  /** The sentence in the language asked for, plain text (the web escapes it like any text). */
  message: z.string(),
  /** Who acted, as the member card shows them (null: no actor, or a member since withdrawn). */
  actor: publicUserSchema.nullable(),
  /** Where pressing it leads, a path without the language (check with check_alarm first, SPEC §5). */
  path: z.string(),
});
export type Alarm = z.infer<typeof alarmSchema>;

export const ALARM_LIST_PAGE_SIZE_MAX = 100;

export const userGetAlarmList = defineContract({
  method: 'POST',
  path: '/api/user/get_alarm_list',
  summary:
    "The signed-in member's notifications of the last 30 days (SPEC §9), newest first, de-duplicated by SPEC §5 (a grouped kind keeps its newest). createdAt, when sent, narrows the window's start (never beyond 30 days). beforeId pages on. userInfoId, when sent, must be the member (403 otherwise).",
  tags: ['notifications'],
  body: z.strictObject({
    ...langField,
    userInfoId: idField.optional(),
    createdAt: z.iso.datetime({ offset: true }).optional(),
    beforeId: idField.optional(),
    pageSize: z.number().int().min(1).max(ALARM_LIST_PAGE_SIZE_MAX).default(30),
  }),
  data: z.object({
    rows: z.array(alarmSchema),
    /** Whether older rows remain (page on with beforeId = the last row's id). */
    more: z.boolean(),
    /** The badge count (as get_alarm_count) and the unread rows of the window, both capped at ALARM_COUNT_CAP. */
    count: z.number().int(),
    unread: z.number().int(),
    showAlarmDate: z.string().nullable(),
  }),
});

export const userGetAlarmCount = defineContract({
  method: 'POST',
  path: '/api/user/get_alarm_count',
  summary:
    "The bell's badge (SPEC §4, §9): the signed-in member's notifications of the last 30 days made after the panel was last opened, counted up to 1,000 (the web shows 999+). showAlarmDate is accepted for SPEC §7.1 but the stored one counts. Returns a number.",
  tags: ['notifications'],
  body: z.strictObject({
    ...langField,
    userInfoId: idField.optional(),
    showAlarmDate: z.iso.datetime({ offset: true }).nullable().optional(),
  }),
  data: z.number().int(),
});

export const userShowAlarm = defineContract({
  method: 'POST',
  path: '/api/user/show_alarm',
  summary:
    "Marks one of the signed-in member's notifications read (show true, the default) or unread again. Another member's notification is 404 NOT_FOUND.",
  tags: ['notifications'],
  body: z.strictObject({ ...langField, id: idField, userInfoId: idField.optional(), show: z.boolean().default(true) }),
  data: z.object({ id: z.number().int(), show: z.boolean() }),
});

export const userShowAlarmList = defineContract({
  method: 'POST',
  path: '/api/user/show_alarm_list',
  summary: 'Marks every notification of the signed-in member read (SPEC §4). Returns how many changed.',
  tags: ['notifications'],
  body: z.strictObject({ ...langField, userInfoId: idField.optional() }),
  data: z.object({ updated: z.number().int() }),
});

export const userOpenAlarmPanel = defineContract({
  method: 'POST',
  path: '/api/user/open_alarm',
  summary:
    "The bell's panel was opened (SPEC §4): the badge resets to 0 and the server's time becomes showAlarmDate. The same as /api/user/update with showAlarmDate, without trusting the browser's clock.",
  tags: ['notifications'],
  body: z.strictObject({ ...langField, userInfoId: idField.optional() }),
  data: z.object({ showAlarmDate: z.string(), count: z.number().int() }),
});

export const userCheckAlarm = defineContract({
  method: 'POST',
  path: '/api/user/check_alarm',
  summary:
    "SPEC §5's check before following a notification: the post, reply or member it leads to still exists, is not withdrawn, deleted or hidden, and the member may see it. Marks the notification read and answers its path; otherwise 410 POST_REMOVE, REPLY_REMOVE or MEMBER_WITHDRAWN, or 404 NOT_FOUND, and nothing to follow.",
  tags: ['notifications'],
  body: z.strictObject({ ...langField, id: idField, userInfoId: idField.optional() }),
  data: z.object({ path: z.string() }),
});

/** SPEC §7.4's compatibility calls: they add nothing the server cannot verify (P20). */
const compatAlarmBody = z.strictObject({
  ...langField,
  userInfoId: idField.optional(),
  type: z.enum(ALARM_TYPES).optional(),
  key: z.enum(ALARM_KEYS as [AlarmKey, ...AlarmKey[]]),
  postId: idField.optional(),
  replyId: idField.optional(),
  targetUserInfoId: idField.optional(),
});
const compatResult = z.object({
  /** The notifications the server made for what was named; none is made by this call. */
  existing: z.number().int(),
  created: z.literal(0),
});

export const alarmAdd = defineContract({
  method: 'POST',
  path: '/api/alarm/add',
  summary:
    "Compatibility (SPEC §7.4): the server makes every notification itself from what happened (P26), so this call creates nothing. It checks that what it names is the signed-in member's own action and answers how many notifications the server made for it; the same answer however often it is called.",
  tags: ['notifications'],
  body: compatAlarmBody,
  data: compatResult,
});

export const alarmAddPostList = defineContract({
  method: 'POST',
  path: '/api/alarm/add_post_list',
  summary:
    "Compatibility (SPEC §7.4): the followers' notifications of a new post are made by the server (FOLLOW_USER_NEW_POST). Checks that postId is the signed-in member's post and answers how many exist; creates nothing.",
  tags: ['notifications'],
  body: z.strictObject({ ...langField, userInfoId: idField.optional(), postId: idField }),
  data: compatResult,
});

export const alarmAddReplyList = defineContract({
  method: 'POST',
  path: '/api/alarm/add_reply_list',
  summary:
    "Compatibility (SPEC §7.4): the notifications of a new reply (to the post's author, the parent reply's author and the post's followers) are made by the server. Checks that replyId is the signed-in member's reply and answers how many exist; creates nothing.",
  tags: ['notifications'],
  body: z.strictObject({ ...langField, userInfoId: idField.optional(), postId: idField.optional(), replyId: idField }),
  data: compatResult,
});
