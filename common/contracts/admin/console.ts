import { z } from 'zod';
import { defineContract, langField } from '../envelope.ts';
import { idField, listOf, pageNum, pageSizeField } from '../posts/shared.ts';

/**
 * The administration console's own calls (issue 32, DECISIONS P31): the dashboard, the audit
 * log and the administrators. Administrators only; everyone else gets NOT_FOUND.
 */
const tags = ['admin'];

const figures = z.object({
  newMembers: z.number().int(),
  posts: z.number().int(),
  replies: z.number().int(),
  reportsWaiting: z.number().int(),
  unansweredSearches: z.number().int(),
  unhelpfulAnswers: z.number().int(),
});

export type DashboardFigures = z.infer<typeof figures>;

const isoDate = z.iso.date();

export const auditRowSchema = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorNickName: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});

export type AuditRow = z.infer<typeof auditRowSchema>;

export const adminRowSchema = z.object({
  id: z.number().int(),
  nickName: z.string(),
  userId: z.string(),
});

export type AdminRow = z.infer<typeof adminRowSchema>;

export const adminConsole = {
  dashboard: defineContract({
    method: 'POST',
    path: '/api/admin/dashboard',
    summary: 'The console’s figures for the last 7 and 30 days.',
    tags,
    body: z.strictObject({ ...langField }),
    data: z.object({ last7: figures, last30: figures }),
  }),
  auditList: defineContract({
    method: 'POST',
    path: '/api/admin/audit/get_list',
    summary:
      'The audit log, newest first; filters by action prefix, actor, target type and dates (UTC days, inclusive).',
    tags,
    body: z.strictObject({
      ...langField,
      action: z.string().trim().max(60).optional(),
      actorId: idField.optional(),
      targetType: z.string().trim().max(40).optional(),
      from: isoDate.optional(),
      to: isoDate.optional(),
      pageNum,
      pageSize: pageSizeField(20),
    }),
    data: listOf(auditRowSchema),
  }),
  adminList: defineContract({
    method: 'POST',
    path: '/api/admin/admins/get_list',
    summary: 'The administrators, by id.',
    tags,
    body: z.strictObject({ ...langField }),
    data: z.object({ rows: z.array(adminRowSchema) }),
  }),
  adminGrant: defineContract({
    method: 'POST',
    path: '/api/admin/admins/grant',
    summary: 'Makes an active member an administrator (by id, or by nickname).',
    tags,
    body: z
      .strictObject({ ...langField, id: idField.optional(), nickName: z.string().trim().min(1).max(40).optional() })
      .refine((body) => (body.id === undefined) !== (body.nickName === undefined), { path: ['id'] }),
    data: adminRowSchema,
  }),
  adminRevoke: defineContract({
    method: 'POST',
    path: '/api/admin/admins/revoke',
    summary: 'Removes an administrator’s flag; never the last administrator’s (LAST_ADMIN).',
    tags,
    body: z.strictObject({ ...langField, id: idField }),
    data: z.object({ id: z.number().int() }),
  }),
};
