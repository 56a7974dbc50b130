import type { Kysely } from 'kysely';
import type { ReplyDto } from '../../../common/contracts/posts.ts';
import type { Database } from '../../db/database.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { loadAuthors } from './authors.ts';
import { presentReply } from './reply-presenter.ts';
import { listReplies } from './reply-repository.ts';

type Reader = Pick<Viewer, 'id' | 'admin'> | null;

/**
 * The thread of a post as get_one shows it: every reply, oldest first, flat (the UI builds the
 * tree from threadParentId and depth). A fixed number of queries whatever the thread's size:
 * the replies, their authors and mentioned members together, the viewer's likes, his reports.
 */
export async function listRepliesForPost(db: Kysely<Database>, postId: number, viewer: Reader): Promise<ReplyDto[]> {
  return presentThread(db, await listReplies(db, { postId }), viewer, { postId });
}

/** One reply in the same shape, as reply add and update answer it. */
export async function loadReplyDto(db: Kysely<Database>, replyId: number, viewer: Reader): Promise<ReplyDto> {
  const [dto] = await presentThread(db, await listReplies(db, { replyId }), viewer, { replyId });
  if (!dto) throw new Error(`reply ${replyId} vanished`);
  return dto;
}

async function presentThread(
  db: Kysely<Database>,
  replies: Awaited<ReturnType<typeof listReplies>>,
  viewer: Reader,
  scope: { postId: number } | { replyId: number },
): Promise<ReplyDto[]> {
  if (replies.length === 0) return [];
  const people = replies.flatMap((reply) =>
    reply.mentionUserId === null ? [reply.authorId] : [reply.authorId, reply.mentionUserId],
  );
  const [authors, liked, reported] = await Promise.all([
    loadAuthors(db, people),
    viewer ? likedReplyIds(db, viewer.id, scope) : new Set<number>(),
    viewer ? reportedReplyIds(db, viewer.id, scope) : new Set<number>(),
  ]);
  return replies.map((reply) =>
    presentReply(reply, { viewer, authors, liked: liked.has(reply.id), reported: reported.has(reply.id) }),
  );
}

async function likedReplyIds(
  db: Kysely<Database>,
  userId: number,
  scope: { postId: number } | { replyId: number },
): Promise<Set<number>> {
  let query = db.selectFrom('reply_likes').select('reply_id').where('user_id', '=', userId);
  query =
    'postId' in scope
      ? query.where('reply_id', 'in', (eb) => eb.selectFrom('replies').select('id').where('post_id', '=', scope.postId))
      : query.where('reply_id', '=', scope.replyId);
  const rows = await query.execute();
  return new Set(rows.map((row) => row.reply_id));
}

async function reportedReplyIds(
  db: Kysely<Database>,
  userId: number,
  scope: { postId: number } | { replyId: number },
): Promise<Set<number>> {
  let query = db
    .selectFrom('reports')
    .select('target_id')
    .where('reporter_id', '=', userId)
    .where('target_type', '=', 'reply');
  query =
    'postId' in scope
      ? query.where('target_id', 'in', (eb) =>
          eb.selectFrom('replies').select('id').where('post_id', '=', scope.postId),
        )
      : query.where('target_id', '=', scope.replyId);
  const rows = await query.execute();
  return new Set(rows.map((row) => row.target_id));
}
