import { sql, type RawBuilder } from 'kysely';
import type { DbOrTrx } from '../../lib/context.ts';
import { categoryToken, COLUMN_WEIGHTS, COLUMNS, type Column, kindToken, typeToken } from './document.ts';
import {
  columnsOf,
  type Engine,
  type MatchRequest,
  plainOrder,
  RANK_WINDOW,
  type SearchOrder,
  type SearchScope,
  splitPage,
} from './search-scope.ts';
import { lexemeLiteral } from './index-store.ts';
import { rankedTokens } from './query-plan.ts';

/**
 * Search on PostgreSQL (ADR 0029): the analyzer's tokens as tsvectors (GIN) find the documents;
 * relevance is FTS5's bm25() computed from the same figures — each token's count per column
 * (`counts`), the document's length, the index's documents and tokens (`search_totals`), how
 * many documents hold each token — with the same operations in the same order, in float8 as
 * SQLite's doubles, so that both databases rank a corpus alike.
 */

const WEIGHT_LETTER: Record<Column, string> = { title: 'A', tags: 'B', body: 'C', admin: 'D' };

interface Target {
  columns: Column[];
  /** Weight letters a tsquery term is restricted to; '' when the vector holds only those columns. */
  letters: string;
  /** The admin vector (all four columns) is asked where it exists. */
  admin: boolean;
}

function targetOf(request: MatchRequest): Target {
  const columns = columnsOf(request.scope.field, request.scope.admin);
  const whole = columns.length === 3 || columns.length === 4;
  return {
    columns,
    letters: whole ? '' : columns.map((column) => WEIGHT_LETTER[column]).join(''),
    admin: columns.includes('admin'),
  };
}

function term(token: string, target: Target, prefix = false): string {
  const suffix = `${prefix ? '*' : ''}${target.letters}`;
  return suffix ? `${lexemeLiteral(token)}:${suffix}` : lexemeLiteral(token);
}

/** The tsquery text of a request's groups (never parsed by PostgreSQL's text parser). */
export function tsqueryText(request: MatchRequest, target: Target): string {
  const { plan } = request;
  const lastGroup = plan.groups.length - 1;
  const groups = plan.groups.map((alternatives, groupIndex) =>
    alternatives
      .map((tokens, alternativeIndex) => {
        const prefixAt =
          request.prefixLast && groupIndex === lastGroup && alternativeIndex === 0 ? tokens.length - 1 : -1;
        return `(${tokens.map((token, index) => term(token, target, index === prefixAt)).join(' & ')})`;
      })
      .join(' | '),
  );
  return groups.map((group) => `(${group})`).join(request.combine === 'all' ? ' & ' : ' | ');
}

/** Whether the document's vector matches the tsquery: the admin vector where there is one. */
function matches(target: Target, query: string): RawBuilder<boolean> {
  const q = sql`${query}::tsquery`;
  if (!target.admin) return sql<boolean>`d.tsv @@ ${q}`;
  return sql<boolean>`((d.tsv_admin is null and d.tsv @@ ${q}) or d.tsv_admin @@ ${q})`;
}

function phraseCondition(request: MatchRequest, target: Target): RawBuilder<unknown> {
  if (request.plan.phrases.length === 0) return sql`true`;
  const phrases = request.plan.phrases
    .map((tokens) => `(${tokens.map((token) => term(token, target)).join(' <-> ')})`)
    .join(' & ');
  return matches(target, phrases);
}

/** The scope as lexemes of the vectors (document.ts scopeTokens), unweighted. */
function scopeQuery(scope: SearchScope): string {
  const tokens = [kindToken(scope.kind, scope.lang)];
  if (scope.type) tokens.push(typeToken(scope.type));
  if (scope.category) tokens.push(categoryToken(scope.category.id));
  return tokens.map(lexemeLiteral).join(' & ');
}

/**
 * The words and the scope in one tsquery, answered by the GIN index alone: given a language
 * column to filter on, the planner reads every row of the language and tests its vector.
 */
