import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminMemberBan,
  adminMemberGetList,
  adminMemberGetOne,
  adminMemberUnban,
  adminWithdrawGetList,
} from '../../../../common/contracts/admin/members.ts';
import type { ServiceContext } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import { route } from '../../../lib/route.ts';
import type { Viewer } from '../../../lib/viewer.ts';
import { refuseNonAdministrators } from '../../../plugins/auth.ts';
import * as members from './service.ts';

/**
 * The console's calls about members (issue 32 item 3, SPEC §7.3). P31: for everyone but
 * administrators they do not exist: NOT_FOUND, checked before the body is read (a banned
 * administrator has no session left, P12, so is a visitor).
 */
function administrator(request: FastifyRequest): Viewer {
  const viewer = request.viewer;
  if (!viewer?.admin) throw new AppError('NOT_FOUND');
  return viewer;
}

export async function adminMembersRoutes(app: FastifyInstance, ctx: ServiceContext): Promise<void> {
  refuseNonAdministrators(app);
  route(app, adminMemberGetList, async (body, request) => {
    administrator(request);
    return members.listMembers(ctx, body);
  });
  route(app, adminMemberGetOne, async (body, request) => {
    administrator(request);
    return members.getMember(ctx, body.id);
  });
  route(app, adminMemberBan, async (body, request) =>
    members.banMember(ctx, administrator(request), { id: body.id, reason: body.reason }),
  );
  route(app, adminMemberUnban, async (body, request) =>
    members.unbanMember(ctx, administrator(request), { id: body.id, reason: body.reason }),
  );
  route(app, adminWithdrawGetList, async (body, request) => {
    administrator(request);
    return members.listWithdrawn(ctx, body);
  });
}
