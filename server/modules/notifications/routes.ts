import type { FastifyInstance } from 'fastify';
import {
  alarmAdd,
  alarmAddPostList,
  alarmAddReplyList,
  userCheckAlarm,
  userGetAlarmCount,
  userGetAlarmList,
  userOpenAlarmPanel,
  userShowAlarm,
  userShowAlarmList,
} from '../../../common/contracts/notifications/alarms.ts';
import { route } from '../../lib/route.ts';
import { ownMember } from '../../lib/viewer.ts';
import { requireViewer } from '../../plugins/auth.ts';
import { alarmCount, listBell, markAllShown, markShown, openBell } from './bell-service.ts';
import { checkAlarm } from './check-service.ts';
import { compatAdd, compatAddPostList, compatAddReplyList } from './compat-service.ts';
import type { NotificationsContext } from './context.ts';

/** SPEC §7.1's alarm calls and §7.4's compatibility calls (issue 29); all for the signed-in member. */
export async function notificationsRoutes(app: FastifyInstance, ctx: NotificationsContext): Promise<void> {
  const member = (request: Parameters<typeof requireViewer>[0], userInfoId: number | undefined) => {
    const viewer = requireViewer(request);
    ownMember(viewer, userInfoId);
    return viewer;
  };

  route(app, userGetAlarmList, async (body, request) =>
    listBell(ctx, member(request, body.userInfoId), {
      lang: request.lang,
      createdAt: body.createdAt,
      beforeId: body.beforeId,
      pageSize: body.pageSize,
    }),
  );
  route(app, userGetAlarmCount, async (body, request) => alarmCount(ctx, member(request, body.userInfoId)));
  route(app, userShowAlarm, async (body, request) =>
    markShown(ctx, member(request, body.userInfoId), body.id, body.show),
  );
  route(app, userShowAlarmList, async (body, request) => markAllShown(ctx, member(request, body.userInfoId)));
  route(app, userOpenAlarmPanel, async (body, request) => openBell(ctx, member(request, body.userInfoId)));
  route(app, userCheckAlarm, async (body, request) => checkAlarm(ctx, member(request, body.userInfoId), body.id));

  route(app, alarmAdd, async (body, request) => compatAdd(ctx, member(request, body.userInfoId), body));
  route(app, alarmAddPostList, async (body, request) =>
    compatAddPostList(ctx, member(request, body.userInfoId), body.postId),
  );
  route(app, alarmAddReplyList, async (body, request) =>
    compatAddReplyList(ctx, member(request, body.userInfoId), body.replyId),
  );
}
