import type { ServiceContext } from '../context.ts';
import type { Viewer } from '../viewer.ts';
import { verifyAccessToken } from './access-token.ts';
import { findSessionHolder } from './session-lookup.ts';

export type Authentication = { viewer: Viewer } | { error: 'TOKEN_EXPIRED' | 'TOKEN_INVALID' };

export type AuthenticationContext = Pick<ServiceContext, 'db' | 'clock'> & { sessionSecret: string };

/** Checks an access token and its server-side session: logout, bans and withdrawals end it at once (P8). */
export async function authenticate(ctx: AuthenticationContext, token: string): Promise<Authentication> {
  const check = await verifyAccessToken(ctx.sessionSecret, token, ctx.clock.now());
  if (!check.ok) return { error: check.code };
  const row = await findSessionHolder(ctx.db, check.claims.sessionId);
  if (!row || row.userId !== check.claims.userId || row.revokedAt !== null || row.status !== 'active') {
    return { error: 'TOKEN_INVALID' };
  }
  return { viewer: { id: row.userId, admin: row.admin, sessionId: check.claims.sessionId } };
}
