import type { DbOrTrx } from '../../../lib/context.ts';

/** Which replies of a thread (or which one reply) the member liked and reported, one query each. */
export type ThreadScope = { postId: number } | { replyId: number };

export async function likedReplyIds(db: DbOrTrx, userId: number, scope: ThreadScope): Promise<Set<number>> {
  let query = db.selectFrom('reply_likes').select('reply_id').where('user_id', '=', userId);
  query =
    'postId' in scope
      ? query.where('reply_id', 'in', (eb) => eb.selectFrom('replies').select('id').where('post_id', '=', scope.postId))
      : query.where('reply_id', '=', scope.replyId);
  const rows = await query.execute();
  return new Set(rows.map((row) => row.reply_id));
}

export async function reportedReplyIds(db: DbOrTrx, userId: number, scope: ThreadScope): Promise<Set<number>> {
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
