import type { KnowledgeKind } from '../../../../common/contracts/knowledge.ts';
import { LOCALES, type Locale } from '../../../../common/i18n/locales.ts';

export interface ArticleText {
  title: string;
  content: string;
  keywords: string[];
}

/** An article of the other kind, as the link picker lists it. */
export interface LinkOption {
  id: number;
  title: string;
  status: 'draft' | 'published';
  categoryName?: string;
}

export interface CategoryGroup {
  id: number;
  name: string;
  children: { id: number; name: string }[];
}

/** What the editor starts from: an article read by the loader, or a new one. */
export interface ArticleFormValues {
  id: number | null;
  kind: KnowledgeKind;
  categoryId: number | null;
  status: 'draft' | 'published';
  /** null: the article has no text in that language (none, or removed before saving). */
  texts: Record<Locale, ArticleText | null>;
  links: LinkOption[];
}

/** What the page's action receives (JSON): articleSave's body without `lang`. */
export interface ArticleSaveRequest {
  kind: KnowledgeKind;
  categoryId: number | null;
  status: 'draft' | 'published';
  texts: { lang: Locale; title: string; content: string; keywords: string[] }[];
  linkIds: number[];
}

/**
 * The action's answer. Field messages are keyed by language rather than by the body's index
 * (`texts.en.title`, not `texts.1.title`): the form has a tab per language, not a list.
 */
export type ArticleSaveResult =
  { ok: true; id: number } | { ok: false; message: string; fields: Record<string, string> };

export function emptyTexts(): Record<Locale, ArticleText | null> {
  return { ko: null, en: null, ja: null };
}

export function saveRequestOf(values: Omit<ArticleFormValues, 'id'>): ArticleSaveRequest {
  return {
    kind: values.kind,
    categoryId: values.categoryId,
    status: values.status,
    texts: LOCALES.flatMap((lang) => {
      const text = values.texts[lang];
      return text ? [{ lang, title: text.title, content: text.content, keywords: text.keywords }] : [];
    }),
    linkIds: values.links.map((link) => link.id),
  };
}

/**
 * The API names a text's field by its index in `texts`; the form by its language:
 * `texts.1.keywords.3` → `texts.en.keywords`, `linkIds.4` → `linkIds`.
 */
export function formFieldOf(field: string, texts: readonly { lang: Locale }[]): string {
  const text = /^texts\.(\d+)\.(\w+)/.exec(field);
  if (text) {
    const lang = texts[Number(text[1])]?.lang;
    return lang ? `texts.${lang}.${text[2]}` : 'texts';
  }
  return field.split('.')[0] ?? field;
}
