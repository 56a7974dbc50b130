import type { FastifyInstance } from 'fastify';
import { adminBanUser, withdraw } from '../../../common/contracts/accounts/membership.ts';
import { clearSessionCookies } from '../../lib/auth/cookies.ts';
import { route } from '../../lib/route.ts';
import { requireAdmin, requireViewer } from '../../plugins/auth.ts';
import { setBanned } from './bans.ts';
import type { AccountsContext } from './context.ts';
import { withdraw as withdrawService } from './withdrawal.ts';

/**
 * SPEC §7.1 and §7.6 membership: withdrawal (P11), bans (P12). A member's card, profile and
 * settings (/api/user/info, /api/user/update) are the members feature's calls.
 */
export function membershipRoutes(app: FastifyInstance, ctx: AccountsContext): void {
  route(app, withdraw, async (body, request, reply) => {
    const viewer = requireViewer(request);
    const result = await withdrawService(ctx, viewer, body);
    clearSessionCookies(reply, ctx.config);
    return result;
  });

  route(app, adminBanUser, async (body, request) => {
    const viewer = requireAdmin(request);
    await setBanned(ctx, viewer, body);
    return { id: body.id, banned: body.banned };
  });
}
