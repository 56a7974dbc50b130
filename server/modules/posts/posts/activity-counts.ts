import type { DbOrTrx } from '../../../lib/context.ts';

/**
 * The console's dashboard (issue 32): posts and replies written since `since` (deleted ones
 * left out), and the reports made since then that still wait for an administrator (not yet
 * upheld or dismissed).
 */
export async function countActivitySince(
  db: DbOrTrx,
  since: Date,
): Promise<{ posts: number; replies: number; reports: number }> {
  const at = since.toISOString();
  const [posts, replies, reports] = await Promise.all([
    db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_at', '>=', at)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('replies')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_at', '>=', at)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_at', '>=', at)
      .where('resolved_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { posts: Number(posts.n), replies: Number(replies.n), reports: Number(reports.n) };
}
