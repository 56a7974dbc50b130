import type { FastifyInstance } from 'fastify';
import { replyAdd, replyDelete, replyUpdate, userReplyList } from '../../../../common/contracts/posts/replies.ts';
import { memberOfList } from '../../../../common/contracts/posts/shared.ts';
import { route } from '../../../lib/route.ts';
import { requireViewer } from '../../../plugins/auth.ts';
import type { PostsContext } from '../context.ts';
import { addReply, deleteReply, updateReply } from './service.ts';
import { listMemberReplies } from './thread-service.ts';

/** Replies: answer, edit, delete, and a member's replies (SPEC §7.2, §7.1). */
export async function replyRoutes(app: FastifyInstance, context: PostsContext): Promise<void> {
  route(app, replyAdd, async (body, request) => addReply(context, requireViewer(request), body));

  route(app, replyUpdate, async (body, request) => updateReply(context, requireViewer(request), body));

  route(app, replyDelete, async (body, request) => deleteReply(context, requireViewer(request), body.id));

  route(app, userReplyList, async (body, request) =>
    listMemberReplies(context, {
      userId: memberOfList(body),
      reader: request.viewer,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    }),
  );
}
