import { sql } from 'kysely';
import { toIso } from '../../db/normalize.ts';
import type { DbOrTrx } from '../../lib/context.ts';
import type { SearchContext } from './context.ts';

/**
 * Search analytics (issue 30 point 7, P33): each search's folded text, its language and how
 * many results it found; no member, no address. Popular terms read it, and the knowledge
 * base's content-gap report reads the searches that found nothing.
 */
export type SearchScopeName = 'site' | 'documentation' | 'solomon';

/** The text as it is counted: folded, spaces collapsed, cut to the column. */
export function countedText(text: string): string {
  return [...text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()].slice(0, 200).join('');
}

/**
 * Records a search. A search is answered even when this fails (a locked SQLite file, an
 * outage starting): the failure is logged, never the reader's problem.
 */
export async function recordSearch(
  context: Pick<SearchContext, 'db' | 'clock' | 'log'>,
  entry: { scope: SearchScopeName; lang: string; text: string; resultCount: number },
): Promise<void> {
  const text = countedText(entry.text);
  if (text === '') return;
  try {
    await context.db
      .insertInto('search_queries')
      .values({
        scope: entry.scope,
        lang: entry.lang,
        text,
        result_count: entry.resultCount,
        created_at: context.clock.now().toISOString(),
      })
      .execute();
  } catch (error) {
    context.log.warn({ err: error }, 'search analytics: a search could not be recorded');
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** What people of a language searched most in the last days and found something for. */
export async function popularTerms(
  db: DbOrTrx,
  input: { scope: SearchScopeName; lang: string; since: Date; limit: number },
): Promise<Array<{ term: string; count: number }>> {
  const rows = await db
    .selectFrom('search_queries')
    .select(['text', sql<number>`count(*)`.as('n')])
    .where('scope', '=', input.scope)
    .where('lang', '=', input.lang)
    .where('created_at', '>=', input.since.toISOString())
    .where('result_count', '>', 0)
    .groupBy('text')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('text')
    .limit(input.limit)
    .execute();
  return rows.map((row) => ({ term: row.text, count: Number(row.n) }));
}

/** The searches that found nothing, most asked first: the knowledge base's content gaps. */
export async function unansweredSearches(
  db: DbOrTrx,
  input: { scopes: SearchScopeName[]; lang?: string; since: Date; limit: number },
): Promise<Array<{ term: string; lang: string; scope: SearchScopeName; count: number; lastAt: string }>> {
  let query = db
    .selectFrom('search_queries')
    .select(['text', 'lang', 'scope', sql<number>`count(*)`.as('n'), sql<string>`max(created_at)`.as('last_at')])
    .where('scope', 'in', input.scopes)
    .where('created_at', '>=', input.since.toISOString())
    .where('result_count', '=', 0);
  if (input.lang) query = query.where('lang', '=', input.lang);
  const rows = await query
    .groupBy(['text', 'lang', 'scope'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('text')
    .limit(input.limit)
    .execute();
  return rows.map((row) => ({
    term: row.text,
    lang: row.lang,
    scope: row.scope as SearchScopeName,
    count: Number(row.n),
    lastAt: toIso(row.last_at as Date | string),
  }));
}

export const TERM_WINDOW_MS = 7 * DAY_MS;

/** The console's dashboard (issue 32): searches since `since` that found nothing, in every scope. */
export async function countUnansweredSearches(db: DbOrTrx, since: Date): Promise<number> {
  const row = await db
    .selectFrom('search_queries')
    .select(sql<number>`count(*)`.as('n'))
    .where('created_at', '>=', since.toISOString())
    .where('result_count', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
