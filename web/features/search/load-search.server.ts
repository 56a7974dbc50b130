import type { RouterContextProvider } from 'react-router';
import { keywordGetList } from '../../../common/contracts/posts/posts.ts';
import { categoryList, type PostGroupingType } from '../../../common/contracts/reference.ts';
import {
  searchCountsByType,
  searchKeywordCountsByType,
  type KnowledgeResult,
  searchKeywordList,
  searchKnowledgeList,
  searchList,
  type SearchResult,
} from '../../../common/contracts/search.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import { SEARCH_PAGE_SIZE, SEARCH_TEXT_MAX_LENGTH } from '../../../common/search/limits.ts';
import { ApiError } from '../../lib/api.ts';
import { requestServices } from '../../lib/request-context.ts';
import { type SearchCategory, toSearchCategories } from './search-categories.ts';
import { parseCategoryId, parseSearchQuery, SEARCH_AREAS, type SearchArea, type SearchQuery } from './search-query.ts';

/** How many guides and answers the "All" tab shows above the posts. */
const KNOWLEDGE_PREVIEW = 3;

/** The popular tags the empty and zero-result states offer (SPEC §9: 10 on a first render). */
const POPULAR_COUNT = 10;

export type SearchPageData =
  | { state: 'empty'; lang: Locale; query: SearchQuery; popular: string[] }
  | { state: 'refused'; lang: Locale; query: SearchQuery; popular: string[] }
  | {
      state: 'results';
      lang: Locale;
      query: SearchQuery;
      understood: { kind: 'tag' | 'text' | 'nothing'; text: string };
      rows: SearchResult[];
      total: number;
      pageCount: number;
      /** The groupings the viewer may read, each with how many posts the search finds there. */
      counts: { type: PostGroupingType; count: number }[];
      countsTotal: number;
      /**
       * Guides and answers (issue 31): each area's total, and its first results: a page on its
       * own tab (`query.area`), a preview on the others. `rows` are then this area's.
       */
      knowledge: Record<SearchArea, { total: number; rows: KnowledgeResult[] }>;
      categories: SearchCategory[];
      /** Offered when nothing was found. */
      popular: string[];
    };

type Context = Readonly<RouterContextProvider>;

export async function loadPopularKeywords(context: Context, lang: Locale): Promise<string[]> {
  const { rows } = await context.get(requestServices).api.call(keywordGetList, { lang, limit: POPULAR_COUNT });
  return rows.map((row) => row.keyword);
}

/**
 * Without script the category selects send c1..c3; the deepest one that sits under the one
 * above it is the category searched (the list pages do the same with their filter).
 */
function categoryFromLevels(search: URLSearchParams, tree: readonly SearchCategory[]): number | undefined {
  let options = tree;
  let chosen: number | undefined;
  for (const name of ['c1', 'c2', 'c3']) {
    const id = parseCategoryId(search.get(name));
    const node = options.find((option) => option.id === id);
    if (!node) break;
    chosen = node.id;
    options = node.children;
  }
  return chosen;
}

/**
 * The search page's data (SPEC §2.1, §5): nothing is searched for an empty text; a #text (or
 * option=keyword) is a tag search; the results, the counts of the grouping tabs and the
 * category tree are read at once; the popular tags only when there is nothing to show.
 */
export async function loadSearchPage(context: Context, lang: Locale, url: URL): Promise<SearchPageData> {
  const query = parseSearchQuery(url.searchParams);
  const api = context.get(requestServices).api;
  if (query.text === '' || query.text === '#') {
    return { state: 'empty', lang, query, popular: await loadPopularKeywords(context, lang) };
  }
  if (query.text.length > SEARCH_TEXT_MAX_LENGTH) {
    return { state: 'refused', lang, query, popular: await loadPopularKeywords(context, lang) };
  }

  const categoriesCall = query.tag
    ? Promise.resolve([])
    : api.call(categoryList, { lang, type: query.type }).then(({ rows }) => toSearchCategories(rows));
  const categories = await categoriesCall;
  if (!query.tag && query.categoryId === undefined) query.categoryId = categoryFromLevels(url.searchParams, categories);

  const knowledgeCalls = Promise.all(
    SEARCH_AREAS.map((area) =>
      api.call(searchKnowledgeList, {
        lang,
        text: query.text,
        area,
        pageNum: area === query.area ? query.page : 1,
        pageSize: area === query.area ? SEARCH_PAGE_SIZE : KNOWLEDGE_PREVIEW,
      }),
    ),
  );
  const pageCall = query.area
    ? Promise.resolve(undefined)
    : query.tag
      ? api.call(searchKeywordList, {
          lang,
          keyword: query.text,
          type: query.type,
          sort: query.sort,
          pageNum: query.page,
          pageSize: SEARCH_PAGE_SIZE,
        })
      : api.call(searchList, {
          lang,
          text: query.text,
          field: query.field,
          type: query.type,
          categoryId: query.categoryId,
          sort: query.sort,
          pageNum: query.page,
          pageSize: SEARCH_PAGE_SIZE,
        });
  const countsCall = query.tag
    ? api.call(searchKeywordCountsByType, { lang, keyword: query.text })
    : api.call(searchCountsByType, { lang, text: query.text, field: query.field, categoryId: query.categoryId });

  try {
    const [page, counts, [documentation, solomon]] = await Promise.all([pageCall, countsCall, knowledgeCalls]);
    const knowledge = {
      documentation: { total: documentation!.total, rows: documentation!.rows },
      solomon: { total: solomon!.total, rows: solomon!.rows },
    };
    const total = page ? page.total : knowledge[query.area!].total;
    const popular = total === 0 ? await loadPopularKeywords(context, lang) : [];
    return {
      state: 'results',
      lang,
      query,
      understood: page ? page.understood : (query.area === 'solomon' ? solomon! : documentation!).understood,
      rows: page ? page.rows : [],
      total,
      pageCount: Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE)),
      counts: counts.counts,
      countsTotal: counts.total,
      knowledge,
      categories,
      popular,
    };
  } catch (error) {
    // A text the API refuses (too long) is said on the page, not turned into an error page.
    if (error instanceof ApiError && error.status === 400) {
      return { state: 'refused', lang, query, popular: await loadPopularKeywords(context, lang) };
    }
    throw error;
  }
}
