import type { Locale } from '../../../common/i18n/locales.ts';
import { toBool, toIso } from '../../db/normalize.ts';
import type { DbOrTrx } from '../../lib/context.ts';

/** "Was this helpful?" answers (knowledge_reviews): one per reader and article. */
export interface ReviewRow {
  id: number;
  articleId: number;
  userId: number | null;
  helpful: boolean;
  text: string | null;
  lang: Locale;
  createdAt: string;
}

const COLUMNS = ['id', 'article_id', 'user_id', 'helpful', 'text', 'lang', 'created_at'] as const;

function toReview(row: {
  id: number;
  article_id: number;
  user_id: number | null;
  helpful: boolean | number | string;
  text: string | null;
  lang: string;
  created_at: Date | string;
}): ReviewRow {
  return {
    id: Number(row.id),
    articleId: Number(row.article_id),
    userId: row.user_id === null ? null : Number(row.user_id),
    helpful: toBool(row.helpful),
    text: row.text,
    lang: row.lang as Locale,
    createdAt: toIso(row.created_at),
  };
}

export async function findReaderAnswer(
  db: DbOrTrx,
  articleId: number,
  readerKey: string,
): Promise<{ helpful: boolean } | undefined> {
  const row = await db
    .selectFrom('knowledge_reviews')
    .select('helpful')
    .where('article_id', '=', articleId)
    .where('reader_key', '=', readerKey)
    .executeTakeFirst();
  return row ? { helpful: toBool(row.helpful) } : undefined;
}

/**
 * Stores the reader's answer; false when they had answered already. The unique index
 * (article_id, reader_key) decides a race: the second insert does nothing.
 */
export async function insertReview(
  db: DbOrTrx,
  review: {
    articleId: number;
    readerKey: string;
    userId: number | null;
    helpful: boolean;
    text: string | null;
    lang: Locale;
    at: string;
  },
): Promise<boolean> {
  const row = await db
    .insertInto('knowledge_reviews')
    .values({
      article_id: review.articleId,
      reader_key: review.readerKey,
      user_id: review.userId,
      helpful: review.helpful,
      text: review.text,
      lang: review.lang,
      created_at: review.at,
    })
    .onConflict((oc) => oc.columns(['article_id', 'reader_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A page of answers, newest first; by article and by yes or no. */
export async function listReviews(
  db: DbOrTrx,
  query: { articleId?: number | undefined; helpful?: boolean | undefined; offset: number; limit: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  let base = db.selectFrom('knowledge_reviews');
  if (query.articleId !== undefined) base = base.where('article_id', '=', query.articleId);
  if (query.helpful !== undefined) base = base.where('helpful', '=', query.helpful);
  const [rows, count] = await Promise.all([
    base
      .select(COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows: rows.map(toReview), total: Number(count?.n ?? 0) };
}

/** Articles by their "no" answers since `since` (most first), with their "yes" answers of the same window. */
export async function listUnhelpfulCounts(
  db: DbOrTrx,
  query: { since: string; limit: number },
): Promise<Array<{ articleId: number; noCount: number; yesCount: number }>> {
  const rows = await db
    .selectFrom('knowledge_reviews')
    .select((eb) => [
      'article_id',
      eb.fn.sum<number | string>(eb.case().when('helpful', '=', false).then(1).else(0).end()).as('no_count'),
      eb.fn.sum<number | string>(eb.case().when('helpful', '=', true).then(1).else(0).end()).as('yes_count'),
    ])
    .where('created_at', '>=', query.since)
    .groupBy('article_id')
    .execute();
  return rows
    .map((row) => ({
      articleId: Number(row.article_id),
      noCount: Number(row.no_count),
      yesCount: Number(row.yes_count),
    }))
    .filter((row) => row.noCount > 0)
    .sort((a, b) => b.noCount - a.noCount || a.yesCount - b.yesCount || a.articleId - b.articleId)
    .slice(0, query.limit);
}

/** The latest texts of "no" answers since `since`, per article (at most `perArticle` each). */
export async function listLatestNoTexts(
  db: DbOrTrx,
  query: { articleIds: readonly number[]; since: string; perArticle: number },
): Promise<Map<number, ReviewRow[]>> {
  const texts = new Map<number, ReviewRow[]>();
  if (query.articleIds.length === 0) return texts;
  const rows = await db
    .selectFrom('knowledge_reviews')
    .select(COLUMNS)
    .where('article_id', 'in', [...query.articleIds])
    .where('helpful', '=', false)
    .where('text', 'is not', null)
    .where('created_at', '>=', query.since)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  for (const row of rows.map(toReview)) {
    const list = texts.get(row.articleId) ?? [];
    if (list.length < query.perArticle) list.push(row);
    texts.set(row.articleId, list);
  }
  return texts;
}
