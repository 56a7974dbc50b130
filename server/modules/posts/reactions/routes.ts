import type { FastifyInstance } from 'fastify';
import {
  postBookmark,
  postFollow,
  postGetOneLikeList,
  postLike,
  replyLike,
} from '../../../../common/contracts/posts/reactions.ts';
import { route } from '../../../lib/route.ts';
import { requireViewer } from '../../../plugins/auth.ts';
import type { PostsContext } from '../context.ts';
import { listLikers } from './likers-service.ts';
import { pressToggle } from './service.ts';

/** Likes, bookmarks and follows of posts, likes of replies, and who liked (SPEC §7.2). */
export async function reactionRoutes(app: FastifyInstance, context: PostsContext): Promise<void> {
  route(app, postLike, async (body, request) =>
    pressToggle(context, requireViewer(request), 'postLike', { itemId: body.postId, value: body.value }),
  );

  route(app, postBookmark, async (body, request) =>
    pressToggle(context, requireViewer(request), 'postBookmark', { itemId: body.postId, value: body.value }),
  );

  route(app, postFollow, async (body, request) =>
    pressToggle(context, requireViewer(request), 'postFollow', { itemId: body.postId, value: body.value }),
  );

  route(app, replyLike, async (body, request) =>
    pressToggle(context, requireViewer(request), 'replyLike', { itemId: body.replyId, value: body.value }),
  );

  route(app, postGetOneLikeList, async (body, request) => listLikers(context, request.viewer, body));
}
