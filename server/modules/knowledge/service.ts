// TEMPORARY STUB (lead, not to be committed): replaced by the kserver helper's module.
import type { DbOrTrx } from '../../lib/context.ts';
export interface ArticleIndexSource {
  id: number;
  kind: 'guide' | 'faq';
  published: boolean;
  categoryId: number;
  parentCategoryId: number;
  categoryNames: { ko: string; en: string; ja: string };
  parentCategoryNames: { ko: string; en: string; ja: string };
  helpfulYes: number;
  viewCount: number;
  createdAt: string;
  updatedAt: string;
  texts: Array<{ lang: 'ko' | 'en' | 'ja'; title: string; plainText: string; keywords: string[] }>;
}
export function findArticleIndexSources(
  _db: DbOrTrx,
  _query: { ids: number[] } | { afterId: number; limit: number },
): Promise<ArticleIndexSource[]> {
  return Promise.resolve([]);
}
declare module '../../lib/events.ts' {
  interface DomainEvents {
    'knowledge.article.saved': { articleId: number; at: string };
    'knowledge.article.deleted': { articleId: number; at: string };
  }
}
