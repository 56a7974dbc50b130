import type { Locale } from '../../../../common/i18n/locales.ts';

/** DECISIONS P24: Documentation holds guides, Solomon holds answers to product questions. */
export type KnowledgeArea = 'documentation' | 'solomon';

/** A category of one area, at depth 1 (no parent) or depth 2 (under a depth-1 category). */
export interface DemoKnowledgeCategory {
  /** Unique over both areas, e.g. 'doc.start' or 'doc.start.install'. */
  key: string;
  area: KnowledgeArea;
  /** Key of the depth-1 category; absent for depth 1. */
  parent?: string;
  names: Record<Locale, string>;
}

/** One language's text; the body uses the demo markup of demo-markup.ts, without images. */
export interface DemoArticleText {
  title: string;
  body: string;
  keywords?: string[];
}

export interface DemoKnowledgeArticle {
  /** Unique, e.g. 'guide.install-script'. */
  key: string;
  /** Guides live in documentation categories, faqs in solomon categories. */
  kind: 'guide' | 'faq';
  /** Key of a depth-2 category of the matching area. */
  category: string;
  /** ko always; en and ja for most (a missing language is shown in Korean with a notice). */
  texts: Partial<Record<Locale, DemoArticleText>>;
  /** On FAQs only: keys of the guides this answer links (links are both ways). */
  links?: string[];
  /** A draft that readers must never see. */
  draft?: boolean;
  /** Readers' "was this helpful?"; text is required when helpful is false. */
  feedback?: Array<{ helpful: boolean; lang: Locale; text?: string }>;
}

/**
 * A demo forum post that links a guide (SPEC §2.2's linked guide), found by its language and
 * the start of its title in server/seed/demo/content/; `reference`: an administrator marked it
 * as a Solomon reference (SPEC §7.2 update_reference).
 */
export interface DemoForumLink {
  lang: Locale;
  titleStart: string;
  guide: string;
  reference?: boolean;
}

/** Everything knowledge-seed.ts inserts. */
export interface DemoKnowledgeData {
  categories: DemoKnowledgeCategory[];
  guides: DemoKnowledgeArticle[];
  faqs: DemoKnowledgeArticle[];
  forumLinks?: DemoForumLink[];
}
