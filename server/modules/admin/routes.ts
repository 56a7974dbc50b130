import type { FastifyInstance } from 'fastify';
import { adminConsole } from '../../../common/contracts/admin/console.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { requireViewer } from '../../plugins/auth.ts';
import { grantAdministrator, listAdministrators, revokeAdministrator } from '../accounts/service.ts';
import { listAudit } from './audit/service.ts';
import { dashboardFigures } from './dashboard/service.ts';
import { refuseNonAdministrators } from '../../plugins/auth.ts';

/** The console's own calls (issue 32): dashboard, audit log, administrators; administrators only. */
export async function adminRoutes(app: FastifyInstance, context: ServiceContext): Promise<void> {
  refuseNonAdministrators(app);
  route(app, adminConsole.dashboard, async () => dashboardFigures(context));
  route(app, adminConsole.auditList, async (body) => {
    const { lang: _lang, ...query } = body;
    return listAudit(context, query);
  });
  route(app, adminConsole.adminList, async () => ({ rows: await listAdministrators(context) }));
  route(app, adminConsole.adminGrant, async (body, request) =>
    grantAdministrator(context, requireViewer(request).id, { id: body.id, nickName: body.nickName }),
  );
  route(app, adminConsole.adminRevoke, async (body, request) =>
    revokeAdministrator(context, requireViewer(request).id, body.id),
  );
}
