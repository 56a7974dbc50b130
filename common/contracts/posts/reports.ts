import { z } from 'zod';
import { REPORT_TARGETS, REPORT_REASON_KEYS } from '../../validation/post.ts';
import { reportReasonIssue } from '../../validation/reply-fields.ts';
import { defineContract, langField } from '../envelope.ts';
import { idField } from './shared.ts';

/** Reports of posts and replies (SPEC §7.4, DECISIONS P16). */

export const reportAdd = defineContract({
  method: 'POST',
  path: '/api/report/add',
  summary:
    'Reports a post or reply with one reason. Once per member and item (409 REPORT_DUPLICATE); not own content. Hidden at 3 reports from distinct members.',
  tags: ['posts'],
  body: z.strictObject({
    ...langField,
    targetType: z.enum(REPORT_TARGETS),
    targetId: idField,
    // The form's rule names the mistake, whatever the wrong value (missing, unknown, not text).
    reasonKey: z.enum(REPORT_REASON_KEYS, {
      error: (issue) => reportReasonIssue(typeof issue.input === 'string' ? issue.input : undefined),
    }),
  }),
  data: z.object({ reported: z.literal(true), hidden: z.boolean() }),
});
