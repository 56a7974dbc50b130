import { sql, type RawBuilder } from 'kysely';
import { COLUMN_WEIGHTS, COLUMNS } from './document.ts';
import { columnsOf, type Engine, type MatchRequest, plainOrder, scopeConditions } from './search-scope.ts';

/**
 * Search on SQLite (ADR 0029): FTS5 over the analyzer's tokens, ranked by its bm25() with the
 * columns' weights. Every token is quoted: none can be read as FTS5 syntax.
 */

const quote = (token: string) => `"${token.replace(/"/g, '""')}"`;

/** The MATCH expression of a request: groups of alternatives of tokens, inside its columns. */
export function matchExpression(request: MatchRequest): string {
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

function columnSet(request: MatchRequest): string {
  return `{${columnsOf(request.scope.field, request.scope.admin).join(' ')}}`;
}

/** Quoted phrases: their tokens together and in order, in the same columns. */
function phraseCondition(request: MatchRequest): RawBuilder<unknown> {
  if (request.plan.phrases.length === 0) return sql`1 = 1`;
  const phrases = request.plan.phrases.map((tokens) => quote(tokens.join(' '))).join(' AND ');
  return sql`search_fts.rowid in (select rowid from search_fts where search_fts match ${`${columnSet(request)} : (${phrases})`})`;
}

const WEIGHTS = sql.raw(COLUMNS.map((column) => COLUMN_WEIGHTS[column].toFixed(1)).join(', '));

function matched(request: MatchRequest) {
  return sql`search_fts join search_documents d on d.id = search_fts.rowid
    where search_fts match ${matchExpression(request)} and ${scopeConditions(request.scope)} and ${phraseCondition(request)}`;
}

export const sqliteEngine: Engine = {
  async find(db, request, order, page) {
    const orderBy = order === 'relevance' ? sql`bm25(search_fts, ${WEIGHTS}), d.item_id desc` : plainOrder(order);
    const { rows } = await sql<{ id: number }>`select d.item_id as id from ${matched(request)}
      order by ${orderBy} limit ${page.limit} offset ${page.offset}`.execute(db);
    return rows.map((row) => Number(row.id));
  },

  async count(db, request) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${matched(request)}`.execute(db);
    return Number(rows[0]?.n ?? 0);
  },

  async countByType(db, request) {
    const { rows } = await sql<{ type: string; n: number }>`select d.grouping_type as type, count(*) as n
      from ${matched(request)} group by d.grouping_type`.execute(db);
    return new Map(rows.map((row) => [row.type, Number(row.n)]));
  },
};
