import type { FastifyInstance } from 'fastify';
import { brochureApply, brochureGetList } from '../../../common/contracts/brochure.ts';
import { route } from '../../lib/route.ts';
import { requireAdmin, requireViewer } from '../../plugins/auth.ts';
import type { BrochureContext } from './context.ts';
import { presentBrochureList } from './presenter.ts';
import { applyForBrochure, listBrochureApplications } from './service.ts';

/**
 * The brochure application (P32): members apply (SPEC §5: login required, 401 otherwise);
 * administrators list the applications (403 for members, 401 for visitors).
 */
export async function brochureRoutes(app: FastifyInstance, context: BrochureContext): Promise<void> {
  route(app, brochureApply, async (body, request) => {
    const { lang: _lang, ...application } = body;
    return applyForBrochure(context, requireViewer(request), { lang: request.lang, application });
  });

  route(app, brochureGetList, async (body, request) => {
    requireAdmin(request);
    return presentBrochureList(await listBrochureApplications(context, body));
  });
}