function where(request: MatchRequest, target: Target) {
  const excluded =
    request.scope.excludeItemId === undefined ? sql`` : sql` and d.item_id <> ${request.scope.excludeItemId}`;
  const query = `(${tsqueryText(request, target)}) & ${scopeQuery(request.scope)}`;
  return sql`${matches(target, query)} and ${phraseCondition(request, target)}${excluded}`;
}

/**
 * FTS5's idf of each distinct token: log((N − n + 0.5) / (n + 0.5)), 1e-6 when not above 0,
 * where n counts the documents holding the token in the searched columns, in the whole index
 * (every language, as FTS5 counts its rows). Computed by PostgreSQL's ln(), C's log().
 *
 * Counting a common token's documents costs milliseconds each; a query with synonyms asks ten.
 * The answers are kept per database, index version (search_totals.version, one more at every
 * write) and columns: exact until the next write, when the version moves on.
 */
const IDF_CACHE_LIMIT = 20_000;
const idfCache = new Map<string, number>();

async function idfs(db: DbOrTrx, tokens: string[], target: Target): Promise<Map<string, number>> {
  const distinct = [...new Set(tokens)];
  const { rows: stamps } = await sql<{ version: string; database: string }>`select version::text as version,
    current_database() as database from search_totals where id = 1`.execute(db);
  const stamp = `${stamps[0]?.database}:${stamps[0]?.version}:${target.columns.join(',')}:`;
  const missing = distinct.filter((token) => !idfCache.has(stamp + token));
  if (missing.length > 0) {
    const totals = sql`(select documents from search_totals where id = 1)`;
    // One count per token, each answered by the GIN index (no row's vector is read back).
    const hits = missing.map((token, index) => {
      const n = sql`(select count(*) from search_documents d where ${matches(target, term(token, target))})`;
      const ratio = sql`((${totals} - ${n})::float8 + 0.5::float8) / (${n}::float8 + 0.5::float8)`;
      return sql`case when ln(${ratio}) <= 0 then 1e-6::float8 else ln(${ratio}) end as ${sql.ref(`i${index}`)}`;
    });
    const { rows } = await sql<Record<string, number>>`select ${sql.join(hits)}`.execute(db);
    if (idfCache.size + missing.length > IDF_CACHE_LIMIT) idfCache.clear();
    missing.forEach((token, index) => idfCache.set(stamp + token, Number(rows[0]?.[`i${index}`])));
  }
  return new Map(distinct.map((token) => [token, idfCache.get(stamp + token)!]));
}

/**
 * The score of each document, as fts5Bm25Function computes it: for each token of the query in
 * order, idf × (f × (k1 + 1)) / (f + k1 × (1 − b + b × D / avgdl)), f the token's weighted
 * count in the searched columns, D the document's tokens in all columns; summed from 0. As in
 * FTS5, a token counts only where its alternative matched as a whole: an AND that failed in a
 * row reports no instances there, whatever its other tokens held.
 *
 * Each matching row's `counts` is read once (`|| '{}'` makes one detoasted copy; each `->` on
 * the stored value would decompress it again), each distinct token's f once (`k.f0` …), then
 * the score from those.
 */
async function rankedQuery(
  db: DbOrTrx,
  request: MatchRequest,
  target: Target,
  page: { limit: number; offset: number },
): Promise<RawBuilder<{ id: number }>> {
  const tokens = rankedTokens(request.plan);
  const distinct = [...new Set(tokens)];
  const column = (token: string) => sql.ref(`k.f${distinct.indexOf(token)}`);
  const idf = await idfs(db, tokens, target);
  const weighted = distinct.map(
    (token, index) =>
      sql`(${sql.join(
        target.columns.map((name) => {
          const position = COLUMNS.indexOf(name);
          return sql`${sql.raw(COLUMN_WEIGHTS[name].toFixed(1))}::float8 * coalesce((m.c -> ${token} ->> ${sql.raw(String(position))})::float8, 0::float8)`;
        }),
        sql` + `,
      )}) as ${sql.ref(`f${index}`)}`,
  );
  const avgdl = sql`((select tokens from search_totals where id = 1)::float8 / (select documents from search_totals where id = 1)::float8)`;
  const lengthNorm = sql`(1.2::float8 * ((1::float8 - 0.75::float8) + 0.75::float8 * k.token_count::float8 / ${avgdl}))`;
  const parts = request.plan.groups.flatMap((alternatives) =>
    alternatives.flatMap((alternative) => {
      const whole = sql.join(
        alternative.map((token) => sql`${column(token)} > 0`),
        sql` and `,
      );
      return alternative.map((token) => {
        const f = sql`(case when ${whole} then ${column(token)} else 0::float8 end)`;
        return sql`${idf.get(token)!}::float8 * ((${f} * (1.2::float8 + 1.0::float8)) / (${f} + ${lengthNorm}))`;
      });
    }),
  );
  return sql<{ id: number }>`select k.item_id as id from (
      select m.id, m.item_id, m.token_count, ${sql.join(weighted)} from (
        select d.id, d.item_id, d.token_count, d.counts || '{}'::jsonb as c from search_documents d
        where d.id = any(array(select d.id from search_documents d where ${where(request, target)}
          order by d.id + 0 desc limit ${RANK_WINDOW}))
        offset 0
      ) m offset 0
    ) k
    order by (0::float8 + ${sql.join(parts, sql` + `)}) desc, k.id desc
    limit ${page.limit} offset ${page.offset}`;
}

