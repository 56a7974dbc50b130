import { sql, type RawBuilder } from 'kysely';
import { POST_GROUPING_TYPES } from '../../../common/contracts/reference.ts';
import {
  categoryToken,
  COLUMN_WEIGHTS,
  COLUMNS,
  documentId,
  itemOfDocument,
  kindToken,
  typeToken,
} from './document.ts';
import {
  columnsOf,
  type Engine,
  type MatchRequest,
  plainOrder,
  RANK_WINDOW,
  type SearchScope,
  splitPage,
} from './search-scope.ts';

/**
 * Search on SQLite (ADR 0029): FTS5 over the analyzer's tokens, ranked by its bm25() with the
 * columns' weights. The scope's filters are tokens of the `scope` column, matched with the
 * words: FTS5 filters without reading search_documents. Every token is quoted: none can be
 * read as FTS5 syntax.
 */

const quote = (token: string) => `"${token.replace(/"/g, '""')}"`;

/** The scope as FTS5 terms of the `scope` column. */
function scopeExpression(scope: SearchScope): string {
  const tokens = [kindToken(scope.kind, scope.lang)];
  if (scope.type) tokens.push(typeToken(scope.type));
  if (scope.category) tokens.push(categoryToken(scope.category.id));
  return `{scope} : (${tokens.map(quote).join(' AND ')})`;
}

/** The words' part of the MATCH expression: groups of alternatives of tokens, in their columns. */
export function wordsExpression(request: MatchRequest): string {
  const { plan } = request;
  const lastGroup = plan.groups.length - 1;
  const groups = plan.groups.map((alternatives, groupIndex) =>
    alternatives
      .map((tokens, alternativeIndex) => {
        const prefixAt =
          request.prefixLast && groupIndex === lastGroup && alternativeIndex === 0 ? tokens.length - 1 : -1;
        return `(${tokens.map((token, index) => (index === prefixAt ? `${quote(token)} *` : quote(token))).join(' AND ')})`;
      })
      .join(' OR '),
  );
  const joiner = request.combine === 'all' ? ' AND ' : ' OR ';
  return `${columnSet(request)} : (${groups.map((group) => `(${group})`).join(joiner)})`;
}

/** The whole MATCH: the words first (bm25 numbers their phrases first), then the scope's. */
function matchExpression(request: MatchRequest): string {
  return `(${wordsExpression(request)}) AND (${scopeExpression(request.scope)})`;
}

function columnSet(request: MatchRequest): string {
  return `{${columnsOf(request.scope.field, request.scope.admin).join(' ')}}`;
}

/** Quoted phrases (their tokens together and in order, in the same columns) and the left-out item. */
function extraConditions(request: MatchRequest): RawBuilder<unknown> {
  const conditions: RawBuilder<unknown>[] = [];
  if (request.plan.phrases.length > 0) {
    const phrases = request.plan.phrases.map((tokens) => quote(tokens.join(' '))).join(' AND ');
    conditions.push(
      sql`search_fts.rowid in (select rowid from search_fts where search_fts match ${`${columnSet(request)} : (${phrases})`})`,
    );
  }
  if (request.scope.excludeItemId !== undefined) {
    conditions.push(
      sql`search_fts.rowid <> ${documentId(request.scope.kind, request.scope.excludeItemId, request.scope.lang)}`,
    );
  }
  return conditions.length > 0 ? sql` and ${sql.join(conditions, sql` and `)}` : sql``;
}

/** The columns' weights in their order; the scope weighs nothing, so it never moves a score. */
const WEIGHTS = sql.raw([...COLUMNS.map((column) => COLUMN_WEIGHTS[column].toFixed(1)), '0.0'].join(', '));

function matching(request: MatchRequest) {
  return sql`search_fts where search_fts match ${matchExpression(request)}${extraConditions(request)}`;
}

export const sqliteEngine: Engine = {
  async find(db, request, order, page) {
    if (order === 'recent') {
      const { rows } = await sql<{ doc: number }>`select search_fts.rowid as doc from ${matching(request)}
        order by search_fts.rowid desc limit ${page.limit} offset ${page.offset}`.execute(db);
      return rows.map((row) => itemOfDocument(Number(row.doc)));
    }
    if (order !== 'relevance') {
      const { rows } = await sql<{ id: number }>`select d.item_id as id
        from search_fts join search_documents d on d.id = search_fts.rowid
        where search_fts match ${matchExpression(request)}${extraConditions(request)}
        order by ${plainOrder(order)} limit ${page.limit} offset ${page.offset}`.execute(db);
      return rows.map((row) => Number(row.id));
    }
    const parts = splitPage(page);
    const ids: number[] = [];
    // Document ids name their items (itemOfDocument): no row of search_documents is read.
    if (parts.ranked) {
      const { rows } = await sql<{ doc: number }>`select doc from (
          select search_fts.rowid as doc, bm25(search_fts, ${WEIGHTS}) as score from ${matching(request)}
          order by search_fts.rowid desc limit ${RANK_WINDOW}
        ) order by score, doc desc limit ${parts.ranked.limit} offset ${parts.ranked.offset}`.execute(db);
      ids.push(...rows.map((row) => itemOfDocument(Number(row.doc))));
    }
    if (parts.rest) {
      const { rows } = await sql<{ doc: number }>`select search_fts.rowid as doc from ${matching(request)}
        order by search_fts.rowid desc limit ${parts.rest.limit} offset ${parts.rest.offset}`.execute(db);
      ids.push(...rows.map((row) => itemOfDocument(Number(row.doc))));
    }
    return ids;
  },

  async count(db, request) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${matching(request)}`.execute(db);
    return Number(rows[0]?.n ?? 0);
  },

  async countByType(db, request) {
    const counts = new Map<string, number>();
    for (const type of POST_GROUPING_TYPES) {
      const count = await this.count(db, { ...request, scope: { ...request.scope, type } });
      if (count > 0) counts.set(type, count);
    }
    return counts;
  },
};
