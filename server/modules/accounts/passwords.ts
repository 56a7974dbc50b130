import type { LoginResult } from '../../../common/contracts/accounts/shared.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import { tokenDigest } from '../../lib/auth/opaque-token.ts';
import type { DbOrTrx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { queueMail, siteLink } from '../mail/service.ts';
import type { AccountsContext } from './context.ts';
import { issueEmailLink } from './email-links.ts';
import * as emailTokens from './email-token-repository.ts';
import { limitMailsTo } from './mail-limit.ts';
import { revokeUserSessions } from './session-repository.ts';
import { startSession } from './sessions.ts';
import * as users from './user-repository.ts';

/** Password rules: reset links by mail, the change that re-checks the current password (P6, P8). */
export type PasswordsContext = Pick<
  AccountsContext,
  'db' | 'transaction' | 'clock' | 'config' | 'sessionSecret' | 'loginThrottle' | 'mailLimiter'
>;

/**
 * Forgot password (SPEC §4): a reset link valid 24 hours, in the member's mail language. The
 * caller learns nothing about the address (issue 13 finding 5): every address gets the same
 * answer and counts against the same per-address limit; only an active member's gets a mail.
 */
export async function requestPasswordReset(ctx: PasswordsContext, email: string): Promise<void> {
  await limitMailsTo(ctx, email);
  await ctx.transaction(async (trx) => {
    const user = await users.findUserByEmail(trx, email);
    if (!user || user.erasedAt || user.status !== 'active') return;
    const token = await issueEmailLink(ctx, trx, user.id, 'reset');
    const lang = user.lang as Locale;
    await queueMail(trx, ctx, {
      userId: user.id,
      to: user.userId,
      lang,
      template: 'passwordReset',
      params: { nickName: user.nickName, link: siteLink(ctx, lang, `/password/reset?token=${token}`) },
    });
  });
}

async function usableResetToken(ctx: PasswordsContext, db: DbOrTrx, token: string) {
  const stored = await emailTokens.findEmailToken(db, tokenDigest(token), 'reset');
  if (!stored || stored.usedAt) throw new AppError('LINK_INVALID');
  if (new Date(stored.expiresAt) <= ctx.clock.now()) throw new AppError('LINK_EXPIRED');
  const user = await users.findUserById(db, stored.userId);
  if (!user || user.status !== 'active') throw new AppError('LINK_INVALID');
  return { stored, user };
}

export async function checkPasswordResetToken(ctx: PasswordsContext, token: string): Promise<users.User> {
  return (await usableResetToken(ctx, ctx.db, token)).user;
}

/** Sets the new password and ends every session of the account (P8). */
export async function resetPassword(ctx: PasswordsContext, token: string, password: string): Promise<users.User> {
  await usableResetToken(ctx, ctx.db, token);
  const passwordHash = await hashPassword(password);
  return ctx.transaction(async (trx) => {
    const { stored, user } = await usableResetToken(ctx, trx, token);
    const now = ctx.clock.now().toISOString();
    if (!(await emailTokens.markEmailTokenUsed(trx, stored.id, now))) throw new AppError('LINK_INVALID');
    await users.updateUser(trx, user.id, { password_hash: passwordHash }, now);
    await revokeUserSessions(trx, user.id, 'password', now);
    return user;
  });
}

/**
 * My Zone password change: the current password is required (and throttled like a sign-in);
 * every session ends, and this device gets a fresh one so the member stays signed in here.
 */
export async function changePassword(
  ctx: PasswordsContext,
  viewer: Viewer,
  input: { currentPassword: string; password: string; userAgent?: string },
): Promise<LoginResult> {
  const throttle = ctx.loginThrottle;
  const user = await users.findUserById(ctx.db, viewer.id);
  if (!user) throw new AppError('LOGIN_REQUIRED');
  if (!user.passwordHash) throw new AppError('NO_PASSWORD');
  const key = `change:${user.id}`;
  // A failure's slot is reserved before the hash (issue 23: parallel guesses check at most
  // the limit); the right password starts the count over.
  const attempt = await throttle.accounts.reserve(key, ctx.config.LOGIN_MAX_FAILURES_PER_ACCOUNT);
  if (!attempt.granted) {
    throw new AppError('LOGIN_THROTTLED', {
      params: { seconds: attempt.retryAfterSeconds },
      headers: { 'retry-after': String(attempt.retryAfterSeconds) },
    });
  }
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError('currentPasswordCheck', {
      fields: [{ field: 'currentPassword', code: 'currentPasswordCheck' }],
    });
  }
  await throttle.accounts.reset(key);
  const passwordHash = await hashPassword(input.password);
  return ctx.transaction(async (trx) => {
    const now = ctx.clock.now().toISOString();
    await users.updateUser(trx, user.id, { password_hash: passwordHash }, now);
    await revokeUserSessions(trx, user.id, 'password', now);
    return startSession(ctx, trx, user.id, input.userAgent);
  });
}
