import type { Dialect } from '../../db/connection.ts';
import type { DbOrTrx } from '../../lib/context.ts';
import type { EventBus } from '../../lib/events.ts';
import { findPostIndexSources } from '../posts/posts/service.ts';
import type { SearchContext } from './context.ts';
import { documentOfPost } from './document.ts';
import { addView, putDocument, removeDocument } from './index-store.ts';

/**
 * The index follows posts (issue 30): every write, edit, delete and hide is reflected inside
 * the transaction of the change itself (`bus.within`, ADR 0027), so a search never finds a
 * post that is gone or hidden, and a crash cannot leave the two apart. The post is read again
 * as it now stands, whatever the event says: one rule for every change.
 */
export async function reindexPosts(db: DbOrTrx, dialect: Dialect, postIds: number[], now: string): Promise<void> {
  const sources = await findPostIndexSources(db, { ids: postIds });
  const found = new Set(sources.map((source) => source.id));
  for (const source of sources) {
    const document = documentOfPost(source);
    if (document) await putDocument(db, dialect, document, now);
    else await removeDocument(db, dialect, 'post', source.id);
  }
  for (const id of postIds) if (!found.has(id)) await removeDocument(db, dialect, 'post', id);
}

export function registerSearchIndexing(bus: EventBus, context: Pick<SearchContext, 'dialect' | 'clock' | 'log'>) {
  const reindex = (trx: DbOrTrx, postId: number) =>
    reindexPosts(trx, context.dialect, [postId], context.clock.now().toISOString());
  bus.within('post.created', (trx, event) => reindex(trx, event.postId));
  bus.within('post.updated', (trx, event) => reindex(trx, event.postId));
  bus.within('post.deleted', (trx, event) => reindex(trx, event.postId));
  bus.within('content.hidden', async (trx, event) => {
    if (event.target === 'post') await reindex(trx, event.postId);
  });
}

/** A counted view (P18) moves the post in "most viewed"; after the commit, never in its way. */
export function registerViewFollowing(bus: EventBus, context: Pick<SearchContext, 'db' | 'log'>) {
  bus.on('post.viewed', async (event) => {
    try {
      await addView(context.db, 'post', event.postId);
    } catch (error) {
      context.log.warn({ err: error, postId: event.postId }, 'search: a view could not be counted in the index');
    }
  });
}
