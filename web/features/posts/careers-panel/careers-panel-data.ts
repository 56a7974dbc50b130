import type { PostCard } from '../../../../common/contracts/posts/posts.ts';

/** What the careers side panel shows of a careers post (SPEC §3.3 careers cards). */
export type CareersPanelItem = Pick<PostCard, 'id' | 'title' | 'excerpt' | 'companyName' | 'createdAt'>;

export interface CareersPanelData {
  rows: CareersPanelItem[];
  pageNum: number;
  pageSize: number;
  total: number;
}

/**
 * The panel pages without reloading the page: its fetcher asks the careers list route for
 * this parameter, and that route's loader then answers with the panel alone. Without script
 * the arrows are links that set `careersPage` on the page the reader is on.
 */
export const CAREERS_PANEL_PARAM = 'panel';
export const CAREERS_PANEL_VALUE = 'careers';
export const CAREERS_PAGE_PARAM = 'careersPage';

export function careersPanelHref(lang: string, page: number): string {
  const search = new URLSearchParams({
    [CAREERS_PANEL_PARAM]: CAREERS_PANEL_VALUE,
    [CAREERS_PAGE_PARAM]: String(page),
  });
  return `/${lang}/careers/list?${search.toString()}`;
}

/** The page the reader is on, with the panel at `page`: the arrows' address without script. */
export function withCareersPage(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  params.delete(CAREERS_PANEL_PARAM);
  if (page > 1) params.set(CAREERS_PAGE_PARAM, String(page));
  else params.delete(CAREERS_PAGE_PARAM);
  const text = params.toString();
  return text ? `${pathname}?${text}` : pathname;
}
