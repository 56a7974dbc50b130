import type { Dialect } from '../../db/connection.ts';
import type { Db } from '../../lib/context.ts';
import { findArticleIndexSources } from '../knowledge/service.ts';
import { findPostIndexSources } from '../posts/posts/service.ts';
import { reindexArticles, reindexPosts } from './indexer.ts';

/** Posts read and written per transaction while the index is rebuilt. */
const BATCH = 500;

/**
 * Puts every post and knowledge article in the index as it stands (ADR 0029): at the start after the search
 * migration (the posts written before it) or the demo seed, and by `npm run search:rebuild`.
 * Batches of 500 in transactions of their own; running it again changes nothing.
 */
export async function rebuildSearchIndex(
  db: Db,
  dialect: Dialect,
  now: Date,
): Promise<{ posts: number; articles: number }> {
  let afterId = 0;
  let posts = 0;
  for (;;) {
    const page = await findPostIndexSources(db, { afterId, limit: BATCH });
    if (page.length === 0) break;
    const ids = page.map((post) => post.id);
    await db.transaction().execute((trx) => reindexPosts(trx, dialect, ids, now.toISOString()));
    posts += page.filter((post) => post.searchable).length;
    afterId = ids.at(-1)!;
  }
  return { posts, articles: await rebuildArticles(db, dialect, now) };
}

/** The knowledge areas' articles (issue 31), the same way. */
async function rebuildArticles(db: Db, dialect: Dialect, now: Date): Promise<number> {
  let afterId = 0;
  let articles = 0;
  for (;;) {
    const page = await findArticleIndexSources(db, { afterId, limit: BATCH });
    if (page.length === 0) return articles;
    const ids = page.map((article) => article.id);
    await db.transaction().execute((trx) => reindexArticles(trx, dialect, ids, now.toISOString()));
    articles += page.filter((article) => article.published).length;
    afterId = ids.at(-1)!;
  }
}
