import type { FastifyInstance } from 'fastify';
import {
  adminBanUser,
  adminWithdrawGetList,
  userInfo,
  userUpdate,
  withdraw,
} from '../../../common/contracts/accounts/membership.ts';
import { clearSessionCookies } from '../../lib/auth/cookies.ts';
import { route } from '../../lib/route.ts';
import { requireAdmin, requireViewer } from '../../plugins/auth.ts';
import { setBanned } from './bans.ts';
import type { AccountsContext } from './context.ts';
import { presentAccountInfo, presentPublicUser, presentSessionUser } from './presenter.ts';
import { findUserInfo } from './profile.ts';
import { updateAccount } from './settings.ts';
import { listWithdrawals, withdraw as withdrawService } from './withdrawal.ts';

/** SPEC §7.1 and §7.6 membership: a member's card and settings, withdrawal (P11), bans (P12). */
export function membershipRoutes(app: FastifyInstance, ctx: AccountsContext): void {
  route(app, userInfo, async (body, request) => {
    const { user, account } = await findUserInfo(ctx, request.viewer, body.id);
    return { user: presentPublicUser(user), account: account ? presentAccountInfo(user, account.providers) : null };
  });

  route(app, userUpdate, async (body, request) => {
    const viewer = requireViewer(request);
    const user = await updateAccount(ctx, viewer, body);
    return { user: presentSessionUser(user) };
  });

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

  route(app, adminWithdrawGetList, async (body, request) => {
    requireAdmin(request);
    return listWithdrawals(ctx, body);
  });
}
