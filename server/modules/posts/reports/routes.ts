import type { FastifyInstance } from 'fastify';
import { reportAdd } from '../../../../common/contracts/posts/reports.ts';
import { route } from '../../../lib/route.ts';
import { requireViewer } from '../../../plugins/auth.ts';
import type { PostsContext } from '../context.ts';
import { addReport } from './service.ts';

/** Reports of posts and replies (SPEC §7.4, P16). */
export async function reportRoutes(app: FastifyInstance, context: PostsContext): Promise<void> {
  route(app, reportAdd, async (body, request) => addReport(context, requireViewer(request), body));
}
