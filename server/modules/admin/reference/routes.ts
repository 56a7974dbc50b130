import type { FastifyInstance } from 'fastify';
import {
  adminCategoryAdd,
  adminCategoryList,
  adminCategoryRename,
  adminCategoryReorder,
  adminCategoryRetire,
  adminCodeSave,
  adminPostGroupingUpdate,
  adminReportReasonUpdate,
} from '../../../../common/contracts/admin/reference.ts';
import type { ServiceContext } from '../../../lib/context.ts';
import { route } from '../../../lib/route.ts';
import { consoleAdministrator, refuseNonAdministrators } from '../../../plugins/auth.ts';
import * as reference from '../../reference/service.ts';

/**
 * The console's calls about reference data (issue 32 item 4), through reference's service.ts.
 * P31: NOT_FOUND to everyone but administrators, before the body is read. SPEC §7.3's reads
 * (/api/admin/code/get_list …) stay reference's public calls: the sign-up form needs them.
 */
export async function adminReferenceRoutes(app: FastifyInstance, ctx: ServiceContext): Promise<void> {
  refuseNonAdministrators(app);
  route(app, adminCodeSave, async (body, request) =>
    reference.saveCode(ctx, consoleAdministrator(request), {
      id: body.id,
      group: body.group,
      key: body.key,
      names: body.names,
    }),
  );
  route(app, adminPostGroupingUpdate, async (body, request) =>
    reference.renamePostGrouping(ctx, consoleAdministrator(request), { id: body.id, names: body.names }),
  );
  route(app, adminReportReasonUpdate, async (body, request) =>
    reference.renameReportReason(ctx, consoleAdministrator(request), { id: body.id, names: body.names }),
  );
  route(app, adminCategoryList, async (body, request) => {
    consoleAdministrator(request);
    return { rows: await reference.listAdminCategories(ctx, body.type) };
  });
  route(app, adminCategoryAdd, async (body, request) =>
    reference.addCategory(ctx, consoleAdministrator(request), {
      type: body.type,
      parentId: body.parentId,
      key: body.key,
      names: body.names,
    }),
  );
  route(app, adminCategoryRename, async (body, request) =>
    reference.renameCategory(ctx, consoleAdministrator(request), { id: body.id, names: body.names }),
  );
  route(app, adminCategoryReorder, async (body, request) =>
    reference.reorderCategories(ctx, consoleAdministrator(request), {
      type: body.type,
      parentId: body.parentId,
      ids: body.ids,
    }),
  );
  route(app, adminCategoryRetire, async (body, request) =>
    reference.retireCategory(ctx, consoleAdministrator(request), { id: body.id, retired: body.retired }),
  );
}
