import { isLocale } from '../i18n/locales.ts';
import { longerThan } from './length.ts';
import {
  cleanLine,
  COMPANY_NAME_INPUT_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  CONTENT_HTML_MAX_LENGTH,
  CONTENT_MAX_LENGTH,
  isBlank,
  TAGS_MAX,
  textLength,
  TITLE_INPUT_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  VISIBILITIES,
} from './post.ts';

/**
 * One rule per field of a post (SPEC §5), each answering an errors-namespace key or undefined.
 * The editor's form (web/features/posts/editor/post-form.ts) and the server's
 * readPostFields (server/modules/posts/post-input.ts) call these same functions; the contract
 * (common/contracts/posts/posts.ts) refuses only wrong types and the input ceilings, with the same
 * keys, so that the service can report every mistake of a post at once (STYLE 5), those that
 * need the category tree or the sanitizer included. Tags: tagIssue in post.ts.
 */

/** A title as the server stores it (one clean line) is required and at most 100 characters. */
export function titleIssue(value: string): 'titlePlz' | 'titleMaxLength' | undefined {
  if (longerThan(value, TITLE_INPUT_MAX_LENGTH)) return 'titleMaxLength';
  const title = cleanLine(value);
  if (isBlank(title)) return 'titlePlz';
  return textLength(title) > TITLE_MAX_LENGTH ? 'titleMaxLength' : undefined;
}

/** Careers posts only (the caller knows the grouping): a company of at most 20 characters. */
export function companyNameIssue(
  value: string | null | undefined,
): 'companyNamePlz' | 'companyNameMaxLength' | undefined {
  const raw = value ?? '';
  if (longerThan(raw, COMPANY_NAME_INPUT_MAX_LENGTH)) return 'companyNameMaxLength';
  const name = cleanLine(raw);
  if (isBlank(name)) return 'companyNamePlz';
  return textLength(name) > COMPANY_NAME_MAX_LENGTH ? 'companyNameMaxLength' : undefined;
}

/** What a rich-text document holds as SPEC §5 counts it, beside its HTML. */
export interface ContentStats {
  /** Characters of text as a member counts them (SPEC §5: 60,000). */
  length: number;
  /** No visible text and no image: nothing to publish (a video alone is not content). */
  empty: boolean;
}

/**
 * The editor counts its document's text and the server the text of the sanitized HTML; both
 * turn it into stats here, so that invisible-only text is empty on both sides.
 */
export function contentStats(text: string, hasImage: boolean): ContentStats {
  const trimmed = text.trim();
  return { length: textLength(trimmed), empty: !hasImage && isBlank(trimmed) };
}

/** Content is required (a post's; the administrators' part is not) and at most 60,000 characters of text. */
export function contentIssue(stats: ContentStats, required: boolean): 'contentPlz' | 'contentMaxLength' | undefined {
  if (required && stats.empty) return 'contentPlz';
  return stats.length > CONTENT_MAX_LENGTH ? 'contentMaxLength' : undefined;
}

/**
 * ADR 0010: the HTML itself, markup included, has its own ceiling, counted in UTF-16 units as
 * the service counts what it stores (the contract's zod ceiling on the HTML as sent counts
 * code points, so it never refuses what this accepts).
 */
export function contentHtmlIssue(html: string): 'contentHtmlMaxLength' | undefined {
  return html.length > CONTENT_HTML_MAX_LENGTH ? 'contentHtmlMaxLength' : undefined;
}

/** At most ten tags as sent (each tag's own rule is tagIssue). */
export function tagsCountIssue(tags: readonly string[]): 'tagsMaxCount' | undefined {
  return tags.length > TAGS_MAX ? 'tagsMaxCount' : undefined;
}

/**
 * SPEC §5: a category must be chosen; null is none. Whether the one chosen is a leaf of the
 * grouping needs the category tree, so the service answers that, with the same key.
 */
export function categoryIssue(id: number | null): 'categoryPlz' | undefined {
  return id === null ? 'categoryPlz' : undefined;
}

/** SPEC §5: visibility must be chosen. */
export function visibilityIssue(value: string): 'visibilityPlz' | undefined {
  return (VISIBILITIES as readonly string[]).includes(value) ? undefined : 'visibilityPlz';
}

/** The language a post is written in is one of the site's (P2). */
export function postLangIssue(value: string): 'field.invalidValue' | undefined {
  return isLocale(value) ? undefined : 'field.invalidValue';
}
