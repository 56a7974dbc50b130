import type { RouterContextProvider } from 'react-router';
import { type PostCard, postGetList } from '../../../../common/contracts/posts/posts.ts';
import { categoryList, type PostGroupingType } from '../../../../common/contracts/reference.ts';
import type { Locale } from '../../../../common/i18n/locales.ts';
import type { PostSort } from '../../../../common/validation/post.ts';
import { requestServices } from '../../../lib/request-context.ts';
import { type CategoryOption, toCategoryOptions } from './category-filter.ts';

/**
 * The API calls of the list pages. Server-only modules: the contracts carry zod schemas that
 * the browser bundle has no use for.
 */
export interface PostPage {
  rows: PostCard[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export async function loadPostPage(
  context: Readonly<RouterContextProvider>,
  query: { lang: Locale; type: PostGroupingType; categoryId?: number; sort: PostSort; page: number; pageSize?: number },
): Promise<PostPage> {
  return context.get(requestServices).api.call(postGetList, {
    lang: query.lang,
    type: query.type,
    categoryId: query.categoryId,
    sort: query.sort,
    pageNum: query.page,
    pageSize: query.pageSize,
  });
}

export async function loadCategoryOptions(
  context: Readonly<RouterContextProvider>,
  lang: Locale,
  type: PostGroupingType,
): Promise<CategoryOption[]> {
  const { rows } = await context.get(requestServices).api.call(categoryList, { lang, type });
  return toCategoryOptions(rows);
}
