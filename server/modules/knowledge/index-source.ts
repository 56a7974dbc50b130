import type { DbOrTrx } from '../../lib/context.ts';
import * as articles from './article-repository.ts';
import { findCategories } from './repository.ts';

/** What search's index keeps of an article (issue 31): every language's text and where it stands. */
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

/** Articles by id (missing ids are absent), or a page of all of them in id order after `afterId`. */
export async function findArticleIndexSources(
  db: DbOrTrx,
  query: { ids: number[] } | { afterId: number; limit: number },
): Promise<ArticleIndexSource[]> {
  const ids = 'ids' in query ? query.ids : await articles.listArticleIdsAfter(db, query.afterId, query.limit);
  const rows = (await articles.findArticles(db, ids)).sort((a, b) => a.id - b.id);
  if (rows.length === 0) return [];
  const [texts, categories] = await Promise.all([
    articles.loadTexts(
      db,
      rows.map((row) => row.id),
      { full: true },
    ),
    findCategories(
      db,
      rows.map((row) => row.categoryId),
    ),
  ]);
  const parents = await findCategories(
    db,
    categories.flatMap((category) => (category.parentId === null ? [] : [category.parentId])),
  );
  const byId = new Map([...categories, ...parents].map((category) => [category.id, category]));
  return rows.flatMap((row) => {
    const category = byId.get(row.categoryId);
    const parent = category?.parentId ? byId.get(category.parentId) : undefined;
    if (!category || !parent) return [];
    return [
      {
        id: row.id,
        kind: row.kind,
        published: row.status === 'published',
        categoryId: category.id,
        parentCategoryId: parent.id,
        categoryNames: { ...category.names },
        parentCategoryNames: { ...parent.names },
        helpfulYes: row.helpfulYes,
        viewCount: row.viewCount,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
        texts: (texts.get(row.id) ?? []).map((text) => ({
          lang: text.lang,
          title: text.title,
          plainText: text.plainText,
          keywords: text.keywords,
        })),
      },
    ];
  });
}
