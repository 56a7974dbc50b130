import type { FastifyInstance } from 'fastify';
import {
  passwordChange,
  passwordFind,
  passwordReset,
  passwordResetCheck,
} from '../../../common/contracts/accounts/passwords.ts';
import { setSessionCookies } from '../../lib/auth/cookies.ts';
import { route } from '../../lib/route.ts';
import { requireViewer } from '../../plugins/auth.ts';
import type { AccountsContext } from './context.ts';
import * as passwords from './passwords.ts';
import { userAgentOf } from './request-facts.ts';

/** SPEC §7.1 passwords: the reset link by mail and its use, and My Zone's change. */
export function passwordRoutes(app: FastifyInstance, ctx: AccountsContext): void {
  route(app, passwordFind, async (body) => {
    await passwords.requestPasswordReset(ctx, body.userId);
    return { sent: true as const };
  });

  route(app, passwordResetCheck, async (body) => {
    const user = await passwords.checkPasswordResetToken(ctx, body.token);
    return { userId: user.userId };
  });

  route(app, passwordReset, async (body) => {
    const user = await passwords.resetPassword(ctx, body.token, body.password);
    return { userId: user.userId };
  });

  route(app, passwordChange, async (body, request, reply) => {
    const viewer = requireViewer(request);
    const login = await passwords.changePassword(ctx, viewer, {
      currentPassword: body.currentPassword,
      password: body.password,
      userAgent: userAgentOf(request),
    });
    setSessionCookies(reply, ctx.config, login);
    return login;
  });
}
