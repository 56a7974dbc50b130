import { sql } from 'kysely';
import type { SearchSort } from '../../../common/search/limits.ts';
import type { DbOrTrx } from '../../lib/context.ts';
import { plainOrder, type SearchScope, scopeConditions } from './search-scope.ts';

/** Search's own reads beside the engines': tags, excerpts' texts, suggestions. */

/** The texts the found items' excerpts are cut from. */
export async function bodyTexts(db: DbOrTrx, kind: string, itemIds: number[]): Promise<Map<number, string>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('search_documents')
    .select(['item_id', 'body_text'])
    .where('kind', '=', kind)
    .where('item_id', 'in', itemIds)
    .execute();
  return new Map(rows.map((row) => [row.item_id, row.body_text]));
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

/** The query as a LIKE pattern of literal text. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Tags of the language's findable items that start with the text, then those that contain it,
 * each by how many items carry it.
 */
export async function suggestTags(
  db: DbOrTrx,
  input: { lang: string; key: string; limit: number },
): Promise<Array<{ keyword: string; count: number }>> {
  const pattern = escapeLike(input.key);
  const { rows } = await sql<{ keyword: string; n: number | string }>`
    select min(t.keyword) as keyword, count(*) as n from search_document_tags t
    join search_documents d on d.id = t.document_id
    where d.lang = ${input.lang} and d.kind = 'post' and t.tag_key like ${`%${pattern}%`} escape '\\'
    group by t.tag_key
    order by case when t.tag_key like ${`${pattern}%`} escape '\\' then 0 else 1 end, count(*) desc, t.tag_key
    limit ${input.limit}`.execute(db);
  return rows.map((row) => ({ keyword: row.keyword, count: Number(row.n) }));
}
