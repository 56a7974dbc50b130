import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { toIso } from '../../../db/normalize.ts';

/**
 * A member's activity as the administrators' console shows it (issue 32): every post and reply
 * they wrote whatever its state (hidden and deleted ones too: a moderator judges the whole
 * record), and the reports made against them.
 */

type Db = Kysely<Database>;

const countOf = (row: { n: number | string } | undefined) => Number(row?.n ?? 0);

export async function loadMemberActivity(db: Db, userId: number, latest: number) {
  const [posts, replies, latestPosts] = await Promise.all([
    db
      .selectFrom('posts')
      .where('user_id', '=', userId)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst(),
    db
      .selectFrom('replies')
      .where('user_id', '=', userId)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst(),
    db
      .selectFrom('posts')
      .select(['id', 'title', 'grouping_type', 'status', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(latest)
      .execute(),
  ]);
  return {
    postCount: countOf(posts),
    replyCount: countOf(replies),
    latestPosts: latestPosts.map((row) => ({
      id: row.id,
      title: row.title,
      groupingType: row.grouping_type,
      status: row.status,
      createdAt: toIso(row.created_at),
    })),
  };
}

/** Reports against the member's posts and replies: how many, and the latest few with the post they concern. */
export async function loadReportsAgainstMember(db: Db, userId: number, latest: number) {
  const against = db
    .selectFrom('reports')
    .leftJoin('posts', (join) =>
      join.onRef('posts.id', '=', 'reports.target_id').on('reports.target_type', '=', 'post'),
    )
    .leftJoin('replies', (join) =>
      join.onRef('replies.id', '=', 'reports.target_id').on('reports.target_type', '=', 'reply'),
    )
    .where((eb) => eb.or([eb('posts.user_id', '=', userId), eb('replies.user_id', '=', userId)]));
  const [count, rows] = await Promise.all([
    against.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    against
      .select([
        'reports.id',
        'reports.target_type',
        'reports.target_id',
        'reports.reason_key',
        'reports.created_at',
        (eb) => eb.fn.coalesce('posts.id', 'replies.post_id').as('post_id'),
      ])
      .orderBy('reports.id', 'desc')
      .limit(latest)
      .execute(),
  ]);
  return {
    count: countOf(count),
    latest: rows.map((row) => ({
      id: row.id,
      targetType: row.target_type,
      targetId: row.target_id,
      postId: row.post_id === null ? null : Number(row.post_id),
      reasonKey: row.reason_key,
      createdAt: toIso(row.created_at),
    })),
  };
}
