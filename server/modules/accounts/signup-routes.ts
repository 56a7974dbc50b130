import type { FastifyInstance } from 'fastify';
import {
  authRegister,
  nickNameCheck,
  signup,
  signupConfirm,
  signupConfirmResend,
  userIdDupCheck,
} from '../../../common/contracts/accounts/signup.ts';
import { setSessionCookies } from '../../lib/auth/cookies.ts';
import { route } from '../../lib/route.ts';
import { checkEmailAvailable, checkNicknameAvailable } from './availability.ts';
import type { AccountsContext } from './context.ts';
import { userAgentOf } from './request-facts.ts';
import { confirmSignup, resendConfirmation, signup as signupService } from './signup.ts';

/** SPEC §7.1 sign-up: the form's checks, the sign-up (web and API clients), the confirmation link. */
export function signupRoutes(app: FastifyInstance, ctx: AccountsContext): void {
  route(app, userIdDupCheck, async (body) => {
    await checkEmailAvailable(ctx, body.userId);
    return { available: true as const };
  });

  route(app, nickNameCheck, async (body, request) => {
    await checkNicknameAvailable(ctx, body.nickName, request.viewer?.id);
    return { available: true as const };
  });

  route(app, signup, async (body, request, reply) => {
    const outcome = await signupService(
      ctx,
      { ...body, lang: body.lang ?? request.lang },
      { userAgent: userAgentOf(request), ip: request.ip },
    );
    if (outcome.login) setSessionCookies(reply, ctx.config, outcome.login);
    return {
      user: { id: outcome.userId },
      confirmationRequired: outcome.confirmationRequired,
      ...(outcome.login ? { token: outcome.login.token, login: outcome.login } : {}),
    };
  });

  route(app, authRegister, async (body, request) => {
    const { email_address: userId, lang, ...rest } = body;
    const outcome = await signupService(
      ctx,
      { ...rest, userId, lang: lang ?? request.lang },
      { userAgent: userAgentOf(request), ip: request.ip },
    );
    return {
      user: { id: outcome.userId, userId: outcome.email },
      payload: outcome.login ? { accessToken: outcome.login.token, refreshToken: outcome.login.refreshToken } : null,
      confirmationRequired: outcome.confirmationRequired,
    };
  });

  route(app, signupConfirm, async (body) => {
    const user = await confirmSignup(ctx, body.token);
    return { userId: user.userId, nickName: user.nickName };
  });

  route(app, signupConfirmResend, async (body) => {
    await resendConfirmation(ctx, body.userId);
    return { sent: true as const };
  });
}
