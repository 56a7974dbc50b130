import type { FastifyInstance } from 'fastify';
import { authRefresh, signin, signout, userCheck } from '../../../common/contracts/accounts/sessions.ts';
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from '../../lib/auth/cookies.ts';
import { AppError } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import type { AccountsContext } from './context.ts';
import { presentSessionUser } from './presenter.ts';
import { findSessionUser } from './profile.ts';
import { userAgentOf } from './request-facts.ts';
import { refreshSession, signOut } from './sessions.ts';
import { signin as signinService } from './signin.ts';

/** SPEC §7.1 sessions (P7, P8): sign in and out, who is signed in, token refresh. */
export function sessionRoutes(app: FastifyInstance, ctx: AccountsContext): void {
  route(app, signin, async (body, request, reply) => {
    const login = await signinService(ctx, {
      email: body.userId,
      password: body.password,
      ip: request.ip,
      userAgent: userAgentOf(request),
    });
    setSessionCookies(reply, ctx.config, login);
    return login;
  });

  route(app, signout, async (_body, request, reply) => {
    await signOut(ctx, { sessionId: request.viewer?.sessionId, refreshToken: request.cookies[REFRESH_COOKIE] });
    clearSessionCookies(reply, ctx.config);
    return { signedOut: true as const };
  });

  route(app, userCheck, async (_body, request, reply) => {
    if (request.authError === 'TOKEN_INVALID') clearSessionCookies(reply, ctx.config);
    if (request.authError) throw new AppError(request.authError);
    const user = await findSessionUser(ctx, request.viewer);
    return { user: user ? presentSessionUser(user) : null };
  });

  route(app, authRefresh, async (body, request, reply) => {
    const presented = body.refresh_token ?? request.cookies[REFRESH_COOKIE];
    if (!presented) throw new AppError('TOKEN_INVALID');
    try {
      const tokens = await refreshSession(ctx, presented);
      setSessionCookies(reply, ctx.config, tokens);
      return {
        payload: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken },
        expiresAt: tokens.expiresAt,
      };
    } catch (error) {
      if (error instanceof AppError) clearSessionCookies(reply, ctx.config);
      throw error;
    }
  });
}
