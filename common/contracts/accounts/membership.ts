import { z } from 'zod';
import {
  disclaimerIssue,
  WITHDRAW_COMMENT_MAX_LENGTH,
  WITHDRAW_REASONS,
  withdrawCommentIssue,
  withdrawReasonsIssue,
} from '../../validation/account.ts';
import { refineWith, tickedBox } from '../../validation/zod-rule.ts';
import { defineContract, langField } from '../envelope.ts';
import { sessionUserSchema, snsTypeSchema } from './shared.ts';

/** The member's own account facts (My Zone settings, SPEC §2.2). */
export const accountInfoSchema = sessionUserSchema.extend({
  jobCodeId: z.number().int().nullable(),
  jobKey: z.string().nullable(),
  agreeMarketing: z.boolean(),
  agreeMarketingAt: z.string().nullable(),
  createdAt: z.string(),
  hasPassword: z.boolean(),
  snsTypes: z.array(snsTypeSchema),
});

export type AccountInfo = z.infer<typeof accountInfoSchema>;

/** The calls of a member's account: its facts and settings, withdrawal, and bans (SPEC §7.1, §7.6). */

/*
 * /api/user/info and /api/user/update carry the profile of issue 14 and are the members
 * feature's calls (common/contracts/members.ts); the account facts above are part of their answer.
 */

/* Withdrawal. */

export const withdraw = defineContract({
  method: 'POST',
  path: '/api/user/withdraw',
  summary:
    'Withdraws the signed-in member (P11): reasons, the disclaimer tick; signs out everywhere, blocks the e-mail and nickname for 30 days.',
  tags: ['accounts'],
  body: z.strictObject({
    ...langField,
    reasons: z
      .array(z.enum(WITHDRAW_REASONS))
      .max(WITHDRAW_REASONS.length)
      .superRefine(refineWith(withdrawReasonsIssue)),
    comment: z
      .string()
      .superRefine(refineWith(withdrawCommentIssue, { maximum: WITHDRAW_COMMENT_MAX_LENGTH }))
      .transform((value) => value.trim())
      .optional(),
    agreeDisclaimer: tickedBox(disclaimerIssue),
  }),
  data: z.object({ withdrawnAt: z.string(), erasedAfter: z.string() }),
});

/* Administration. */

// Bans and the withdrawals list are the console's calls: common/contracts/admin/members.ts (issue 32).
