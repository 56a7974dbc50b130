import { z } from 'zod';
import { moderationReasonIssue, MODERATION_REASON_MAX_LENGTH } from '../../validation/moderation.ts';
import { REPORT_TARGETS } from '../../validation/post.ts';
import { defineContract, langField, localeSchema } from '../envelope.ts';
import { idField, listOf, pageNum, pageSizeField, postGroupingTypeSchema } from '../posts/shared.ts';

/**
 * Reports and content moderation in the console (issue 32 items 2 and 5, DECISIONS P16).
 * Administrators only: everyone else is answered 404 NOT_FOUND, before the body is read.
 */

const tags = ['admin'];

export const REPORT_STATES = ['waiting', 'upheld', 'dismissed'] as const;
export const CONTENT_STATES = ['visible', 'hidden', 'deleted'] as const;
export type ReportState = (typeof REPORT_STATES)[number];
export type ContentState = (typeof CONTENT_STATES)[number];

/** YYYY-MM-DD, a day of the period (the end day included). */
const dayField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The reason an administrator gives: required, trimmed, at most 500 characters (SPEC §5 field codes). */
const requiredReason = z
  .string({ error: () => 'moderationReasonPlz' })
  .max(MODERATION_REASON_MAX_LENGTH * 2, { error: () => 'moderationReasonMaxLength' })
  .superRefine((value, ctx) => {
    const code = moderationReasonIssue(value);
    if (code) ctx.addIssue({ code: 'custom', message: code, input: value });
  });
/** Optional where the action speaks for itself (uphold, dismiss), with the same ceiling. */
const optionalReason = z
  .string()
  .max(MODERATION_REASON_MAX_LENGTH * 2, { error: () => 'moderationReasonMaxLength' })
  .superRefine((value, ctx) => {
    if (value.trim() !== '' && moderationReasonIssue(value))
      ctx.addIssue({ code: 'custom', message: 'moderationReasonMaxLength', input: value });
  })
  .optional();

const itemRef = { targetType: z.enum(REPORT_TARGETS), targetId: idField };

/** The filters of the reports queue, shared by its list and the CSV (the same query parameters). */
export const reportFilterFields = {
  state: z.enum(REPORT_STATES).optional(),
  grouping: postGroupingTypeSchema.optional(),
  contentLang: localeSchema.optional(),
  from: dayField.optional(),
  to: dayField.optional(),
};

export const moderatedItemSchema = z.object({
  targetType: z.enum(REPORT_TARGETS),
  targetId: z.number().int(),
  postId: z.number().int(),
  grouping: z.string(),
  contentLang: z.string(),
  title: z.string(),
  text: z.string(),
  state: z.enum(CONTENT_STATES),
  reportCount: z.number().int(),
  createdAt: z.string(),
  author: z.object({ id: z.number().int(), nickname: z.string().nullable() }),
});
export type ModeratedItemView = z.infer<typeof moderatedItemSchema>;

export const reportQueueRowSchema = moderatedItemSchema.extend({
  reportState: z.enum(REPORT_STATES),
  lastReportedAt: z.string(),
  reasons: z.array(z.object({ reasonKey: z.string(), count: z.number().int() })),
  reporters: z.array(
    z.object({
      id: z.number().int(),
      nickname: z.string().nullable(),
      reasonKey: z.string(),
      reportedAt: z.string(),
      resolution: z.enum(['upheld', 'dismissed']).nullable(),
    }),
  ),
});
export type ReportQueueRow = z.infer<typeof reportQueueRowSchema>;

const actionResult = z.object({
  targetType: z.enum(REPORT_TARGETS),
  targetId: z.number().int(),
  state: z.enum(CONTENT_STATES),
  resolvedReports: z.number().int(),
});

export const adminModeration = {
  reportList: defineContract({
    method: 'POST',
    path: '/api/admin/report/get_list',
    summary: 'The reported posts and replies, newest report first, with their reasons, reporters and content.',
    tags,
    body: z.strictObject({ ...langField, ...reportFilterFields, pageNum, pageSize: pageSizeField(20) }),
    data: listOf(reportQueueRowSchema),
  }),
  reportUphold: defineContract({
    method: 'POST',
    path: '/api/admin/report/uphold',
    summary:
      'Upholds the waiting reports of an item: hidden if it is not, its author told (POST_REPORT, POST_REPLY_REPORT).',
    tags,
    body: z.strictObject({ ...langField, ...itemRef, reason: optionalReason }),
    data: actionResult,
  }),
  reportDismiss: defineContract({
    method: 'POST',
    path: '/api/admin/report/dismiss',
    summary: 'Dismisses the waiting reports of an item; the item stays as it is.',
    tags,
    body: z.strictObject({ ...langField, ...itemRef, reason: optionalReason }),
    data: actionResult,
  }),
  contentList: defineContract({
    method: 'POST',
    path: '/api/admin/content/get_list',
    summary: 'Every post (or reply), newest first, by grouping, language, state and text of the title.',
    tags,
    body: z.strictObject({
      ...langField,
      kind: z.enum(REPORT_TARGETS).default('post'),
      grouping: postGroupingTypeSchema.optional(),
      contentLang: localeSchema.optional(),
      state: z.enum(CONTENT_STATES).optional(),
      text: z.string().trim().max(100).optional(),
      pageNum,
      pageSize: pageSizeField(20),
    }),
    data: listOf(moderatedItemSchema),
  }),
  contentHide: defineContract({
    method: 'POST',
    path: '/api/admin/content/hide',
    summary: 'Hides a visible post or reply with a reason; its author is told as at the report threshold.',
    tags,
    body: z.strictObject({ ...langField, ...itemRef, reason: requiredReason }),
    data: actionResult,
  }),
  contentRestore: defineContract({
    method: 'POST',
    path: '/api/admin/content/restore',
    summary: 'Shows hidden content again: its score and search come back once; 409 CONTENT_NOT_HIDDEN otherwise.',
    tags,
    body: z.strictObject({ ...langField, ...itemRef, reason: requiredReason }),
    data: actionResult,
  }),
  contentDelete: defineContract({
    method: 'POST',
    path: '/api/admin/content/delete',
    summary: 'Deletes a post (with its replies) or a reply with a reason.',
    tags,
    body: z.strictObject({ ...langField, ...itemRef, reason: requiredReason }),
    data: actionResult,
  }),
};

/** SPEC §7.2: GET /api/post/reportDownload, the CSV of the reports of a period (query parameters). */
export const REPORT_DOWNLOAD_PATH = '/api/post/reportDownload';
export const reportDownloadQuery = z.strictObject({ ...langField, ...reportFilterFields });
