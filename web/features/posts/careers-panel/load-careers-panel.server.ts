import type { RouterContextProvider } from 'react-router';
import { postGetList } from '../../../../common/contracts/posts/posts.ts';
import type { Locale } from '../../../../common/i18n/locales.ts';
import { SIDE_CAREERS_PAGE_SIZE } from '../../../../common/validation/post.ts';
import { requestServices } from '../../../lib/request-context.ts';
import type { CareersPanelData } from './careers-panel-data.ts';

/**
 * One page of the careers side panel (SPEC §7.2: type careers, pageSize 3, pageNum, lang).
 * SPEC §8: a side panel that fails to load is logged and left out; the page goes on without it.
 */
export async function loadCareersPanel(
  context: Readonly<RouterContextProvider>,
  lang: Locale,
  page: number,
): Promise<CareersPanelData | null> {
  try {
    const list = await context.get(requestServices).api.call(postGetList, {
      lang,
      type: 'careers',
      sort: 'new',
      pageNum: page,
      pageSize: SIDE_CAREERS_PAGE_SIZE,
    });
    return {
      rows: list.rows.map((row) => ({
        id: row.id,
        title: row.title,
        excerpt: row.excerpt,
        companyName: row.companyName,
        createdAt: row.createdAt,
      })),
      pageNum: list.pageNum,
      pageSize: list.pageSize,
      total: list.total,
    };
  } catch (error) {
    console.error('The careers side panel could not be loaded', error);
    return null;
  }
}
