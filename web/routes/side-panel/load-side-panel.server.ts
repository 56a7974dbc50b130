import type { RouterContextProvider } from 'react-router';
import type { Locale } from '../../../common/i18n/locales.ts';
import { loadTopMembers } from '../../features/gamification/load-top-members.server.ts';
import { CAREERS_PAGE_PARAM } from '../../features/posts/careers-panel/careers-panel-data.ts';
import { loadCareersPanel } from '../../features/posts/careers-panel/load-careers-panel.server.ts';
import { loadPopularKeywords } from '../../features/search/side-panel/load-popular-keywords.server.ts';
import { parsePage } from '../../components/ui/pagination.ts';

/**
 * The side panel's data for a page (issue 30): each box's call on its own, at once. Every loader
 * catches and logs its own failure and answers null (SPEC §8), so a failing box never fails the
 * page. `careers: false` leaves the careers box out (the careers list itself); `topMembers`
 * takes rows the page already loaded.
 */
export async function loadSidePanel(
  context: Readonly<RouterContextProvider>,
  lang: Locale,
  search: URLSearchParams,
  options: { careers?: boolean; topMembers?: Promise<Awaited<ReturnType<typeof loadTopMembers>>> } = {},
) {
  const [keywords, topMembers, careers] = await Promise.all([
    loadPopularKeywords(context, lang),
    options.topMembers ?? loadTopMembers(context, lang),
    options.careers === false
      ? Promise.resolve(null)
      : loadCareersPanel(context, lang, parsePage(search.get(CAREERS_PAGE_PARAM))),
  ]);
  return { keywords, topMembers, careers };
}

export type SidePanelData = Awaited<ReturnType<typeof loadSidePanel>>;
