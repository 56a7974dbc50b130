import type { FastifyInstance } from 'fastify';
import { withdraw } from '../../../common/contracts/accounts/membership.ts';
import { clearSessionCookies } from '../../lib/auth/cookies.ts';
import { route } from '../../lib/route.ts';
import { requireViewer } from '../../plugins/auth.ts';
import type { AccountsContext } from './context.ts';
import { withdraw as withdrawService } from './withdrawal.ts';

/**
 * SPEC §7.1 and §7.6 membership: withdrawal (P11). Bans (P12) are the console's calls
 * (server/modules/admin/members over bans.ts); a member's card, profile and settings
 * (/api/user/info, /api/user/update) are the members feature's calls.
 */
export function membershipRoutes(app: FastifyInstance, ctx: AccountsContext): void {
  route(app, withdraw, async (body, request, reply) => {
    const viewer = requireViewer(request);
    const result = await withdrawService(ctx, viewer, body);
    clearSessionCookies(reply, ctx.config);
    return result;
  });
}
