import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminBanUser,
  adminWithdrawGetList,
  authRefresh,
  authRegister,
  nickNameCheck,
  passwordChange,
  passwordFind,
  passwordReset,
  passwordResetCheck,
  signin,
  signout,
  signup,
  signupConfirm,
  signupConfirmResend,
  userCheck,
  userIdDupCheck,
  userInfo,
  userUpdate,
  withdraw,
} from '../../../common/contracts/accounts.ts';
import { AppError } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { createRateLimiter } from '../../lib/rate-limiter.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { requireAdmin, requireViewer } from '../../plugins/auth.ts';
import { assertEmailAvailable, assertNicknameAvailable } from './availability.ts';
import * as membership from './membership.ts';
import * as passwords from './passwords.ts';
import { canSeeAccount } from './policy.ts';
import { presentAccountInfo, presentPublicUser, presentSessionUser } from './presenter.ts';
import { findRefreshToken, revokeSession } from './session-repository.ts';
import { clearSessionCookies, endSession, REFRESH_COOKIE, refreshSession, setSessionCookies } from './sessions.ts';
import { signin as signinService } from './signin.ts';
import { confirmSignup, expirePendingSignup, resendConfirmation, signup as signupService } from './signup.ts';
import { tokenDigest } from './tokens.ts';
import { findUserById, listWithdrawals, socialProvidersOf } from './user-repository.ts';

/** Mails a visitor can trigger (links, resends) are limited per address so nobody is flooded. */
const MAILS_PER_ADDRESS_PER_HOUR = 5;

const userAgentOf = (request: FastifyRequest) =>
  typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined;

