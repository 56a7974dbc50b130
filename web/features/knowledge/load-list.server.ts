import { solomon } from '../../../common/contracts/knowledge.ts';
import type { ArticleCard } from '../../../common/contracts/knowledge.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import { KNOWLEDGE_KEYWORD_MAX_LENGTH } from '../../../common/validation/knowledge.ts';
import { apiOf, type Context } from './knowledge-api.server.ts';
import { TOP_KEYWORDS } from './load-main.server.ts';
import { pageOf } from './knowledge-paths.ts';

export interface AnswerListData {
  lang: Locale;
  keyword: string | null;
  keywords: { keyword: string; count: number }[];
  rows: ArticleCard[];
  total: number;
  page: number;
  pageCount: number;
}

/** SPEC §9: lists show 20 a page. */
export const ANSWERS_PER_PAGE = 20;

/** {lang}/solomon/list?keyword=…&page=…: every answer, or those carrying a keyword. */
export async function loadAnswerList(context: Context, lang: Locale, url: URL): Promise<AnswerListData> {
  const typed = url.searchParams.get('keyword')?.trim() ?? '';
  // A keyword no answer can carry finds nothing: it is not asked for.
  const keyword = typed !== '' && typed.length <= KNOWLEDGE_KEYWORD_MAX_LENGTH ? typed : null;
  const page = pageOf(url.searchParams.get('page'));
  const api = apiOf(context);
  const [list, keywords] = await Promise.all([
    api.call(solomon.list, { lang, keyword: keyword ?? undefined, pageNum: page, pageSize: ANSWERS_PER_PAGE }),
    api.call(solomon.keywordList, { lang, limit: TOP_KEYWORDS }),
  ]);
  return {
    lang,
    keyword,
    keywords: keywords.rows,
    rows: list.rows,
    total: list.total,
    page,
    pageCount: Math.max(1, Math.ceil(list.total / ANSWERS_PER_PAGE)),
  };
}
