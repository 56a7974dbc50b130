import type { ArticleCard, KnowledgeArea, KnowledgeCategory } from '../../../common/contracts/knowledge.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import { parseId } from '../../lib/parse-id.ts';
import { apiOf, areaContracts, type Context, notFound, rethrowMissing } from './knowledge-api.server.ts';

export interface CategorySection {
  category: KnowledgeCategory;
  articles: ArticleCard[];
}

export interface CategoryPageData {
  area: KnowledgeArea;
  lang: Locale;
  depth1: KnowledgeCategory;
  /** Set when the page is a second-depth category. */
  depth2: KnowledgeCategory | null;
  /** The second-depth categories under depth1 (the page's navigation). */
  siblings: KnowledgeCategory[];
  /** What the page lists: every second-depth category of a first-depth one, or the one. */
  sections: CategorySection[];
}

/** An article list is a category's whole content: categories hold tens, not thousands. */
const ARTICLES_PER_SECTION = 50;

/**
 * {lang}/{area}/category/{id}: where the category stands (breadcrumb), then its second-depth
 * categories each with its articles. A category of the other area is not found here.
 */
export async function loadCategoryPage(
  context: Context,
  lang: Locale,
  area: KnowledgeArea,
  rawId: string | undefined,
): Promise<CategoryPageData> {
  const categoryId = parseId(rawId);
  if (categoryId === undefined) throw notFound();
  const api = apiOf(context);
  const calls = areaContracts(area);
  const where = await api.call(calls.selectCategoryListByCategory, { lang, categoryId }).catch(rethrowMissing);
  if (where.depth1.area !== area) throw notFound();

  const siblingsCall = where.depth2
    ? Promise.resolve(where.siblings)
    : api.call(calls.depth2CategoryList, { lang, categoryId: where.depth1.id }).then(({ rows }) => rows);
  const siblings = await siblingsCall;
  const shown = where.depth2 ? [where.depth2] : siblings;
  const sections = await Promise.all(
    shown.map(async (category) => {
      const page = await api.call(calls.postListByCategory, {
        lang,
        categoryId: category.id,
        pageNum: 1,
        pageSize: ARTICLES_PER_SECTION,
      });
      return { category, articles: page.rows };
    }),
  );
  return { area, lang, depth1: where.depth1, depth2: where.depth2, siblings, sections };
}
