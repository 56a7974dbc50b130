import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { LoginResult } from '../../../common/contracts/accounts.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { presentSessionUser } from './presenter.ts';
import * as sessions from './session-repository.ts';
import {
  ACCESS_TOKEN_SECONDS,
  randomToken,
  REFRESH_TOKEN_SECONDS,
  signAccessToken,
  tokenDigest,
  verifyAccessToken,
} from './tokens.ts';
import { findUserById, updateUser } from './user-repository.ts';

/** DECISIONS P7: one HttpOnly session for every language, shared across subdomains when configured. */
export const ACCESS_COOKIE = 'hearth_at';
export const REFRESH_COOKIE = 'hearth_rt';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  expiresAt: string;
}

const seconds = (now: Date, amount: number) => new Date(now.getTime() + amount * 1000).toISOString();

async function issueTokens(app: FastifyInstance, db: Kysely<Database>, userId: number, sessionId: string) {
  const now = app.clock.now();
  const refreshToken = randomToken();
  await sessions.insertRefreshToken(db, {
    sessionId,
    tokenHash: tokenDigest(refreshToken),
    now: now.toISOString(),
    expiresAt: seconds(now, REFRESH_TOKEN_SECONDS),
  });
  const accessToken = await signAccessToken(app.sessionSecret, { userId, sessionId }, now);
  return { accessToken, refreshToken, expiresAt: seconds(now, ACCESS_TOKEN_SECONDS) };
}

/**
 * Signs a member in: a server-side session (P8) with its first refresh token, an access token,
 * and the login result of SPEC §3.2. `isFirstLogin` is true on the account's very first sign-in.
 */
export async function startSession(
  app: FastifyInstance,
  db: Kysely<Database>,
  userId: number,
  userAgent?: string,
): Promise<LoginResult> {
  const now = app.clock.now();
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('userNotfound');
  const sessionId = randomUUID();
  await sessions.insertSession(db, {
    id: sessionId,
    userId,
    userAgent: userAgent ? userAgent.slice(0, 256) : null,
    now: now.toISOString(),
    expiresAt: seconds(now, REFRESH_TOKEN_SECONDS),
  });
  const tokens = await issueTokens(app, db, userId, sessionId);
  await updateUser(db, userId, { last_login_at: now.toISOString() }, now.toISOString());
  return {
    token: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    expiresAt: tokens.expiresAt,
    user: presentSessionUser(user),
    isFirstLogin: user.lastLoginAt === null,
  };
}

/**
 * Rotates a refresh token (P8): each use gives a new pair; a token used twice means it was
 * copied, so the whole session ends and every token of it stops working.
 */
export async function refreshSession(app: FastifyInstance, refreshToken: string): Promise<TokenPair> {
  const outcome = await inTransaction(app.db, app.bus, async (trx) => {
    const now = app.clock.now();
    const stored = await sessions.findRefreshToken(trx, tokenDigest(refreshToken));
    if (!stored) return { ok: false as const, error: 'TOKEN_INVALID' as const };
    const session = await sessions.findSession(trx, stored.sessionId);
    if (!session || session.revokedAt) return { ok: false as const, error: 'TOKEN_INVALID' as const };
    if (stored.usedAt || !(await sessions.markRefreshTokenUsed(trx, stored.id, now.toISOString()))) {
      await sessions.revokeSession(trx, session.id, 'reuse', now.toISOString());
      return { ok: false as const, error: 'TOKEN_INVALID' as const };
    }
    if (new Date(stored.expiresAt) <= now) return { ok: false as const, error: 'TOKEN_INVALID' as const };
    const user = await findUserById(trx, session.userId);
    if (!user || user.status !== 'active') return { ok: false as const, error: 'TOKEN_INVALID' as const };
    await sessions.extendSession(trx, session.id, now.toISOString(), seconds(now, REFRESH_TOKEN_SECONDS));
    return { ok: true as const, tokens: await issueTokens(app, trx, user.id, session.id) };
  });
  // The revocation of a reused family must be kept, so the error is thrown after the commit.
  if (!outcome.ok) throw new AppError(outcome.error);
  return outcome.tokens;
}

export type Authentication = { viewer: Viewer } | { error: 'TOKEN_EXPIRED' | 'TOKEN_INVALID' };

/** Checks an access token and its server-side session: logout, bans and withdrawals end it at once. */
export async function authenticate(app: FastifyInstance, token: string): Promise<Authentication> {
  const check = await verifyAccessToken(app.sessionSecret, token, app.clock.now());
  if (!check.ok) return { error: check.code };
  const row = await sessions.findSessionHolder(app.db, check.claims.sessionId);
  if (!row || row.userId !== check.claims.userId || row.revokedAt !== null || row.status !== 'active') {
    return { error: 'TOKEN_INVALID' };
  }
  return { viewer: { id: row.userId, admin: row.admin, sessionId: check.claims.sessionId } };
}

export async function endSession(app: FastifyInstance, sessionId: string): Promise<void> {
  await sessions.revokeSession(app.db, sessionId, 'signout', app.clock.now().toISOString());
}

function cookieOptions(app: FastifyInstance, maxAgeSeconds: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.config.NODE_ENV === 'production' && app.config.PUBLIC_URL?.startsWith('https:') === true,
    ...(app.config.COOKIE_DOMAIN ? { domain: app.config.COOKIE_DOMAIN } : {}),
    maxAge: maxAgeSeconds,
  };
}

/** The web's copy of the tokens (P7): HttpOnly cookies, never readable by scripts. */
export function setSessionCookies(
  reply: FastifyReply,
  app: FastifyInstance,
  tokens: { token?: string; accessToken?: string; refreshToken: string },
) {
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken ?? tokens.token ?? '', cookieOptions(app, ACCESS_TOKEN_SECONDS));
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, cookieOptions(app, REFRESH_TOKEN_SECONDS));
}

export function clearSessionCookies(reply: FastifyReply, app: FastifyInstance) {
  const { maxAge: _maxAge, ...options } = cookieOptions(app, 0);
  reply.clearCookie(ACCESS_COOKIE, options);
  reply.clearCookie(REFRESH_COOKIE, options);
}
