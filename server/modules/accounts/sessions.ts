import { randomUUID } from 'node:crypto';
import type { LoginResult } from '../../../common/contracts/accounts/shared.ts';
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS, signAccessToken } from '../../lib/auth/access-token.ts';
import { randomToken, tokenDigest } from '../../lib/auth/opaque-token.ts';
import type { DbOrTrx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccountsContext } from './context.ts';
import { presentSessionUser } from './presenter.ts';
import * as sessions from './session-repository.ts';
import { findUserById, updateUser } from './user-repository.ts';

/** Starting a session: the time, and the secret that signs its access token. */
export type SessionContext = Pick<AccountsContext, 'clock' | 'sessionSecret'>;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  expiresAt: string;
}

const seconds = (now: Date, amount: number) => new Date(now.getTime() + amount * 1000).toISOString();

async function issueTokens(ctx: SessionContext, db: DbOrTrx, userId: number, sessionId: string) {
  const now = ctx.clock.now();
  const refreshToken = randomToken();
  await sessions.insertRefreshToken(db, {
    sessionId,
    tokenHash: tokenDigest(refreshToken),
    now: now.toISOString(),
    expiresAt: seconds(now, REFRESH_TOKEN_SECONDS),
  });
  const accessToken = await signAccessToken(ctx.sessionSecret, { userId, sessionId }, now);
  return { accessToken, refreshToken, expiresAt: seconds(now, ACCESS_TOKEN_SECONDS) };
}

/**
 * Signs a member in: a server-side session (P8) with its first refresh token, an access token,
 * and the login result of SPEC §3.2. `isFirstLogin` is true on the account's very first sign-in.
 */
export async function startSession(
  ctx: SessionContext,
  db: DbOrTrx,
  userId: number,
  userAgent?: string,
): Promise<LoginResult> {
  const now = ctx.clock.now();
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
  const tokens = await issueTokens(ctx, db, userId, sessionId);
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
export async function refreshSession(
  ctx: SessionContext & Pick<AccountsContext, 'transaction'>,
  refreshToken: string,
): Promise<TokenPair> {
  const outcome = await ctx.transaction(async (trx, emit) => {
    const now = ctx.clock.now();
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
    emit('user.returned', { userId: user.id, at: now.toISOString() });
    return { ok: true as const, tokens: await issueTokens(ctx, trx, user.id, session.id) };
  });
  // The revocation of a reused family must be kept, so the error is thrown after the commit.
  if (!outcome.ok) throw new AppError(outcome.error);
  return outcome.tokens;
}

/**
 * Sign-out ends the viewer's session; with an expired access token the refresh token still
 * names the session, so that one ends instead.
 */
export async function signOut(
  ctx: Pick<AccountsContext, 'db' | 'clock'>,
  presented: { sessionId?: string; refreshToken?: string },
): Promise<void> {
  const now = ctx.clock.now().toISOString();
  if (presented.sessionId) {
    await sessions.revokeSession(ctx.db, presented.sessionId, 'signout', now);
    return;
  }
  const refresh = presented.refreshToken;
  const stored = refresh ? await sessions.findRefreshToken(ctx.db, tokenDigest(refresh)) : undefined;
  if (stored) await sessions.revokeSession(ctx.db, stored.sessionId, 'signout', now);
}
