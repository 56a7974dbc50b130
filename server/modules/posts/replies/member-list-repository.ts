import { sql } from 'kysely';
import type { PostGroupingType } from '../../../../common/contracts/reference.ts';
import { toIso } from '../../../db/normalize.ts';
import type { DbOrTrx } from '../../../lib/context.ts';
import type { Viewer } from '../../../lib/viewer.ts';
import { countOf, type Page, seenBy } from '../posts/card-repository.ts';
import { EXCERPT_LENGTH, excerptOf } from '../posts/excerpt.ts';

type Db = DbOrTrx;
type Reader = Pick<Viewer, 'id' | 'admin'> | null;

export interface MemberReplyRow {
  id: number;
  post: { id: number; type: PostGroupingType; title: string };
  contentText: string;
  hasImage: boolean;
  likeCount: number;
  hidden: boolean;
  createdAt: string;
}

/**
 * /api/user/post_reply: a member's replies that are not deleted (report-hidden ones only for
 * the member and administrators), on posts this reader can see.
 */
function memberReplies(db: Db, query: { userId: number; reader: Reader }) {
  const insider = query.reader !== null && (query.reader.admin || query.reader.id === query.userId);
  return db
    .selectFrom('replies')
    .innerJoin('posts', 'posts.id', 'replies.post_id')
    .where('replies.user_id', '=', query.userId)
    .where('replies.status', 'in', insider ? ['visible', 'hidden'] : ['visible'])
    .where(seenBy(query.reader));
}

/** How many replies /api/user/post_reply lists for this reader (the member's profile counts, issue 14). */
export async function countMemberReplies(db: Db, query: { userId: number; reader: Reader }): Promise<number> {
  return countOf(
    await memberReplies(db, query)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  );
}

export async function listMemberReplies(
  db: Db,
  query: Page & { userId: number; reader: Reader },
): Promise<{ rows: MemberReplyRow[]; total: number }> {
  const base = memberReplies(db, query);
  const [rows, total] = await Promise.all([
    base
      .select([
        'replies.id',
        'replies.post_id',
        'posts.grouping_type',
        'posts.title',
        sql<string>`substr(replies.content_text, 1, ${sql.lit(EXCERPT_LENGTH * 4 + 1)})`.as('excerpt'),
        sql<number>`case when replies.content like ${'%<img%'} then 1 else 0 end`.as('has_image'),
        'replies.like_count',
        'replies.status',
        'replies.created_at',
      ])
      .orderBy('replies.created_at', 'desc')
      .orderBy('replies.id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      post: { id: row.post_id, type: row.grouping_type as PostGroupingType, title: row.title },
      contentText: excerptOf(row.excerpt),
      hasImage: Number(row.has_image) === 1,
      likeCount: Number(row.like_count),
      hidden: row.status === 'hidden',
      createdAt: toIso(row.created_at),
    })),
    total: countOf(total),
  };
}
