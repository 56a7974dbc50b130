import { sanitizeRichText } from '../posts/posts/service.ts';

/**
 * An article's text as it is stored (P15): the editor's HTML through the same sanitizer posts
 * use, then every h2 and h3 given an id (`h-1`, `h-2` … in document order) so the page's table
 * of contents can link them. The sanitizer writes headings without attributes and escapes every
 * `<` of text, so `<h2>` and `<h3>` in its output can only be those headings.
 */
export interface Heading {
  id: string;
  level: 2 | 3;
  text: string;
}

export interface PreparedContent {
  html: string;
  plainText: string;
  imageUrls: string[];
  headings: Heading[];
}

const HEADING = /<(h[23])(?: id="h-\d+")?>([\s\S]*?)<\/\1>/g;

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&nbsp;': '\u00a0',
  '&#160;': '\u00a0',
};

/** A heading's text: its inner markup's text, the sanitizer's escapes undone. */
function textOf(inner: string): string {
  return inner
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|quot|nbsp|#160);/g, (entity) => ENTITIES[entity] ?? entity)
    .trim();
}

/** PostgreSQL text cannot hold U+0000: dropped, never a 500. */
const withoutNul = (value: string) => value.replaceAll('\u0000', '');

export function prepareContent(html: string): PreparedContent {
  const clean = sanitizeRichText(withoutNul(html));
  let count = 0;
  const withIds = clean.html.replace(HEADING, (_match, tag: string, inner: string) => {
    count += 1;
    return `<${tag} id="h-${count}">${inner}</${tag}>`;
  });
  return { html: withIds, plainText: clean.text.trim(), imageUrls: clean.imageUrls, headings: headingsOf(withIds) };
}

/** The headings of stored content (prepareContent gave them their ids). */
export function headingsOf(html: string): Heading[] {
  const headings: Heading[] = [];
  for (const match of html.matchAll(/<(h[23]) id="(h-\d+)">([\s\S]*?)<\/\1>/g)) {
    headings.push({ id: match[2]!, level: match[1] === 'h2' ? 2 : 3, text: textOf(match[3]!) });
  }
  return headings;
}

/** Keywords as stored: trimmed, one per spelling whatever the case, in the order given. */
export function cleanKeywords(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const value of values) {
    const keyword = withoutNul(value).trim();
    const key = keyword.toLowerCase();
    if (keyword === '' || seen.has(key)) continue;
    seen.add(key);
    keywords.push(keyword);
  }
  return keywords;
}

/** One clean line (titles, names): trimmed, inner runs of white space as one space. */
export function cleanLine(value: string): string {
  return withoutNul(value).replace(/\s+/g, ' ').trim();
}
