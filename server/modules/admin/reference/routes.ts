import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminCategoryAdd,
  adminCategoryList,
  adminCategoryRename,
  adminCategoryReorder,
  adminCategoryRetire,
  adminCodeSave,
  adminPostGroupingUpdate,
} from '../../../../common/contracts/admin/reference.ts';
import type { ServiceContext } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import { route } from '../../../lib/route.ts';
import type { Viewer } from '../../../lib/viewer.ts';
import { refuseNonAdministrators } from '../../../plugins/auth.ts';
import * as reference from '../../reference/service.ts';

/**
 * The console's calls about reference data (issue 32 item 4), through reference's service.ts.
 * P31: NOT_FOUND to everyone but administrators, before the body is read. SPEC §7.3's reads
 * (/api/admin/code/get_list …) stay reference's public calls: the sign-up form needs them.
 */
function administrator(request: FastifyRequest): Viewer {
  const viewer = request.viewer;
  if (!viewer?.admin) throw new AppError('NOT_FOUND');
  return viewer;
}

export async function adminReferenceRoutes(app: FastifyInstance, ctx: ServiceContext): Promise<void> {
  refuseNonAdministrators(app);
  route(app, adminCodeSave, async (body, request) =>
    reference.saveCode(ctx, administrator(request), {
      id: body.id,
      group: body.group,
      key: body.key,
      names: body.names,
    }),
  );
  route(app, adminPostGroupingUpdate, async (body, request) =>
    reference.renamePostGrouping(ctx, administrator(request), { id: body.id, names: body.names }),
  );
  route(app, adminCategoryList, async (body, request) => {
    administrator(request);
    return { rows: await reference.listAdminCategories(ctx, body.type) };
  });
  route(app, adminCategoryAdd, async (body, request) =>
    reference.addCategory(ctx, administrator(request), {
      type: body.type,
      parentId: body.parentId,
      key: body.key,
      names: body.names,
    }),
  );
  route(app, adminCategoryRename, async (body, request) =>
    reference.renameCategory(ctx, administrator(request), { id: body.id, names: body.names }),
  );
  route(app, adminCategoryReorder, async (body, request) =>
    reference.reorderCategories(ctx, administrator(request), {
      type: body.type,
      parentId: body.parentId,
      ids: body.ids,
    }),
  );
  route(app, adminCategoryRetire, async (body, request) =>
    reference.retireCategory(ctx, administrator(request), { id: body.id, retired: body.retired }),
  );
}
