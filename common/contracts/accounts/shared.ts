import { z } from 'zod';
import {
  currentPasswordIssue,
  emailIssue,
  normalizeEmail,
  PASSWORD_MAX_LENGTH,
  passwordIssue,
  SNS_TYPES,
} from '../../validation/account.ts';
import { refineWith } from '../../validation/zod-rule.ts';
import { localeSchema } from '../envelope.ts';

/**
 * Fields and shapes the account calls share (common/contracts/accounts/*.ts, social.ts).
 * Field rules come from common/validation/account.ts, so a mistake has the same SPEC §5 key
 * on the server and in the forms.
 */

export const idField = z.number().int().min(1).max(2_147_483_647);

/*
 * Each field a member types or ticks is checked by the rule function its form calls (the rules
 * refuse an over-long value before any pattern sees it); common/validation/account-agreement.test.ts
 * proves both sides agree.
 */
export const emailField = z.string().superRefine(refineWith(emailIssue)).transform(normalizeEmail);

export const passwordField = z.string().superRefine(refineWith(passwordIssue));

/** Sign-in accepts any stored password's length: the rule is for choosing one. */
export const currentPasswordField = z
  .string()
  .superRefine(refineWith(currentPasswordIssue, { maximum: PASSWORD_MAX_LENGTH }));

export const snsTypeSchema = z.enum(SNS_TYPES);

/** What the client holds about the signed-in member (SPEC §3.2 "user"). */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  signupFromCodeId: z.number().int().nullable(),
  signupFrom: z.string(),
  nickName: z.string(),
  showAlarmDate: z.string().nullable(),
  admin: z.boolean(),
  lang: localeSchema,
  mbtiId: z.number().int().nullable(),
  characterKey: z.string(),
  /** The uploaded image's address, else a base image (null: the character): the header's avatar follows the profile's (issue 35 item 6). */
  profileImagePath: z.string().nullable(),
  profileBaseImageIndex: z.number().int().nullable(),
  /** Gamification fills these in; until then every member is level 1 at 0 °C (SPEC §3.1 defaults). */
  level: z.number().int(),
  temperature: z.number(),
});

export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * Another member as anyone may see them, the member card of every list (issue 14 item 7, built
 * by server/modules/members/cards.ts); a withdrawn member is shown without personal data (P11).
 */
export const publicUserSchema = z.object({
  id: z.number().int(),
  nickName: z.string(),
  admin: z.boolean(),
  deprecated: z.boolean(),
  jobKey: z.string().nullable(),
  mbtiId: z.number().int().nullable(),
  characterKey: z.string(),
  level: z.number().int(),
  temperature: z.number(),
  /** Issue 14, the members feature's card: the uploaded image's address, else a base image (null: the character). */
  profileImagePath: z.string().nullable(),
  profileBaseImageIndex: z.number().int().nullable(),
  /** DECISIONS P23: the highest follower tier reached. */
  badge: z.enum(['copper', 'silver', 'gold']).nullable(),
});

export const tokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });

/** SPEC §3.2 "Login result": token, user, isFirstLogin; refreshToken for API clients (P8). */
export const loginResultSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  expiresAt: z.string(),
  user: sessionUserSchema,
  isFirstLogin: z.boolean(),
});

export type LoginResult = z.infer<typeof loginResultSchema>;
