import type { FastifyInstance } from 'fastify';
import type { AccountsContext } from './context.ts';
import { membershipRoutes } from './membership-routes.ts';
import { passwordRoutes } from './password-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { signupRoutes } from './signup-routes.ts';
import { expirePendingSignup } from './signup.ts';
import { eraseWhenDue } from './withdrawal.ts';

/**
 * The accounts feature (SPEC §7.1, §7.6; issue 3): its jobs and its calls, all given the one
 * context server/app.ts builds (the login throttle is shared with social sign-in).
 */
export async function accountsPlugin(app: FastifyInstance, options: { context: AccountsContext }): Promise<void> {
  const ctx = options.context;
  app.jobs.register('account.expirePending', ({ userId }) => expirePendingSignup(ctx, userId));
  app.jobs.register('account.erase', ({ userId }) => eraseWhenDue(ctx, userId));
  signupRoutes(app, ctx);
  sessionRoutes(app, ctx);
  passwordRoutes(app, ctx);
  membershipRoutes(app, ctx);
}
