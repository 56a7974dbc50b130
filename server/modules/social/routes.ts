import type { FastifyInstance } from 'fastify';
import { snsCallback, snsLink, snsProviders, snsStart } from '../../../common/contracts/accounts.ts';
import { route } from '../../lib/route.ts';
import { setSessionCookies } from '../accounts/sessions.ts';
import { visibleProviders } from './providers.ts';
import { finishSocialSignin, linkSocialAccount, startSocialSignin } from './service.ts';
import { setStateCookie, takeStateCookie } from './state-cookie.ts';

/** Social sign-in and sign-up (SPEC §2.1 sns_auth, §4; DECISIONS P10). */
export async function socialRoutes(app: FastifyInstance): Promise<void> {
  // The move onto an existing account checks a password, so it counts toward the sign-in throttle (P6).
  const throttle = app.loginThrottle;

  route(app, snsProviders, async (_body, request) => ({ providers: visibleProviders(app.config, request.lang) }));

  route(app, snsStart, async (body, request, reply) => {
    const { url, state } = startSocialSignin(app, body.snsType, request.lang);
    await setStateCookie(app, reply, state);
    return { url };
  });

  route(app, snsCallback, async (body, request, reply) => {
    const state = await takeStateCookie(app, request, reply, { provider: body.snsType, state: body.state });
    const outcome = await finishSocialSignin(app, state, body.code, request.headers['user-agent']);
    if (outcome.result === 'signin') setSessionCookies(reply, app, outcome.login);
    return outcome;
  });

  route(app, snsLink, async (body, request, reply) => {
    const login = await linkSocialAccount(app, throttle, {
      ticket: body.ticket,
      email: body.userId,
      password: body.password,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    setSessionCookies(reply, app, login);
    return login;
  });
}
