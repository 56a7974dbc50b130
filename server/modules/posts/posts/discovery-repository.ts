import type { ExpressionBuilder } from 'kysely';
import type { PostGroupingType } from '../../../../common/contracts/reference.ts';
import type { Locale } from '../../../../common/i18n/locales.ts';
import type { Database } from '../../../db/database.ts';
import { toIso } from '../../../db/normalize.ts';
import type { DbOrTrx } from '../../../lib/context.ts';
import { countOf } from './card-repository.ts';

/**
 * What sitemaps read of the posts (issue 30 item 8): only what anyone may read, that is public
 * and visible posts (never private, report-hidden or deleted ones, P14, P16), and of those only
 * ids and dates, never a text, so that a file of 50,000 addresses stays a light read.
 */
type Db = DbOrTrx;

const openToEveryone = (lang: Locale) => (eb: ExpressionBuilder<Database, 'posts'>) =>
  eb.and([eb('posts.lang', '=', lang), eb('posts.status', '=', 'visible'), eb('posts.visibility', '=', 'public')]);

export interface PostStamp {
  id: number;
  updatedAt: string;
}

/** How many open posts a language has, and when the newest change among them was made. */
export async function countOpenPosts(db: Db, lang: Locale): Promise<{ count: number; lastModified: string | null }> {
  const row = await db
    .selectFrom('posts')
    .where(openToEveryone(lang))
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('posts.updated_at').as('last')])
    .executeTakeFirst();
  return { count: countOf(row), lastModified: row?.last ? toIso(row.last as Date | string) : null };
}

/**
 * A slice of a language's open posts, oldest first: a new post joins the last slice, so the
 * earlier sitemap files keep their addresses from one crawl to the next.
 */
export async function listOpenPostStamps(
  db: Db,
  query: { lang: Locale; limit: number; offset: number },
): Promise<PostStamp[]> {
  if (query.limit <= 0) return [];
  const rows = await db
    .selectFrom('posts')
    .where(openToEveryone(query.lang))
    .select(['posts.id', 'posts.updated_at'])
    .orderBy('posts.id')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return rows.map((row) => ({ id: row.id, updatedAt: toIso(row.updated_at) }));
}

/** The newest change among each grouping's open posts of a language: when its list last changed. */
export async function lastModifiedByGrouping(db: Db, lang: Locale): Promise<Map<PostGroupingType, string>> {
  const rows = await db
    .selectFrom('posts')
    .where(openToEveryone(lang))
    .select((eb) => ['posts.grouping_type', eb.fn.max('posts.updated_at').as('last')])
    .groupBy('posts.grouping_type')
    .execute();
  const dates = new Map<PostGroupingType, string>();
  for (const row of rows) {
    if (row.last) dates.set(row.grouping_type as PostGroupingType, toIso(row.last as Date | string));
  }
  return dates;
}
