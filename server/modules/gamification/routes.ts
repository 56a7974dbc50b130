import type { FastifyInstance } from 'fastify';
import {
  scoreAdd,
  userGetLayerList,
  userGetScore,
  userGetScoreHistory,
  userGetTopUserList,
  userShowLayer,
} from '../../../common/contracts/gamification.ts';
import { route } from '../../lib/route.ts';
import { requireViewer } from '../../plugins/auth.ts';
import { addScore } from './compat-service.ts';
import type { GamificationContext } from './context.ts';
import { listPendingLayers, showLayer } from './layer-service.ts';
import { getHistory, getStanding, getTopMembers, ownMember } from './standing-service.ts';

/** SPEC §7.1 and §7.4's score calls (issue 28): standing, activity log, top members, celebrations. */
export async function gamificationRoutes(app: FastifyInstance, ctx: GamificationContext): Promise<void> {
  route(app, userGetScore, async (body, request) => getStanding(ctx, request.viewer, body.userInfoId));

  route(app, userGetScoreHistory, async (body, request) => {
    const viewer = requireViewer(request);
    ownMember(viewer, body.userInfoId);
    return getHistory(ctx, viewer, body);
  });

  route(app, userGetTopUserList, async (body, request) =>
    getTopMembers(ctx, { lang: request.lang, limit: body.limit }),
  );

  route(app, userGetLayerList, async (body, request) => {
    const viewer = requireViewer(request);
    ownMember(viewer, body.userInfoId);
    return { rows: await listPendingLayers(ctx, viewer) };
  });

  route(app, userShowLayer, async (body, request) => {
    const viewer = requireViewer(request);
    ownMember(viewer, body.userInfoId);
    return showLayer(ctx, viewer, body.id);
  });

  route(app, scoreAdd, async (body, request) => {
    const viewer = requireViewer(request);
    ownMember(viewer, body.userInfoId);
    return addScore(ctx, viewer, body.key);
  });
}
