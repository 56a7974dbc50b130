import type { FastifyInstance } from 'fastify';
import { snsCallback, snsLink, snsProviders, snsStart } from '../../../common/contracts/social.ts';
import { setSessionCookies } from '../../lib/auth/cookies.ts';
import { route } from '../../lib/route.ts';
import type { SocialContext } from './context.ts';
import { visibleProviders } from './providers.ts';
import { finishSocialSignin, linkSocialAccount, startSocialSignin } from './service.ts';
import { setStateCookie, takeStateCookie } from './state-cookie.ts';

/**
 * Social sign-in and sign-up (SPEC §2.1 sns_auth, §4; DECISIONS P10). The context is the
 * accounts' one: the move onto an existing account checks a password, so it counts toward
 * the sign-in throttle (P6).
 */
export async function socialRoutes(app: FastifyInstance, options: { context: SocialContext }): Promise<void> {
  const ctx = options.context;

  route(app, snsProviders, async (_body, request) => ({ providers: visibleProviders(ctx.config, request.lang) }));

  route(app, snsStart, async (body, request, reply) => {
    const { url, state } = startSocialSignin(ctx, body.snsType, request.lang);
    await setStateCookie(ctx, reply, state);
    return { url };
  });

  route(app, snsCallback, async (body, request, reply) => {
    const state = await takeStateCookie(ctx, request, reply, { provider: body.snsType, state: body.state });
    const outcome = await finishSocialSignin(ctx, state, body.code, request.headers['user-agent']);
    if (outcome.result === 'signin') setSessionCookies(reply, ctx.config, outcome.login);
    return outcome;
  });

  route(app, snsLink, async (body, request, reply) => {
    const login = await linkSocialAccount(ctx, {
      ticket: body.ticket,
      email: body.userId,
      password: body.password,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    setSessionCookies(reply, ctx.config, login);
    return login;
  });
}
