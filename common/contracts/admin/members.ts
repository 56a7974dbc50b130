import { z } from 'zod';
import { BAN_REASON_MAX_LENGTH } from '../../validation/admin-members.ts';
import { defineContract, langField } from '../envelope.ts';

/**
 * The administrators' console: members (issue 32 item 3, SPEC §7.3, DECISIONS P11, P12).
 * Every call answers NOT_FOUND to everyone but administrators (P31).
 */

export { BAN_REASON_MAX_LENGTH };

export const MEMBER_STATES = ['active', 'banned', 'withdrawn', 'pending'] as const;
export type MemberState = (typeof MEMBER_STATES)[number];

const memberId = z.number().int().min(1).max(2_147_483_647);
const paging = {
  pageNum: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
};

const memberRow = z.object({
  id: z.number().int(),
  email: z.string(),
  nickName: z.string(),
  state: z.enum(MEMBER_STATES),
  admin: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AdminMemberRow = z.infer<typeof memberRow>;

export const adminMemberGetList = defineContract({
  method: 'POST',
  path: '/api/admin/member/get_list',
  summary: 'Members found by e-mail or nickname (partial, any case), by state, newest first (administrators).',
  tags: ['admin'],
  body: z.strictObject({
    ...langField,
    query: z.string().trim().max(100).optional(),
    state: z.enum(MEMBER_STATES).optional(),
    ...paging,
  }),
  data: z.object({ rows: z.array(memberRow), total: z.number().int() }),
});

const memberDetail = z.object({
  id: z.number().int(),
  email: z.string(),
  nickName: z.string(),
  jobKey: z.string().nullable(),
  admin: z.boolean(),
  state: z.enum(MEMBER_STATES),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  bannedAt: z.string().nullable(),
  banReason: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  activity: z.object({
    postCount: z.number().int(),
    replyCount: z.number().int(),
    latestPosts: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        groupingType: z.string(),
        status: z.string(),
        createdAt: z.string(),
      }),
    ),
  }),
  reports: z.object({
    count: z.number().int(),
    latest: z.array(
      z.object({
        id: z.number().int(),
        targetType: z.string(),
        targetId: z.number().int(),
        postId: z.number().int().nullable(),
        reasonKey: z.string(),
        createdAt: z.string(),
      }),
    ),
  }),
  sessions: z.array(
    z.object({
      userAgent: z.string().nullable(),
      createdAt: z.string(),
      lastSeenAt: z.string(),
      expiresAt: z.string(),
    }),
  ),
});
export type AdminMemberDetail = z.infer<typeof memberDetail>;

export const adminMemberGetOne = defineContract({
  method: 'POST',
  path: '/api/admin/member/get_one',
  summary: "A member's account, activity, reports against their content and live sessions (administrators).",
  tags: ['admin'],
  body: z.strictObject({ ...langField, id: memberId }),
  data: memberDetail,
});

export const adminMemberBan = defineContract({
  method: 'POST',
  path: '/api/admin/member/ban',
  summary: 'Bans a member with a reason (P12): their sessions end at once; audited.',
  tags: ['admin'],
  body: z.strictObject({
    ...langField,
    id: memberId,
    reason: z.string().trim().min(1).max(BAN_REASON_MAX_LENGTH),
  }),
  data: z.object({ id: z.number().int(), state: z.enum(MEMBER_STATES) }),
});

export const adminMemberUnban = defineContract({
  method: 'POST',
  path: '/api/admin/member/unban',
  summary: 'Lifts a ban (P12); audited.',
  tags: ['admin'],
  body: z.strictObject({
    ...langField,
    id: memberId,
    reason: z.string().trim().max(BAN_REASON_MAX_LENGTH).optional(),
  }),
  data: z.object({ id: z.number().int(), state: z.enum(MEMBER_STATES) }),
});

const withdrawnRow = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  email: z.string(),
  nickName: z.string(),
  reasons: z.array(z.string()),
  comment: z.string().nullable(),
  withdrawnAt: z.string(),
  /** P11: the day the member's personal data is erased, 30 days after the withdrawal. */
  purgeAt: z.string(),
});
export type AdminWithdrawnRow = z.infer<typeof withdrawnRow>;

export const adminWithdrawGetList = defineContract({
  method: 'POST',
  path: '/api/admin/withdraw/get_list',
  summary: 'Members withdrawn in the last 30 days, their reasons and the date their data is purged (SPEC §7.3, P11).',
  tags: ['admin'],
  body: z.strictObject({ ...langField, ...paging }),
  data: z.object({ rows: z.array(withdrawnRow), total: z.number().int() }),
});
