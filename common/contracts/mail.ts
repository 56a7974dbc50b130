import { z } from 'zod';
import { defineContract, langField, localeSchema } from './envelope.ts';

/** The local mailbox (DECISIONS P27; never in production, ADR 0008). */

export const mailboxList = defineContract({
  method: 'POST',
  path: '/api/dev/mailbox/list',
  summary: 'The outbox, newest first, for the local mailbox page. 404 in production.',
  tags: ['accounts'],
  body: z.strictObject({
    ...langField,
    to: z.string().max(320).optional(),
    pageNum: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  }),
  data: z.object({
    rows: z.array(
      z.object({
        id: z.number().int(),
        to: z.string(),
        template: z.string(),
        lang: localeSchema,
        subject: z.string(),
        html: z.string(),
        text: z.string(),
        status: z.string(),
        createdAt: z.string(),
        sentAt: z.string().nullable(),
      }),
    ),
    total: z.number().int(),
  }),
});
