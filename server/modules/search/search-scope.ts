import { sql, type RawBuilder } from 'kysely';
import type { SearchField, SearchSort } from '../../../common/search/limits.ts';
import type { DbOrTrx } from '../../lib/context.ts';
import { COLUMNS, type Column, type DocumentKind, storedKind } from './document.ts';
import type { TextPlan } from './query-plan.ts';

/**
 * What the two databases' searches share (ADR 0029): the scope of a search, its request, the
 * interface each engine implements, and the conditions and orders written once for both.
 * Same plan, same scope: the same documents found and, by relevance, the same order — FTS5's bm25() on SQLite and
 * the same formula computed from the same counts on PostgreSQL.
 */
export interface SearchScope {
  kind: DocumentKind;
  lang: string;
  /** A grouping (the page's tab), or every grouping. */
  type?: string | undefined;
  /** A category and its level: its posts and those of the categories under it. */
  category?: { id: number; depth: number } | undefined;
  field: SearchField;
  /** Administrators also search P14's admin-only content. */
  admin: boolean;
  /** An item left out (the post being edited, for similar posts). */
  excludeItemId?: number | undefined;
}

/**
 * Relevance ranks the newest this many matches of a search (by document, that is item, order);
 * further pages go on with the older ones, newest first. A word in a quarter of 100,000 posts
 * is then ranked in milliseconds, and a rarer one (the searches relevance matters to) is
 * ranked whole. The same window on both databases keeps their answers the same.
 */
export const RANK_WINDOW = 1000;

/** The part of a page inside the ranked window and the part after it. */
export function splitPage(page: { limit: number; offset: number }) {
  const end = page.offset + page.limit;
  return {
    ranked: page.offset < RANK_WINDOW ? { limit: Math.min(end, RANK_WINDOW) - page.offset, offset: page.offset } : null,
    rest:
      end > RANK_WINDOW
        ? { limit: end - Math.max(page.offset, RANK_WINDOW), offset: Math.max(page.offset, RANK_WINDOW) }
        : null,
  };
}

/** How the groups of a plan combine: all must match (a search), or any (similar posts). */
export type Combine = 'all' | 'any';

export interface MatchRequest {
  plan: TextPlan;
  scope: SearchScope;
  combine: Combine;
  /** The last token is a beginning (autocomplete): "dashb" finds "dashboard". */
  prefixLast?: boolean;
}

export interface Engine {
  find(
    db: DbOrTrx,
    request: MatchRequest,
    order: SearchOrder,
    page: { limit: number; offset: number },
  ): Promise<number[]>;
  count(db: DbOrTrx, request: MatchRequest): Promise<number>;
  countByType(db: DbOrTrx, request: MatchRequest): Promise<Map<string, number>>;
}

/** The columns a search looks in (SPEC §2.2's filter), admin-only content for administrators. */
export function columnsOf(field: SearchField, admin: boolean): Column[] {
  switch (field) {
    case 'title':
      return ['title'];
    case 'tag':
      return ['tags'];
    case 'content':
      return admin ? ['body', 'admin'] : ['body'];
    default:
      return admin ? [...COLUMNS] : ['title', 'tags', 'body'];
  }
}

/** The scope's conditions on `search_documents d`, the same on both databases. */
export function scopeConditions(scope: SearchScope): RawBuilder<unknown> {
  const conditions: RawBuilder<unknown>[] = [
    sql`d.kind = ${storedKind(scope.kind, scope.lang)}`,
    sql`d.lang = ${scope.lang}`,
  ];
  if (scope.type) conditions.push(sql`d.grouping_type = ${scope.type}`);
  if (scope.category) {
    const column = sql.ref(`d.category${scope.category.depth}_id`);
    conditions.push(sql`${column} = ${scope.category.id}`);
  }
  if (scope.excludeItemId !== undefined) conditions.push(sql`d.item_id <> ${scope.excludeItemId}`);
  return sql.join(conditions, sql` and `);
}

/** The non-relevance orders, the same on both databases; the newest first among equals. */
/**
 * The orders of a search: the page's sorts, and `recent` for autocomplete, the newest items by
 * their ids (no ranking, no row read: the first few matches the index walks to).
 */
export type SearchOrder = SearchSort | 'recent';

export function plainOrder(order: SearchSort): RawBuilder<unknown> {
  return order === 'views' ? sql`d.view_count desc, d.item_id desc` : sql`d.created_at desc, d.item_id desc`;
}
