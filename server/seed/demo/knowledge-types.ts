import type { Locale } from '../../../common/i18n/locales.ts';

/**
 * The demo content of the knowledge areas (issue 31, P24), as its data files write it
 * (server/seed/demo/knowledge/): categories of two depths, guides and answers in one or more
 * languages, their links and readers' feedback. knowledge-seed.ts inserts it.
 */
export type KnowledgeArea = 'documentation' | 'solomon';

export interface DemoKnowledgeCategory {
  key: string;
  area: KnowledgeArea;
  /** The key of its first-depth category; absent for a first-depth one. */
  parent?: string;
  names: Record<Locale, string>;
}

export interface DemoArticleText {
  title: string;
  /** In demo-markup.ts's markup (no images). */
  body: string;
  keywords?: string[];
}

export interface DemoKnowledgeArticle {
  key: string;
  kind: 'guide' | 'faq';
  /** A second-depth category's key. */
  category: string;
  texts: Partial<Record<Locale, DemoArticleText>>;
  /** faq -> guide keys. */
  links?: string[];
  draft?: boolean;
  feedback?: Array<{ helpful: boolean; lang: Locale; text?: string }>;
}

export interface DemoKnowledgeData {
  categories: DemoKnowledgeCategory[];
  guides: DemoKnowledgeArticle[];
  faqs: DemoKnowledgeArticle[];
}
