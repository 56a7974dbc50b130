/**
 * Search's constants shared by the server and the web (issue 30), without zod: the header's box
 * and the search page import them, and a page's first paint must not carry the contracts.
 */

/** SPEC §9: results on a page. */
export const SEARCH_PAGE_SIZE = 10;

/** A box's text is refused past this; what is searched is its first QUERY_MAX_CHARACTERS. */
export const SEARCH_TEXT_MAX_LENGTH = 1000;

/** SPEC §2.2's filters: where the words are looked for. */
export const SEARCH_FIELDS = ['all', 'title', 'content', 'tag'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** SPEC §2.2's sorts. */
export const SEARCH_SORTS = ['relevance', 'newest', 'views'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** SPEC §9: the header's box waits this long after losing focus before it collapses. */
export const SEARCH_BLUR_DELAY_MS = 500;

/** The search page's address (SPEC §2.1): `result` is the box's text, `option` keyword or all. */
export function searchPageHref(lang: string, text: string): string {
  const option = text.trimStart().startsWith('#') ? 'keyword' : 'all';
  return `/${lang}/search?result=${encodeURIComponent(text.trim())}&option=${option}`;
}