/** SPEC §7.1 and §7.6: the account calls (issue 3). Each parses, calls one service, presents. */
export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  const throttle = app.loginThrottle;
  const mailLimiter = createRateLimiter({ redis: app.redis, clock: app.clock, windowSeconds: 3600, prefix: 'mail' });
  const limitMails = async (address: string) => {
    const { count, retryAfterSeconds } = await mailLimiter.peek(address);
    if (count >= MAILS_PER_ADDRESS_PER_HOUR) {
      throw new AppError('RATE_LIMITED', { headers: { 'retry-after': String(retryAfterSeconds) } });
    }
    await mailLimiter.hit(address);
  };

  app.jobs.register('account.expirePending', ({ userId }) => expirePendingSignup(app, userId));
  app.jobs.register('account.erase', ({ userId }) => membership.eraseWhenDue(app, userId));

  route(app, userIdDupCheck, async (body) => {
    await inTransaction(app.db, app.bus, (trx) => assertEmailAvailable(app, trx, body.userId));
    return { available: true as const };
  });

  route(app, nickNameCheck, async (body) => {
    await inTransaction(app.db, app.bus, (trx) => assertNicknameAvailable(app, trx, body.nickName));
    return { available: true as const };
  });

  route(app, signup, async (body, request, reply) => {
    const outcome = await signupService(app, { ...body, lang: body.lang ?? request.lang }, userAgentOf(request));
    if (outcome.login) setSessionCookies(reply, app, outcome.login);
    return {
      user: { id: outcome.userId },
      confirmationRequired: outcome.confirmationRequired,
      ...(outcome.login ? { token: outcome.login.token, login: outcome.login } : {}),
    };
  });

  route(app, authRegister, async (body, request) => {
    const { email_address: userId, lang, ...rest } = body;
    const outcome = await signupService(app, { ...rest, userId, lang: lang ?? request.lang }, userAgentOf(request));
    return {
      user: { id: outcome.userId, userId: outcome.email },
      payload: outcome.login ? { accessToken: outcome.login.token, refreshToken: outcome.login.refreshToken } : null,
      confirmationRequired: outcome.confirmationRequired,
    };
  });

  route(app, signupConfirm, async (body) => {
    const user = await confirmSignup(app, body.token);
    return { userId: user.userId, nickName: user.nickName };
  });

  route(app, signupConfirmResend, async (body) => {
    await limitMails(body.userId);
    await resendConfirmation(app, body.userId);
    return { sent: true as const };
  });

  route(app, signin, async (body, request, reply) => {
    const login = await signinService(app, throttle, {
      email: body.userId,
      password: body.password,
      ip: request.ip,
      userAgent: userAgentOf(request),
    });
    setSessionCookies(reply, app, login);
    return login;
  });

  route(app, signout, async (_body, request, reply) => {
    if (request.viewer) {
      await endSession(app, request.viewer.sessionId);
    } else {
      // An expired access token still names its session through the refresh cookie.
      const refresh = request.cookies[REFRESH_COOKIE];
      const stored = refresh ? await findRefreshToken(app.db, tokenDigest(refresh)) : undefined;
      if (stored) await revokeSession(app.db, stored.sessionId, 'signout', app.clock.now().toISOString());
    }
    clearSessionCookies(reply, app);
    return { signedOut: true as const };
  });

  route(app, userCheck, async (_body, request, reply) => {
    if (request.authError === 'TOKEN_INVALID') clearSessionCookies(reply, app);
    if (request.authError) throw new AppError(request.authError);
    if (!request.viewer) return { user: null };
    const user = await findUserById(app.db, request.viewer.id);
    return { user: user ? presentSessionUser(user) : null };
  });

  route(app, userInfo, async (body, request) => {
    const user = await findUserById(app.db, body.id);
    if (!user || user.status === 'pending') throw new AppError('NOT_FOUND');
    const account = canSeeAccount(request.viewer, user.id)
      ? presentAccountInfo(user, await socialProvidersOf(app.db, user.id))
      : null;
    return { user: presentPublicUser(user), account };
  });

  route(app, authRefresh, async (body, request, reply) => {
    const presented = body.refresh_token ?? request.cookies[REFRESH_COOKIE];
    if (!presented) throw new AppError('TOKEN_INVALID');
    try {
      const tokens = await refreshSession(app, presented);
      setSessionCookies(reply, app, tokens);
      return {
        payload: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken },
        expiresAt: tokens.expiresAt,
      };
    } catch (error) {
      if (error instanceof AppError) clearSessionCookies(reply, app);
      throw error;
    }
  });

  route(app, passwordFind, async (body) => {
    await limitMails(body.userId);
    await passwords.requestPasswordReset(app, body.userId);
    return { sent: true as const };
  });

  route(app, passwordResetCheck, async (body) => {
    const user = await passwords.checkPasswordResetToken(app, body.token);
    return { userId: user.userId };
  });

  route(app, passwordReset, async (body) => {
    const user = await passwords.resetPassword(app, body.token, body.password);
    return { userId: user.userId };
  });

  route(app, passwordChange, async (body, request, reply) => {
    const viewer = requireViewer(request);
    const login = await passwords.changePassword(app, throttle, viewer, {
      currentPassword: body.currentPassword,
      password: body.password,
      userAgent: userAgentOf(request),
    });
    setSessionCookies(reply, app, login);
    return login;
  });

  route(app, userUpdate, async (body, request) => {
    const viewer = requireViewer(request);
    const user = await membership.updateAccount(app, viewer, body);
    return { user: presentSessionUser(user) };
  });

  route(app, withdraw, async (body, request, reply) => {
    const viewer = requireViewer(request);
    const result = await membership.withdraw(app, viewer, body);
    clearSessionCookies(reply, app);
    return result;
  });

  route(app, adminBanUser, async (body, request) => {
    const viewer = requireAdmin(request);
    await membership.setBanned(app, viewer, body);
    return { id: body.id, banned: body.banned };
  });

  route(app, adminWithdrawGetList, async (body, request) => {
    requireAdmin(request);
    return listWithdrawals(app.db, body);
  });
}
