import { sql } from 'kysely';
import type { SearchSort } from '../../../common/search/limits.ts';
import type { DbOrTrx } from '../../lib/context.ts';
import { type DocumentKind, documentId, itemOfDocument } from './document.ts';
import { plainOrder, type SearchScope, scopeConditions } from './search-scope.ts';

/** Search's own reads beside the engines': tags, excerpts' texts, suggestions. */

/** The texts the found items' excerpts are cut from. */
export async function bodyTexts(
  db: DbOrTrx,
  kind: DocumentKind,
  itemIds: number[],
  lang: string,
): Promise<Map<number, string>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('search_texts')
    .select(['document_id', 'body_text'])
    .where(
      'document_id',
      'in',
      itemIds.map((id) => documentId(kind, id, lang)),
    )
    .execute();
  return new Map(rows.map((row) => [itemOfDocument(Number(row.document_id)), row.body_text]));
}

function taggedWith(tagKey: string, scope: SearchScope) {
  return sql`search_document_tags t join search_documents d on d.id = t.document_id
    where t.tag_key = ${tagKey} and ${scopeConditions(scope)}`;
}

/** A #tag search: the items carrying the tag; "relevance" is the newest first. */
export async function tagSearch(
  db: DbOrTrx,
  tagKey: string,
  scope: SearchScope,
  sort: SearchSort,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const [found, counted] = await Promise.all([
    sql<{ id: number }>`select d.item_id as id from ${taggedWith(tagKey, scope)}
      order by ${plainOrder(sort === 'relevance' ? 'newest' : sort)} limit ${page.limit} offset ${page.offset}`.execute(
      db,
    ),
    sql<{ n: number | string }>`select count(*) as n from ${taggedWith(tagKey, scope)}`.execute(db),
  ]);
  return { ids: found.rows.map((row) => Number(row.id)), total: Number(counted.rows[0]?.n ?? 0) };
}

export async function countTagsByType(db: DbOrTrx, tagKey: string, scope: SearchScope): Promise<Map<string, number>> {
  const { rows } = await sql<{ type: string; n: number | string }>`select d.grouping_type as type, count(*) as n
    from ${taggedWith(tagKey, scope)} group by d.grouping_type`.execute(db);
  return new Map(rows.map((row) => [row.type, Number(row.n)]));
}

/**
 * Tags of the language's findable items that begin with the text, most carried first: one
 * range of search_tags' primary key, whatever the number of posts.
 */
export async function suggestTags(
  db: DbOrTrx,
  input: { lang: string; key: string; limit: number },
): Promise<Array<{ keyword: string; count: number }>> {
  const rows = await db
    .selectFrom('search_tags')
    .select(['keyword', 'documents'])
    .where('lang', '=', input.lang)
    .where('tag_key', '>=', input.key)
    // Every key that begins with the text sorts before the text followed by the last code point.
    .where('tag_key', '<', `${input.key}\u{10FFFF}`)
    .orderBy('documents', 'desc')
    .orderBy('tag_key')
    .limit(input.limit)
    .execute();
  return rows.map((row) => ({ keyword: row.keyword, count: Number(row.documents) }));
}

/**
 * A knowledge category's level, read from the index itself (issue 31): the documents of a
 * stored kind name it at one of two levels. Undefined when no document names it.
 */
export async function categoryDepthInIndex(
  db: DbOrTrx,
  storedKind: string,
  categoryId: number,
): Promise<1 | 2 | undefined> {
  const { rows } = await sql<{ depth: number }>`select case when category1_id = ${categoryId} then 1 else 2 end as depth
    from search_documents where kind = ${storedKind} and (category1_id = ${categoryId} or category2_id = ${categoryId})
    limit 1`.execute(db);
  const depth = rows[0]?.depth;
  return depth === undefined ? undefined : Number(depth) === 1 ? 1 : 2;
}
