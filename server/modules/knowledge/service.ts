import type { DbOrTrx } from '../../lib/context.ts';
import { findArticle } from './article-repository.ts';
import './events.ts';

/**
 * The knowledge feature's public entry (ADR 0015): what other features and server/app.ts may
 * use. Search indexes articles (findArticleIndexSources, and the events of events.ts); posts
 * check a post's linked guide through the port server/app.ts wires to isPublishedGuide.
 */
export { type ArticleIndexSource, findArticleIndexSources } from './index-source.ts';

/** Whether the id names a published guide (a forum post may link only such a guide, P24). */
export async function isPublishedGuide(db: DbOrTrx, id: number): Promise<boolean> {
  const article = await findArticle(db, id);
  return article !== undefined && article.kind === 'guide' && article.status === 'published';
}

// The demo seed writes articles as the console does: the same sanitizer, heading ids and keyword rules.
export { cleanKeywords, cleanLine, prepareContent } from './content.ts';

/** The console's dashboard (issue 32): readers' "no, this did not help" answers since `since`. */
export async function countUnhelpfulReviews(db: DbOrTrx, since: Date): Promise<number> {
  const row = await db
    .selectFrom('knowledge_reviews')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '>=', since.toISOString())
    .where('helpful', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
