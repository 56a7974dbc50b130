import { z } from 'zod';
import {
  INTRODUCE_MAX_LENGTH,
  introduceIssue,
  PROFILE_BASE_IMAGE_COUNT,
  SNS_LINK_TYPES,
  SNS_LINKS_MAX,
  type SnsLinkType,
  snsLinksIssue,
  snsTypeIssue,
  snsUrlIssue,
} from '../validation/member.ts';
import { NICKNAME_MAX_LENGTH, nicknameIssue } from '../validation/account.ts';
import { refineWith } from '../validation/zod-rule.ts';
import { accountInfoSchema } from './accounts/membership.ts';
import { idField, publicUserSchema, sessionUserSchema } from './accounts/shared.ts';
import { defineContract, langField, localeSchema } from './envelope.ts';
import { CHARACTER_KEYS } from './reference.ts';

/**
 * The members feature (issue 14; SPEC §7.1): profiles, following members, the profile edit of
 * My Zone. Server: server/modules/members. A member's posts, replies, bookmarks and followed
 * posts are post lists: common/contracts/posts/{posts,replies}.ts.
 */

/** SPEC §5 nickname, the sign-up rule; uniqueness and the 30-day wait are the service's. */
const nicknameField = z.string().superRefine(refineWith(nicknameIssue));

const pageNum = z.number().int().min(1).max(100_000).default(1);
/** Follower lists are cards: a page of 50 at most. */
export const MEMBER_LIST_PAGE_SIZE_MAX = 50;
const pageSize = z.number().int().min(1).max(MEMBER_LIST_PAGE_SIZE_MAX).default(20);

/** One card for every member shown anywhere (issue 14 item 7): avatar, level, character, badge. */
export const memberCardSchema = publicUserSchema;
export type MemberCard = z.infer<typeof memberCardSchema>;

export const characterKeySchema = z.enum(CHARACTER_KEYS);
export const snsLinkTypeSchema = z.enum(SNS_LINK_TYPES);

export const snsLinkSchema = z.object({ type: snsLinkTypeSchema, url: z.string() });

export const memberCountsSchema = z.object({
  /** Posts and replies this viewer can see (all of them, private and hidden too, for the member and administrators). */
  posts: z.number().int(),
  replies: z.number().int(),
  /** Active members only: a withdrawn or banned follower does not count. */
  followers: z.number().int(),
  following: z.number().int(),
});

/** What the viewer may do with the member shown (the web shows what these allow). */
export const memberCanSchema = z.object({
  /** Press follow or unfollow: a signed-in member on someone else's (active, non-admin-only) profile. */
  follow: z.boolean(),
  /** Edit the profile: the member themselves. */
  edit: z.boolean(),
});

/** The profile summary popup (SPEC §2.2): the card, board counts and the follow state. */
export const memberSummarySchema = z.object({
  user: memberCardSchema,
  jobKey: z.string().nullable(),
  introduce: z.string().nullable(),
  counts: memberCountsSchema,
  /** Whether the viewer follows this member, and the follow record (sent back to unfollow). */
  isFollowing: z.boolean(),
  followId: z.number().int().nullable(),
  can: memberCanSchema,
});

/** The profile page (issue 14 item 1): the summary and what only the page shows. */
export const memberProfileSchema = memberSummarySchema.extend({
  mbti: z.object({ id: z.number().int(), type: z.string() }).nullable(),
  mainCharacter: characterKeySchema,
  /** P22: dough, then the characters collected, in the order P22 grants them. */
  characters: z.array(characterKeySchema),
  snsLinks: z.array(snsLinkSchema),
  createdAt: z.string(),
});

export type MemberSummary = z.infer<typeof memberSummarySchema>;
export type MemberProfile = z.infer<typeof memberProfileSchema>;

export const userInfo = defineContract({
  method: 'POST',
  path: '/api/user/info',
  summary:
    'A member by id: the profile (issue 14), and the whole account for oneself or an administrator. A withdrawn member has none (410 MEMBER_WITHDRAWN); a banned one is shown only to administrators (403 MEMBER_SUSPENDED).',
  tags: ['members'],
  body: z.strictObject({ ...langField, id: idField }),
  data: z.object({ user: memberCardSchema, account: accountInfoSchema.nullable(), profile: memberProfileSchema }),
});

export const userProfileSummary = defineContract({
  method: 'POST',
  path: '/api/user/profile_summary',
  summary: "The profile popup's summary: card, job, bio, board counts, follow state (the same rules as info).",
  tags: ['members'],
  body: z.strictObject({ ...langField, id: idField }),
  data: memberSummarySchema,
});

export const FOLLOW_KEYS = ['USER_FOLLOW', 'USER_FOLLOW_CANCEL'] as const;

