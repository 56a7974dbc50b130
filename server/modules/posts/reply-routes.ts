import type { FastifyInstance } from 'fastify';
import {
  postBookmark,
  postFollow,
  postGetOneLikeList,
  postLike,
  replyAdd,
  replyDelete,
  replyLike,
  replyUpdate,
  reportAdd,
} from '../../../common/contracts/posts.ts';
import { route } from '../../lib/route.ts';
import { requireViewer } from '../../plugins/auth.ts';
import { listLikers } from './like-list.ts';
import { likeReply, pressPost } from './reactions.ts';
import { loadReplyDto } from './reply-list.ts';
import { addReply, deleteReply, updateReply } from './reply-service.ts';
import { addReport } from './reports.ts';

/** Replies, likes, bookmarks, followed posts and reports (SPEC §7.2, §7.4). */
export async function replyRoutes(app: FastifyInstance): Promise<void> {
  route(app, replyAdd, async (body, request) => {
    const viewer = requireViewer(request);
    const replyId = await addReply(app, viewer, body);
    return loadReplyDto(app.db, replyId, viewer);
  });

  route(app, replyUpdate, async (body, request) => {
    const viewer = requireViewer(request);
    await updateReply(app, viewer, body);
    return loadReplyDto(app.db, body.id, viewer);
  });

  route(app, replyDelete, async (body, request) => deleteReply(app, requireViewer(request), body.id));

  route(app, postLike, async (body, request) => {
    const { on, count } = await pressPost(app, requireViewer(request), 'like', body);
    return { liked: on, likeCount: count };
  });

  route(app, replyLike, async (body, request) => likeReply(app, requireViewer(request), body));

  route(app, postBookmark, async (body, request) => {
    const { on, count } = await pressPost(app, requireViewer(request), 'bookmark', body);
    return { bookmarked: on, bookmarkCount: count };
  });

  route(app, postFollow, async (body, request) => {
    const { on, count } = await pressPost(app, requireViewer(request), 'follow', body);
    return { followed: on, followCount: count };
  });

  route(app, postGetOneLikeList, async (body, request) => listLikers(app.db, request.viewer, body));

  route(app, reportAdd, async (body, request) => addReport(app, requireViewer(request), body));
}
