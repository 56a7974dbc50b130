import type { Dialect } from '../../db/connection.ts';
import type { DbOrTrx } from '../../lib/context.ts';
import type { EventBus } from '../../lib/events.ts';
import { findArticleIndexSources } from '../knowledge/service.ts';
import { findPostIndexSources } from '../posts/posts/service.ts';
import type { SearchContext } from './context.ts';
import { documentOfPost, KNOWLEDGE_KINDS, KNOWLEDGE_LANGUAGES } from './document.ts';
import { addView, putDocument, removeDocument } from './index-store.ts';
import { documentsOfArticle } from './knowledge-document.ts';

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
    else await removeDocument(db, dialect, 'post', source.id, source.lang);
  }
  for (const id of postIds) if (!found.has(id)) await removeDocument(db, dialect, 'post', id, '');
}

/**
 * The index follows the knowledge areas the same way (issue 31): an article's every language
 * is put again as it stands, and the languages it no longer has (or all, for a draft or a
 * deleted article) are taken out.
 */
export async function reindexArticles(db: DbOrTrx, dialect: Dialect, articleIds: number[], now: string): Promise<void> {
  const sources = new Map(
    (await findArticleIndexSources(db, { ids: articleIds })).map((source) => [source.id, source]),
  );
  for (const id of articleIds) {
    const source = sources.get(id);
    const documents = source ? documentsOfArticle(source) : [];
    for (const document of documents) await putDocument(db, dialect, document, now);
    const kept = new Set(documents.map((document) => document.lang));
    for (const kind of KNOWLEDGE_KINDS) {
      for (const lang of KNOWLEDGE_LANGUAGES) {
        if (kind !== source?.kind || !kept.has(lang)) await removeDocument(db, dialect, kind, id, lang);
      }
    }
  }
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
  bus.within('content.restored', async (trx, event) => {
    if (event.target === 'post') await reindex(trx, event.postId);
  });
  const reindexArticle = (trx: DbOrTrx, articleId: number) =>
    reindexArticles(trx, context.dialect, [articleId], context.clock.now().toISOString());
  bus.within('knowledge.article.saved', (trx, event) => reindexArticle(trx, event.articleId));
  bus.within('knowledge.article.deleted', (trx, event) => reindexArticle(trx, event.articleId));
}

/** A counted view (P18) moves the post in "most viewed"; after the commit, never in its way. */
export function registerViewFollowing(bus: EventBus, context: Pick<SearchContext, 'db' | 'log'>) {
  bus.on('post.viewed', async (event) => {
    try {
      await addView(context.db, event.postId);
    } catch (error) {
      context.log.warn({ err: error, postId: event.postId }, 'search: a view could not be counted in the index');
    }
  });
}
