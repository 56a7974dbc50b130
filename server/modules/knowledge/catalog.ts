import type { Locale } from '../../../common/i18n/locales.ts';
import type { DbOrTrx } from '../../lib/context.ts';
import { type ArticleKind, type ArticleRow, loadTexts, type TextRow } from './article-repository.ts';
import { type CategoryRow, type KnowledgeArea, listCategories } from './repository.ts';

/**
 * An area as its readers walk it: its categories (a handful; read whole), the order of its
 * articles (by first-depth category, second-depth category, then the article's own order),
 * and which text of an article a reader gets (issue 31: their language, else ko, en, ja).
 */
export const KIND_OF_AREA: Readonly<Record<KnowledgeArea, ArticleKind>> = { documentation: 'guide', solomon: 'faq' };
export const AREA_OF_KIND: Readonly<Record<ArticleKind, KnowledgeArea>> = { guide: 'documentation', faq: 'solomon' };

const FALLBACK_ORDER: readonly Locale[] = ['ko', 'en', 'ja'];

/** The text shown in `lang`: its own, else the first of ko, en, ja that exists (fallback). */
export function pickText<T extends { lang: Locale }>(
  texts: readonly T[] | undefined,
  lang: Locale,
): { text: T; fallback: boolean } | undefined {
  if (!texts || texts.length === 0) return undefined;
  const own = texts.find((text) => text.lang === lang);
  if (own) return { text: own, fallback: false };
  for (const candidate of FALLBACK_ORDER) {
    const text = texts.find((item) => item.lang === candidate);
    if (text) return { text, fallback: true };
  }
  return { text: texts[0]!, fallback: true };
}

export interface AreaTree {
  area: KnowledgeArea;
  categories: CategoryRow[];
  byId: Map<number, CategoryRow>;
  /** First-depth categories in order. */
  roots: CategoryRow[];
  childrenOf(id: number): CategoryRow[];
}

export async function loadAreaTree(db: DbOrTrx, area: KnowledgeArea): Promise<AreaTree> {
  const categories = await listCategories(db, area);
  const byId = new Map(categories.map((category) => [category.id, category]));
  const ordered = (rows: CategoryRow[]) => rows.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  return {
    area,
    categories,
    byId,
    roots: ordered(categories.filter((category) => category.depth === 1)),
    childrenOf: (id) => ordered(categories.filter((category) => category.parentId === id)),
  };
}

/** The position of a second-depth category in its area: parent's order, then its own. */
function categoryRank(tree: AreaTree, categoryId: number): [number, number, number, number] {
  const category = tree.byId.get(categoryId);
  const parent = category?.parentId ? tree.byId.get(category.parentId) : undefined;
  return [parent?.sortOrder ?? 0, parent?.id ?? 0, category?.sortOrder ?? 0, category?.id ?? 0];
}

/** Articles in the area's order: by category order, then sort_order, then id. */
export function inAreaOrder(tree: AreaTree, articles: ArticleRow[]): ArticleRow[] {
  const ranks = new Map(articles.map((article) => [article.id, categoryRank(tree, article.categoryId)]));
  return [...articles].sort((a, b) => {
    const ra = ranks.get(a.id)!;
    const rb = ranks.get(b.id)!;
    for (let index = 0; index < ra.length; index += 1) {
      if (ra[index] !== rb[index]) return ra[index]! - rb[index]!;
    }
    return a.sortOrder - b.sortOrder || a.id - b.id;
  });
}

/** An article with the text a reader sees, and where it stands. */
export interface ShownArticle {
  article: ArticleRow;
  text: TextRow;
  fallback: boolean;
  category: CategoryRow;
  parent: CategoryRow;
}

/** What lists show of articles: each with its text in `lang` (or fallback) and its categories. */
export async function showArticles(
  db: DbOrTrx,
  trees: ReadonlyArray<AreaTree>,
  articles: ArticleRow[],
  lang: Locale,
): Promise<ShownArticle[]> {
  const texts = await loadTexts(
    db,
    articles.map((article) => article.id),
  );
  const categories = new Map<number, CategoryRow>();
  for (const tree of trees) for (const category of tree.categories) categories.set(category.id, category);
  const shown: ShownArticle[] = [];
  for (const article of articles) {
    const picked = pickText(texts.get(article.id), lang);
    const category = categories.get(article.categoryId);
    const parent = category?.parentId ? categories.get(category.parentId) : undefined;
    if (!picked || !category || !parent) continue;
    shown.push({ article, text: picked.text, fallback: picked.fallback, category, parent });
  }
  return shown;
}
