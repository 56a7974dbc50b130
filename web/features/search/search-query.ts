import type { PostGroupingType } from '../../../common/contracts/reference.ts';
import {
  SEARCH_FIELDS,
  SEARCH_SORTS,
  SEARCH_TEXT_MAX_LENGTH,
  type SearchField,
  type SearchSort,
} from '../../../common/search/limits.ts';
import { parsePage } from '../../components/ui/pagination.ts';

/**
 * What the search page shows, all of it in the URL (SPEC §2.1: ?result=&option=, plus the
 * filters of §2.2), so that a search is rendered by the server, shared, bookmarked and paged
 * through plain links without script.
 */
export interface SearchQuery {
  /** The box's text as given (trimmed); a tag search keeps its #. */
  text: string;
  /** SPEC §5: option=keyword, or a text starting with #, searches tags. */
  tag: boolean;
  field: SearchField;
  type?: PostGroupingType;
  /** The guides' or answers' tab (issue 31): the knowledge area searched instead of posts. */
  area?: SearchArea;
  categoryId?: number;
  sort: SearchSort;
  page: number;
}

/** The grouping tabs in the order of the site's menu (SPEC §2.3), after "All". */
export const SEARCH_TAB_TYPES: readonly PostGroupingType[] = ['forum', 'casestudy', 'careers', 'whatsnew'];

/** The knowledge areas' tabs, after the groupings'. */
export const SEARCH_AREAS = ['documentation', 'solomon'] as const;
export type SearchArea = (typeof SEARCH_AREAS)[number];

const ID = /^\d{1,10}$/;

function pick<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return allowed.find((item) => item === value);
}

export function parseCategoryId(value: string | null | undefined): number | undefined {
  if (!value || !ID.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/** A tag search's default order is the newest posts; a text search's is relevance. */
export function defaultSort(tag: boolean): SearchSort {
  return tag ? 'newest' : 'relevance';
}

/** Unknown or malformed values fall back to the defaults: a search URL never fails on its filters. */
export function parseSearchQuery(search: URLSearchParams): SearchQuery {
  const text = (search.get('result') ?? '').trim().slice(0, SEARCH_TEXT_MAX_LENGTH + 1);
  const tag = search.get('option') === 'keyword' || text.startsWith('#');
  return {
    text,
    tag,
    field: pick(SEARCH_FIELDS, search.get('field')) ?? 'all',
    type: pick(SEARCH_TAB_TYPES, search.get('type')),
    area: pick(SEARCH_AREAS, search.get('area')),
    categoryId: parseCategoryId(search.get('categoryId')),
    sort: pick(SEARCH_SORTS, search.get('sort')) ?? defaultSort(tag),
    page: parsePage(search.get('page')),
  };
}

/** The address of a search; defaults are left out, so that every search has one address. */
export function searchHref(lang: string, query: Partial<SearchQuery> & { text: string }): string {
  const tag = query.tag ?? query.text.startsWith('#');
  const params = new URLSearchParams({ result: query.text, option: tag ? 'keyword' : 'all' });
  if (query.field && query.field !== 'all' && !tag) params.set('field', query.field);
  if (query.area) params.set('area', query.area);
  else if (query.type) params.set('type', query.type);
  if (query.categoryId !== undefined && !tag) params.set('categoryId', String(query.categoryId));
  if (query.sort && query.sort !== defaultSort(tag)) params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  return `/${lang}/search?${params.toString()}`;
}

/** The same search with some filters changed; a change of filter starts again at page 1. */
export function withFilters(lang: string, query: SearchQuery, change: Partial<SearchQuery>): string {
  return searchHref(lang, { ...query, page: 1, ...change });
}
