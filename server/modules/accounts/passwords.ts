import type { FastifyInstance } from 'fastify';
import type { LoginResult } from '../../../common/contracts/accounts.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { queueMail, siteLink } from '../mail/outbox.ts';
import { issueEmailLink } from './email-links.ts';
import * as emailTokens from './email-token-repository.ts';
import { revokeUserSessions } from './session-repository.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { startSession } from './sessions.ts';
import type { LoginThrottle } from './signin.ts';
import { tokenDigest } from './tokens.ts';
import * as users from './user-repository.ts';

/** Forgot password (SPEC §4): a reset link valid 24 hours, in the member's mail language. */
export async function requestPasswordReset(app: FastifyInstance, email: string): Promise<void> {
  await inTransaction(app.db, app.bus, async (trx) => {
    const user = await users.findUserByEmail(trx, email);
    if (!user || user.erasedAt || user.status === 'deprecated') {
      throw new AppError('userNotfound', { fields: [{ field: 'userId', code: 'userNotfound' }] });
    }
    if (user.status === 'pending') throw new AppError('USER_PENDING');
    if (user.status === 'banned') throw new AppError('USER_BANNED');
    const token = await issueEmailLink(app, trx, user.id, 'reset');
    const lang = user.lang as Locale;
    await queueMail(trx, app, {
      userId: user.id,
      to: user.userId,
      lang,
      template: 'passwordReset',
      params: { nickName: user.nickName, link: siteLink(app, lang, `/password/reset?token=${token}`) },
    });
  });
}

async function usableResetToken(app: FastifyInstance, db: FastifyInstance['db'], token: string) {
  const stored = await emailTokens.findEmailToken(db, tokenDigest(token), 'reset');
  if (!stored || stored.usedAt) throw new AppError('LINK_INVALID');
  if (new Date(stored.expiresAt) <= app.clock.now()) throw new AppError('LINK_EXPIRED');
  const user = await users.findUserById(db, stored.userId);
  if (!user || user.status !== 'active') throw new AppError('LINK_INVALID');
  return { stored, user };
}

export async function checkPasswordResetToken(app: FastifyInstance, token: string): Promise<users.User> {
  return (await usableResetToken(app, app.db, token)).user;
}

/** Sets the new password and ends every session of the account (P8). */
export async function resetPassword(app: FastifyInstance, token: string, password: string): Promise<users.User> {
  await usableResetToken(app, app.db, token);
  const passwordHash = await hashPassword(password);
  return inTransaction(app.db, app.bus, async (trx) => {
    const { stored, user } = await usableResetToken(app, trx, token);
    const now = app.clock.now().toISOString();
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
  app: FastifyInstance,
  throttle: LoginThrottle,
  viewer: Viewer,
  input: { currentPassword: string; password: string; userAgent?: string },
): Promise<LoginResult> {
  const user = await users.findUserById(app.db, viewer.id);
  if (!user) throw new AppError('LOGIN_REQUIRED');
  if (!user.passwordHash) throw new AppError('NO_PASSWORD');
  const key = `change:${user.id}`;
  const attempts = await throttle.accounts.peek(key);
  if (attempts.count >= app.config.LOGIN_MAX_FAILURES_PER_ACCOUNT) {
    throw new AppError('LOGIN_THROTTLED', {
      params: { seconds: attempts.retryAfterSeconds },
      headers: { 'retry-after': String(attempts.retryAfterSeconds) },
    });
  }
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    await throttle.accounts.hit(key);
    throw new AppError('currentPasswordCheck', {
      fields: [{ field: 'currentPassword', code: 'currentPasswordCheck' }],
    });
  }
  await throttle.accounts.reset(key);
  const passwordHash = await hashPassword(input.password);
  return inTransaction(app.db, app.bus, async (trx) => {
    const now = app.clock.now().toISOString();
    await users.updateUser(trx, user.id, { password_hash: passwordHash }, now);
    await revokeUserSessions(trx, user.id, 'password', now);
    return startSession(app, trx, user.id, input.userAgent);
  });
}
