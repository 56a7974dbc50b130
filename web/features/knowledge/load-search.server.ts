import { redirect } from 'react-router';
import type { KnowledgeArea } from '../../../common/contracts/knowledge.ts';
import { type KnowledgeResult, searchKnowledgeList } from '../../../common/contracts/search.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import { SEARCH_PAGE_SIZE, SEARCH_TEXT_MAX_LENGTH } from '../../../common/search/limits.ts';
import { ApiError } from '../../lib/api.ts';
import { apiOf, type Context } from './knowledge-api.server.ts';
import { knowledgePaths, pageOf } from './knowledge-paths.ts';

export type KnowledgeSearchData =
  | { state: 'empty'; area: KnowledgeArea; lang: Locale; text: string }
  | { state: 'refused'; area: KnowledgeArea; lang: Locale; text: string }
  | {
      state: 'results';
      area: KnowledgeArea;
      lang: Locale;
      text: string;
      page: number;
      pageCount: number;
      total: number;
      rows: KnowledgeResult[];
    };

/**
 * {lang}/{area}/search/{text} (SPEC §2.1). The hero's form sends ?text= without script; it is
 * sent on to the address with the text in its path, so every search has one address.
 */
export async function loadKnowledgeSearch(
  context: Context,
  lang: Locale,
  area: KnowledgeArea,
  pathText: string | undefined,
  url: URL,
): Promise<KnowledgeSearchData> {
  const typed = url.searchParams.get('text');
  if (pathText === undefined && typed !== null && typed.trim() !== '') {
    throw redirect(knowledgePaths.search(lang, area, typed.trim()));
  }
  const text = (pathText ?? '').trim();
  if (text === '' || text === '#') return { state: 'empty', area, lang, text };
  if (text.length > SEARCH_TEXT_MAX_LENGTH) return { state: 'refused', area, lang, text };
  const page = pageOf(url.searchParams.get('page'));
  try {
    const answer = await apiOf(context).call(searchKnowledgeList, {
      lang,
      text,
      area,
      pageNum: page,
      pageSize: SEARCH_PAGE_SIZE,
    });
    return {
      state: 'results',
      area,
      lang,
      text,
      page,
      pageCount: Math.max(1, Math.ceil(answer.total / SEARCH_PAGE_SIZE)),
      total: answer.total,
      rows: answer.rows,
    };
  } catch (error) {
    // A text the API refuses is said on the page, as the site's search does.
    if (error instanceof ApiError && error.status === 400) return { state: 'refused', area, lang, text };
    throw error;
  }
}