/*
 * "order by d.id + 0": ordered by the primary key, with a LIMIT, the planner walks the key
 * backwards testing each row's vector (tens of milliseconds of reading vectors back); an
 * expression leaves it the GIN index's matches and a top-N sort of their ids.
 */

/**
 * Runs a search's statements with sequential scans off: the planner counts a tsvector's match
 * as cheap, and reads every row's vector back (out of line, compressed) rather than ask the GIN
 * index when a word is in one post of seven: 300 ms instead of 30 on 30,000 posts.
 */
async function withIndexScans<T>(db: DbOrTrx, work: (db: DbOrTrx) => Promise<T>): Promise<T> {
  const run = async (trx: DbOrTrx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    return work(trx);
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

export const postgresEngine: Engine = {
  find: (db, request, order, page) => withIndexScans(db, (trx) => find(trx, request, order, page)),
  count: (db, request) => withIndexScans(db, (trx) => count(trx, request)),
  countByType: (db, request) => withIndexScans(db, (trx) => countByType(trx, request)),
};

async function find(
  db: DbOrTrx,
  request: MatchRequest,
  order: SearchOrder,
  page: { limit: number; offset: number },
): Promise<number[]> {
  {
    const target = targetOf(request);
    if (order === 'recent') {
      const { rows } = await sql<{ id: number }>`select d.item_id as id from search_documents d
        where ${where(request, target)} order by d.id + 0 desc limit ${page.limit} offset ${page.offset}`.execute(db);
      return rows.map((row) => Number(row.id));
    }
    if (order !== 'relevance') {
      const { rows } = await sql<{ id: number }>`select d.item_id as id from search_documents d
        where ${where(request, target)} order by ${plainOrder(order)} limit ${page.limit} offset ${page.offset}`.execute(
        db,
      );
      return rows.map((row) => Number(row.id));
    }
    // The newest RANK_WINDOW matches ranked (search-scope.ts), then the older ones, newest first.
    const parts = splitPage(page);
    const ids: number[] = [];
    if (parts.ranked) {
      const { rows } = await (await rankedQuery(db, request, target, parts.ranked)).execute(db);
      ids.push(...rows.map((row) => Number(row.id)));
    }
    if (parts.rest) {
      const { rows } = await sql<{ id: number }>`select d.item_id as id from search_documents d
        where ${where(request, target)} order by d.id + 0 desc limit ${parts.rest.limit} offset ${parts.rest.offset}`.execute(
        db,
      );
      ids.push(...rows.map((row) => Number(row.id)));
    }
    return ids;
  }
}

async function count(db: DbOrTrx, request: MatchRequest): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from search_documents d
    where ${where(request, targetOf(request))}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

async function countByType(db: DbOrTrx, request: MatchRequest): Promise<Map<string, number>> {
  const { rows } = await sql<{ type: string; n: string }>`select d.grouping_type as type, count(*) as n
    from search_documents d where ${where(request, targetOf(request))} group by d.grouping_type`.execute(db);
  return new Map(rows.map((row) => [row.type, Number(row.n)]));
}
