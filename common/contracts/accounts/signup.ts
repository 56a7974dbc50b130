import { z } from 'zod';
import { nicknameIssue, privacyIssue, SNS_TYPES } from '../../validation/account.ts';
import { refineWith, tickedBox } from '../../validation/zod-rule.ts';
import { defineContract, langField } from '../envelope.ts';
import { emailField, idField, loginResultSchema, passwordField, snsTypeSchema, tokenPairSchema } from './shared.ts';

const nicknameField = z.string().superRefine(refineWith(nicknameIssue));

const privacyField = tickedBox(privacyIssue);

/** The calls of sign-up (SPEC §7.1). */

export const userIdDupCheck = defineContract({
  method: 'POST',
  path: '/api/user/userIdDupCheck',
  summary:
    'Step 1 duplicate check: 409 USER_AUTH_FOUND while an earlier sign-up awaits confirmation, 409 USER_FOUND when in use or withdrawn less than 30 days ago.',
  tags: ['accounts'],
  body: z.strictObject({ ...langField, userId: emailField, snsType: snsTypeSchema.optional() }),
  data: z.object({ available: z.literal(true) }),
});

export const nickNameCheck = defineContract({
  method: 'POST',
  path: '/api/user/nickNameCheck',
  summary: 'Step 2 nickname check: 409 nicknameExist when taken (withdrawn members keep theirs for 30 days).',
  tags: ['accounts'],
  body: z.strictObject({ ...langField, nickName: nicknameField }),
  data: z.object({ available: z.literal(true) }),
});

const signupFields = {
  ...langField,
  nickName: nicknameField,
  jobCodeId: idField,
  agreePrivacy: privacyField,
  agreeMarketing: z.boolean().default(false),
};

export const signup = defineContract({
  method: 'POST',
  path: '/api/user/signup',
  summary:
    'Creates an account. With an e-mail and password it waits for confirmation (a link valid 24 hours is mailed); with `snsTicket` from a provider it is active at once and signed in.',
  tags: ['accounts'],
  body: z
    .strictObject({
      ...signupFields,
      userId: emailField.optional(),
      password: passwordField.optional(),
      /** The signed ticket a provider's callback handed out (P10); never a bare provider id. */
      snsTicket: z.string().min(1).max(4096).optional(),
      signupFrom: z.enum(['default', ...SNS_TYPES]).optional(),
      signupFromCodeId: idField.optional(),
    })
    .superRefine((body, ctx) => {
      if (body.snsTicket) return;
      if (body.userId === undefined) ctx.addIssue({ code: 'custom', path: ['userId'], message: 'idPlz' });
      if (body.password === undefined) ctx.addIssue({ code: 'custom', path: ['password'], message: 'passwordPlz' });
    }),
  data: z.object({
    user: z.object({ id: z.number().int() }),
    confirmationRequired: z.boolean(),
    /** Present when the account is active at once (social sign-up): the member is signed in. */
    token: z.string().optional(),
    login: loginResultSchema.optional(),
  }),
});

/** DECISIONS P9: SPEC §7.6's register, the same sign-up under its own payload names. */
export const authRegister = defineContract({
  method: 'POST',
  path: '/api/auth/register',
  summary: 'The sign-up of /api/user/signup with the payload names of SPEC §7.6 (email_address, password).',
  tags: ['accounts'],
  body: z.strictObject({ ...signupFields, email_address: emailField, password: passwordField }),
  data: z.object({
    user: z.object({ id: z.number().int(), userId: z.string() }),
    /** Tokens arrive after the e-mail is confirmed and the member signs in. */
    payload: tokenPairSchema.nullable(),
    confirmationRequired: z.boolean(),
  }),
});

export const signupConfirm = defineContract({
  method: 'POST',
  path: '/api/user/signupConfirm',
  summary: 'Uses the confirmation link: 410 LINK_EXPIRED after 24 hours (sign up again), 400 LINK_INVALID otherwise.',
  tags: ['accounts'],
  body: z.strictObject({ ...langField, token: z.string().min(1).max(256) }),
  data: z.object({ userId: z.string(), nickName: z.string() }),
});

export const signupConfirmResend = defineContract({
  method: 'POST',
  path: '/api/user/signupConfirmResend',
  summary:
    'Mails a fresh confirmation link to an account that still waits for confirmation (the e-mail certification popup).',
  tags: ['accounts'],
  body: z.strictObject({ ...langField, userId: emailField }),
  data: z.object({ sent: z.literal(true) }),
});
