import type { PostGroupingType } from '../../../../common/contracts/reference.ts';
import { POST_SORTS, type PostSort } from '../../../../common/validation/post.ts';
import { parsePage } from '../../../components/ui/pagination.ts';
import { postPaths } from '../post-paths.ts';

/**
 * What a list shows, all of it in the URL (?category=&sort=&page=) so that a list is rendered
 * by the server, can be shared and bookmarked, and pages through plain links without script.
 */
export interface ListQuery {
  /** A category id or key at any level, as given; the loader resolves it against the tree. */
  category?: string;
  sort: PostSort;
  page: number;
}

const CATEGORY_REF = /^[A-Za-z0-9_.-]{1,128}$/;

export function parseSort(value: string | null): PostSort {
  return (POST_SORTS as readonly string[]).includes(value ?? '') ? (value as PostSort) : 'new';
}

export function parseCategoryRef(value: string | null): string | undefined {
  const trimmed = value?.trim() ?? '';
  return CATEGORY_REF.test(trimmed) ? trimmed : undefined;
}

/** Unknown or malformed values fall back to the defaults: a list URL never fails on its query. */
export function parseListQuery(search: URLSearchParams): ListQuery {
  return {
    category: parseCategoryRef(search.get('category')),
    sort: parseSort(search.get('sort')),
    page: parsePage(search.get('page')),
  };
}

/** The query string of a list, defaults left out so that every list has one canonical address. */
export function listSearch(query: Partial<ListQuery>): string {
  const search = new URLSearchParams();
  if (query.category) search.set('category', query.category);
  if (query.sort && query.sort !== 'new') search.set('sort', query.sort);
  if (query.page && query.page > 1) search.set('page', String(query.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function listHref(lang: string, type: PostGroupingType, query: Partial<ListQuery> = {}): string {
  return `${postPaths.list(lang, type)}${listSearch(query)}`;
}
