import type { Dialect } from '../../db/connection.ts';
import type { Db } from '../../lib/context.ts';
import { findPostIndexSources } from '../posts/posts/service.ts';
import { reindexPosts } from './indexer.ts';

/** Posts read and written per transaction while the index is rebuilt. */
const BATCH = 500;

/**
 * Puts every post in the index as it stands (ADR 0029): at the start after the search
 * migration (the posts written before it) or the demo seed, and by `npm run search:rebuild`.
 * Batches of 500 in transactions of their own; running it again changes nothing.
 */
export async function rebuildSearchIndex(db: Db, dialect: Dialect, now: Date): Promise<{ posts: number }> {
  let afterId = 0;
  let posts = 0;
  for (;;) {
    const page = await findPostIndexSources(db, { afterId, limit: BATCH });
    if (page.length === 0) return { posts };
    const ids = page.map((post) => post.id);
    await db.transaction().execute((trx) => reindexPosts(trx, dialect, ids, now.toISOString()));
    posts += page.filter((post) => post.searchable).length;
    afterId = ids.at(-1)!;
  }
}
