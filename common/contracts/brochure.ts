import { z } from 'zod';
import {
  BROCHURE_COMPANY_MAX_LENGTH,
  BROCHURE_INTEREST_MAX_LENGTH,
  BROCHURE_NAME_MAX_LENGTH,
  BROCHURE_PHONE_MAX_LENGTH,
  brochureCompanyIssue,
  brochureConsentIssue,
  brochureEmailIssue,
  brochureInterestIssue,
  brochureNameIssue,
  brochurePhoneIssue,
} from '../validation/brochure.ts';
import { refineWith, tickedBox } from '../validation/zod-rule.ts';
import { defineContract, langField, localeSchema } from './envelope.ts';

/**
 * The side panel's brochure application (DECISIONS P32, issue 30). SPEC §7 names no path for
 * it; /api/brochure/apply and /api/brochure/get_list follow the site's /api/<thing>/<verb>
 * (ADR 0031). Every field is checked by common/validation/brochure.ts, as the form does.
 */

/** A ceiling on what is read at all; the rules' own maximums answer with their keys below it. */
const INPUT_CEILING = 2000;

export const brochureApplyBody = z.strictObject({
  ...langField,
  company: z
    .string()
    .max(INPUT_CEILING, 'brochureCompanyMaxLength')
    .superRefine(refineWith(brochureCompanyIssue, { maximum: BROCHURE_COMPANY_MAX_LENGTH })),
  name: z
    .string()
    .max(INPUT_CEILING, 'brochureNameMaxLength')
    .superRefine(refineWith(brochureNameIssue, { maximum: BROCHURE_NAME_MAX_LENGTH })),
  email: z.string().max(INPUT_CEILING, 'emailFormat').superRefine(refineWith(brochureEmailIssue)),
  phone: z
    .string()
    .max(INPUT_CEILING, 'brochurePhoneMaxLength')
    .superRefine(refineWith(brochurePhoneIssue, { maximum: BROCHURE_PHONE_MAX_LENGTH }))
    .optional(),
  interest: z
    .string()
    .max(INPUT_CEILING * 2, 'brochureInterestMaxLength')
    .superRefine(refineWith(brochureInterestIssue, { maximum: BROCHURE_INTEREST_MAX_LENGTH })),
  consent: tickedBox(brochureConsentIssue),
});

export const brochureApply = defineContract({
  method: 'POST',
  path: '/api/brochure/apply',
  summary:
    'A brochure application (P32), members only (SPEC §5): stored, and mailed through the outbox to BROCHURE_EMAIL (default: the first administrator). Rate limited: BROCHURE_ABUSING with Retry-After.',
  tags: ['brochure'],
  body: brochureApplyBody,
  data: z.object({ id: z.number().int() }),
});

export const brochureRequestSchema = z.object({
  id: z.number().int(),
  company: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  interest: z.string(),
  lang: localeSchema,
  /** The member who applied; null once their account was erased (P11). */
  member: z.object({ id: z.number().int(), nickName: z.string() }).nullable(),
  consentedAt: z.string(),
  createdAt: z.string(),
});

export const brochureGetList = defineContract({
  method: 'POST',
  path: '/api/brochure/get_list',
  summary: 'The brochure applications, newest first, for the administration console (P31): administrators only.',
  tags: ['brochure'],
  body: z.strictObject({
    ...langField,
    pageNum: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  }),
  data: z.object({
    rows: z.array(brochureRequestSchema),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  }),
});
