import { z } from 'zod';
import { defineContract, langField } from '../envelope.ts';
import { currentPasswordField, emailField, loginResultSchema, passwordField } from './shared.ts';

/** The password calls: forgotten, reset, changed (SPEC §7.1). */

export const passwordFind = defineContract({
  method: 'POST',
  path: '/api/user/passwordFind',
  summary: 'Mails a password-reset link valid 24 hours.',
  tags: ['accounts'],
  body: z.strictObject({ ...langField, userId: emailField }),
  data: z.object({ sent: z.literal(true) }),
});

export const passwordReset = defineContract({
  method: 'POST',
  path: '/api/user/passwordReset',
  summary: 'Sets a new password through the reset link; ends every session of the account.',
  tags: ['accounts'],
  body: z.strictObject({ ...langField, token: z.string().min(1).max(256), password: passwordField }),
  data: z.object({ userId: z.string() }),
});

export const passwordResetCheck = defineContract({
  method: 'POST',
  path: '/api/user/passwordResetCheck',
  summary: 'Whether a reset link can still be used, so the page can show the form or the retry message.',
  tags: ['accounts'],
  body: z.strictObject({ ...langField, token: z.string().min(1).max(256) }),
  data: z.object({ userId: z.string() }),
});

export const passwordChange = defineContract({
  method: 'POST',
  path: '/api/user/reset_password_myzone',
  summary:
    'Changes the password in My Zone (current password required); every other session ends and this one gets fresh tokens.',
  tags: ['accounts'],
  body: z.strictObject({
    ...langField,
    currentPassword: currentPasswordField,
    password: passwordField,
  }),
  data: loginResultSchema,
});
