import { documentation, solomon } from '../../../common/contracts/knowledge.ts';
import type { ArticleCard, KnowledgeArea, KnowledgeCategory } from '../../../common/contracts/knowledge.ts';
import type { PostCard } from '../../../common/contracts/posts/posts.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import { apiOf, areaContracts, type Context } from './knowledge-api.server.ts';

/** SPEC §9: top lists show 5; a first render shows the 10 top keywords. */
const TOP_LIST = 5;
export const TOP_KEYWORDS = 10;
/** The community's posts fill two rows of two cards. */
const REFERENCES = 4;

export interface MainPageData {
  area: KnowledgeArea;
  lang: Locale;
  /** The first-depth categories with their counts. */
  categories: KnowledgeCategory[];
  /** Documentation: the most helpful guides; Solomon: the most helpful answers. */
  highlights: ArticleCard[];
  /** Documentation only: the top answers beside the guides. */
  faqs: ArticleCard[];
  /** Solomon only: its keyword chips. */
  keywords: { keyword: string; count: number }[];
  /** Solomon only: forum posts marked as references. */
  references: PostCard[];
}

/** The main page of an area (issue 31): everything read at once. */
export async function loadMainPage(context: Context, lang: Locale, area: KnowledgeArea): Promise<MainPageData> {
  const api = apiOf(context);
  const categories = api.call(areaContracts(area).categoryList, { lang }).then(({ rows }) => rows);
  if (area === 'documentation') {
    const [rows, helpful, faqs] = await Promise.all([
      categories,
      api.call(documentation.helpfulList, { lang, limit: TOP_LIST }),
      api.call(documentation.faqTopList, { lang, limit: TOP_LIST }),
    ]);
    return { area, lang, categories: rows, highlights: helpful.rows, faqs: faqs.rows, keywords: [], references: [] };
  }
  const [rows, top, keywords, references] = await Promise.all([
    categories,
    api.call(documentation.faqTopList, { lang, limit: TOP_LIST }),
    api.call(solomon.keywordList, { lang, limit: TOP_KEYWORDS }),
    api.call(solomon.referenceList, { lang, limit: REFERENCES }),
  ]);
  return {
    area,
    lang,
    categories: rows,
    highlights: top.rows,
    faqs: [],
    keywords: keywords.rows,
    references: references.rows,
  };
}
