import { redirect, type RouterContextProvider } from 'react-router';
import type { PostGroupingType } from '../../../common/contracts/reference.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import { CAREERS_PAGE_SIZE, PAGE_SIZE } from '../../../common/validation/post.ts';
import {
  CAREERS_PAGE_PARAM,
  CAREERS_PANEL_PARAM,
  CAREERS_PANEL_VALUE,
} from '../../features/posts/careers-panel/careers-panel-data.ts';
import { loadCareersPanel } from '../../features/posts/careers-panel/load-careers-panel.server.ts';
import { categoryFromSelects, findCategoryPath } from '../../features/posts/list/category-filter.ts';
import { isListLayout, layoutCookie, layoutFromCookie } from '../../features/posts/list/layout-preference.ts';
import { parsePage } from '../../components/ui/pagination.ts';
import { listHref, parseListQuery } from '../../features/posts/list/list-query.ts';
import { loadCategoryOptions, loadPostPage } from '../../features/posts/list/load-list.server.ts';
import { pageCountOf } from '../../components/ui/pagination.ts';
import { loadSidePanel } from '../side-panel/load-side-panel.server.ts';

/** The careers panel alone, for its fetcher (careers-panel-data.ts). */
export async function loadPanelOnly(context: Readonly<RouterContextProvider>, lang: Locale, search: URLSearchParams) {
  return {
    mode: 'panel' as const,
    lang,
    careersPanel: await loadCareersPanel(context, lang, parsePage(search.get(CAREERS_PAGE_PARAM))),
  };
}

export function isPanelRequest(search: URLSearchParams): boolean {
  return search.get(CAREERS_PANEL_PARAM) === CAREERS_PANEL_VALUE;
}

/**
 * One list page: categories, the page of posts and the side panel beside it (issue 30). Addresses
 * that mean another address redirect to it, so each list has one: the no-script select form
 * (c1..c3), a category this grouping does not have, and a page past the last.
 */
export async function loadListPage(
  context: Readonly<RouterContextProvider>,
  request: Request,
  lang: Locale,
  type: PostGroupingType,
) {
  const url = new URL(request.url);
  const query = parseListQuery(url.searchParams);
  const [tree, sidePanel] = await Promise.all([
    loadCategoryOptions(context, lang, type),
    // The careers list is itself the careers: its panel has no careers box.
    loadSidePanel(context, lang, url.searchParams, { careers: type !== 'careers' }),
  ]);

  const selects = ['c1', 'c2', 'c3'].map((name) => url.searchParams.get(name));
  if (selects.some((value) => value !== null)) {
    const chosen = categoryFromSelects(tree, selects);
    throw redirect(listHref(lang, type, { category: chosen ? String(chosen.id) : undefined, sort: query.sort }));
  }

  const categoryPath = query.category ? findCategoryPath(tree, query.category) : [];
  if (!categoryPath) throw redirect(listHref(lang, type, { sort: query.sort }));
  const category = categoryPath.at(-1);

  const page = await loadPostPage(context, {
    lang,
    type,
    categoryId: category?.id,
    sort: query.sort,
    page: query.page,
    pageSize: type === 'careers' ? CAREERS_PAGE_SIZE : PAGE_SIZE,
  });
  const pageCount = pageCountOf(page.total, page.pageSize);
  if (query.page > pageCount) throw redirect(listHref(lang, type, { ...query, page: pageCount }));

  return {
    mode: 'list' as const,
    lang,
    type,
    query,
    tree,
    categoryPath: categoryPath.map(({ id, name }) => ({ id, name })),
    page,
    pageCount,
    layout: layoutFromCookie(request.headers.get('cookie')),
    sidePanel,
  };
}

/** Only addresses of the same list are followed back: the field comes from the page, but is still input. */
function safeReturnTo(value: FormDataEntryValue | null, lang: Locale, type: PostGroupingType): string {
  const home = listHref(lang, type);
  if (typeof value !== 'string') return home;
  return value === home || value.startsWith(`${home}?`) ? value : home;
}

/** Stores the box/list choice (SPEC §2.2) for a year. */
export async function saveLayout(request: Request, lang: Locale, type: PostGroupingType) {
  const form = await request.formData();
  const layout = form.get('layout');
  if (!isListLayout(layout)) throw new Response(null, { status: 400 });
  const headers = { 'Set-Cookie': layoutCookie(layout) };
  if (form.get('via') === 'fetch') return { layout, headers };
  throw redirect(safeReturnTo(form.get('returnTo'), lang, type), { headers });
}
