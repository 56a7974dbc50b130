import { sql } from 'kysely';
import type { DbOrTrx } from '../../../lib/context.ts';

export interface KeywordRow {
  id: number;
  keyword: string;
  /** Visible public posts that carry it. */
  count: number;
}

/** The query as a LIKE pattern of literal text: its own %, _ and \ match themselves. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * /api/keyword/get_list, the editor's tag suggestions: keywords that start with the query
 * (both folded by tagKey, whatever the case or width) before those that only contain it, each group by how many visible public
 * posts use it (without a query the service asks for the popular keywords instead). A keyword
 * no visible public post carries is
 * not suggested: it would reveal the tags of private, hidden or deleted posts.
 */
export async function findKeywordSuggestions(
  db: DbOrTrx,
  input: { text: string; limit: number },
): Promise<KeywordRow[]> {
  const { text } = input;
  const uses = sql<number>`count(posts.id)`;
  let query = db
    .selectFrom('keywords')
    .innerJoin('post_keywords', 'post_keywords.keyword_id', 'keywords.id')
    .innerJoin('posts', 'posts.id', 'post_keywords.post_id')
    .where('posts.status', '=', 'visible')
    .where('posts.visibility', '=', 'public')
    .select(['keywords.id', 'keywords.keyword', uses.as('uses')])
    .groupBy(['keywords.id', 'keywords.keyword']);
  if (text !== '') {
    const pattern = escapeLike(text);
    query = query
      // Both sides folded by tagKey, the identity the keywords' unique index holds.
      .where(sql<boolean>`keywords.tag_key like ${`%${pattern}%`} escape '\\'`)
      .orderBy(sql`case when keywords.tag_key like ${`${pattern}%`} escape '\\' then 0 else 1 end`);
  }
  const rows = await query.orderBy(uses, 'desc').orderBy('keywords.keyword').limit(input.limit).execute();
  return rows.map((row) => ({ id: row.id, keyword: row.keyword, count: Number(row.uses) }));
}

/**
 * DECISIONS P25, the popular keywords: the tags of one language by how many of its visible
 * public posts written since `since` carry them, ties by those posts' views together, then by
 * the keyword. The window's posts are found first through posts_popular_keywords (language,
 * state, date), and only their tags are joined, so the cost follows the month's posts, not
 * every post ever written.
 */
export function popularKeywordsQuery(db: DbOrTrx, input: { lang: string; since: string; limit: number }) {
  const uses = sql<number>`count(posts.id)`;
  const views = sql<number>`sum(posts.view_count)`;
  return db
    .selectFrom('posts')
    .innerJoin('post_keywords', 'post_keywords.post_id', 'posts.id')
    .innerJoin('keywords', 'keywords.id', 'post_keywords.keyword_id')
    .where('posts.lang', '=', input.lang)
    .where('posts.status', '=', 'visible')
    .where('posts.visibility', '=', 'public')
    .where('posts.created_at', '>=', input.since)
    .select(['keywords.id', 'keywords.keyword', uses.as('uses'), views.as('views')])
    .groupBy(['keywords.id', 'keywords.keyword'])
    .orderBy(uses, 'desc')
    .orderBy(views, 'desc')
    .orderBy('keywords.keyword')
    .limit(input.limit);
}

export async function findPopularKeywords(
  db: DbOrTrx,
  input: { lang: string; since: string; limit: number },
): Promise<KeywordRow[]> {
  const rows = await popularKeywordsQuery(db, input).execute();
  return rows.map((row) => ({ id: row.id, keyword: row.keyword, count: Number(row.uses) }));
}
