import type { FastifyInstance } from 'fastify';
import {
  adminMemberBan,
  adminMemberGetList,
  adminMemberGetOne,
  adminMemberUnban,
  adminWithdrawGetList,
} from '../../../../common/contracts/admin/members.ts';
import type { ServiceContext } from '../../../lib/context.ts';
import { route } from '../../../lib/route.ts';
import { consoleAdministrator, refuseNonAdministrators } from '../../../plugins/auth.ts';
import * as members from './service.ts';

/**
 * The console's calls about members (issue 32 item 3, SPEC §7.3). P31: for everyone but
 * administrators they do not exist: NOT_FOUND, checked before the body is read (a banned
 * administrator has no session left, P12, so is a visitor).
 */
export async function adminMembersRoutes(app: FastifyInstance, ctx: ServiceContext): Promise<void> {
  refuseNonAdministrators(app);
  route(app, adminMemberGetList, async (body, request) => {
    consoleAdministrator(request);
    return members.listMembers(ctx, body);
  });
  route(app, adminMemberGetOne, async (body, request) => {
    consoleAdministrator(request);
    return members.getMember(ctx, body.id);
  });
  route(app, adminMemberBan, async (body, request) =>
    members.banMember(ctx, consoleAdministrator(request), { id: body.id, reason: body.reason }),
  );
  route(app, adminMemberUnban, async (body, request) =>
    members.unbanMember(ctx, consoleAdministrator(request), { id: body.id, reason: body.reason }),
  );
  route(app, adminWithdrawGetList, async (body, request) => {
    consoleAdministrator(request);
    return members.listWithdrawn(ctx, body);
  });
}