export const followResultSchema = z.object({
  /** The toggles' shape (ADR 0015): the state after the call, and the followed member's follower count. */
  active: z.boolean(),
  count: z.number().int(),
  /** The follow record while following, for SPEC §7.1's unfollow call. */
  id: z.number().int().nullable(),
});

export const userFollow = defineContract({
  method: 'POST',
  path: '/api/user/follow',
  summary:
    'Follows (USER_FOLLOW) or unfollows (USER_FOLLOW_CANCEL) a member as the signed-in member; both set a state and repeat harmlessly. userInfoId, when sent, must be the signed-in member (403 otherwise). P17: USER_FOLLOW_ABUSING.',
  tags: ['members'],
  body: z.strictObject({
    ...langField,
    userInfoId: idField.optional(),
    // SPEC §7.1 sends the follower's nickname; the server never trusts it and does not read it.
    nickName: z
      .string()
      .max(NICKNAME_MAX_LENGTH * 2)
      .optional(),
    followingUserInfoId: idField,
    key: z.enum(FOLLOW_KEYS),
    type: z.literal('me').optional(),
    /** The follow record, when unfollowing (SPEC §7.1): it must be the signed-in member's follow of that member. */
    id: idField.optional(),
  }),
  data: followResultSchema,
});

export const followRowSchema = z.object({
  user: memberCardSchema,
  followedAt: z.string(),
  /** Whether the viewer follows the member of this row (the follow-back button), and may press it. */
  isFollowing: z.boolean(),
  can: z.object({ follow: z.boolean() }),
});

const followListData = z.object({
  rows: z.array(followRowSchema),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
});

export const userFollowerList = defineContract({
  method: 'POST',
  path: '/api/user/get_user_follower',
  summary: "A member's followers, newest first (active members only).",
  tags: ['members'],
  body: z.strictObject({ ...langField, id: idField, pageNum, pageSize }),
  data: followListData,
});

export const userFollowingList = defineContract({
  method: 'POST',
  path: '/api/user/get_user_following',
  summary: 'The members a member follows, newest first (active members only).',
  tags: ['members'],
  body: z.strictObject({ ...langField, id: idField, pageNum, pageSize }),
  data: followListData,
});

/** One SNS link as the form sends it: the rules name the mistake of each field (SPEC §5). */
const snsLinkInput = z.strictObject({
  type: z
    .string()
    .max(32)
    .nullish()
    .superRefine(refineWith(snsTypeIssue))
    .transform((value) => value as SnsLinkType),
  url: z
    .string()
    .max(2000)
    .nullish()
    .superRefine(refineWith(snsUrlIssue))
    .transform((value) => (value ?? '').trim()),
});

export const userUpdate = defineContract({
  method: 'POST',
  path: '/api/user/update',
  summary:
    'Updates the signed-in member, all or nothing: profile (nickname, job, bio, personality type, main character, SNS links, base image) and settings (mail language, marketing consent, last alarm view). `id`, when sent, must be the member.',
  tags: ['members'],
  body: z.strictObject({
    ...langField,
    id: idField.optional(),
    // Settings (accounts).
    mailLang: localeSchema.optional(),
    agreeMarketing: z.boolean().optional(),
    showAlarmDate: z.iso.datetime({ offset: true }).optional(),
    // Profile (members). P22: a type adds its character and makes it the main one; null: none.
    mbtiId: idField.nullable().optional(),
    nickName: nicknameField.optional(),
    jobCodeId: idField.optional(),
    introduce: z
      .string()
      .max(INTRODUCE_MAX_LENGTH * 4)
      .superRefine(refineWith(introduceIssue, { maximum: INTRODUCE_MAX_LENGTH }))
      .transform((value) => value.trim())
      .nullable()
      .optional(),
    mainCharacter: characterKeySchema.optional(),
    snsLinks: z
      .array(snsLinkInput)
      .max(SNS_LINKS_MAX * 4)
      .superRefine(refineWith(snsLinksIssue, { maximum: SNS_LINKS_MAX }))
      .optional(),
    profileBaseImageIndex: z
      .number()
      .int()
      .min(0)
      .max(PROFILE_BASE_IMAGE_COUNT - 1)
      .nullable()
      .optional(),
  }),
  data: z.object({ user: sessionUserSchema, profile: memberProfileSchema }),
});

/**
 * Multipart (`file`): the body is not JSON, so this contract documents the call and its answer;
 * the route reads the part itself. 300 KB (307,200 bytes) at most (SPEC §9).
 */
export const myProfileImageUpload = defineContract({
  method: 'POST',
  path: '/api/user/myprofile_image_upload',
  summary:
    "Sets the signed-in member's profile image (multipart: file). png, jpeg, gif or webp by content; ≤ 300 KB (307,200 bytes); re-encoded as a 256×256 square without metadata (P19).",
  tags: ['members'],
  body: z.unknown(),
  data: z.object({ user: memberCardSchema }),
});
