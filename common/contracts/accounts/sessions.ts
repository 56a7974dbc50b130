import { z } from 'zod';
import { signinIdIssue } from '../../validation/account.ts';
import { refineWith } from '../../validation/zod-rule.ts';
import { defineContract, langField, localeSchema } from '../envelope.ts';
import { currentPasswordField, loginResultSchema, sessionUserSchema, tokenPairSchema } from './shared.ts';

/** The calls of sign-in and sessions (SPEC §7.1). */

export const signin = defineContract({
  method: 'POST',
  path: '/api/user/signin',
  summary:
    'Signs in with ID and password. Sets the session cookies for the web and returns the tokens for API clients. Throttled per account and per IP (429 LOGIN_THROTTLED with Retry-After).',
  tags: ['accounts'],
  body: z.strictObject({
    ...langField,
    userId: z
      .string()
      .superRefine(refineWith(signinIdIssue))
      .transform((value) => value.trim()),
    password: currentPasswordField,
  }),
  data: loginResultSchema,
});

export const signout = defineContract({
  method: 'POST',
  path: '/api/user/signout',
  summary: 'Ends this session on the server and clears the cookies.',
  tags: ['accounts'],
  body: z.strictObject({ ...langField }),
  data: z.object({ signedOut: z.literal(true) }),
});

export const userCheck = defineContract({
  method: 'GET',
  path: '/api/user/check',
  summary:
    'Who is signed in: the session user, or null for a visitor. 401 TOKEN_EXPIRED / TOKEN_INVALID for a bad token.',
  tags: ['accounts'],
  body: z.strictObject({ lang: localeSchema.optional() }),
  data: z.object({ user: sessionUserSchema.nullable() }),
});

export const authRefresh = defineContract({
  method: 'POST',
  path: '/api/auth/refresh',
  summary:
    'Rotates a refresh token (body `refresh_token`, or the refresh cookie): a new pair each time; a reused token revokes its whole session (P8).',
  tags: ['accounts'],
  body: z.strictObject({ ...langField, refresh_token: z.string().min(1).max(256).optional() }),
  data: z.object({ payload: tokenPairSchema, expiresAt: z.string() }),
});
