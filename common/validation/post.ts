import { longerThan } from './length.ts';

/**
 * The post rules of SPEC §5 and §9 and DECISIONS P13–P19, written once: the server's
 * contracts and services enforce them and the web's editor and forms show the same limits.
 */

/** SPEC §5 and §9. */
export const TITLE_MAX_LENGTH = 100;
/**
 * SPEC §5: 60,000 characters of content, counted as the member sees them: the text of the
 * sanitized HTML, not its markup (an image counts nothing).
 */
export const CONTENT_MAX_LENGTH = 60_000;
/**
 * A ceiling for the HTML itself, markup included, so that styled content cannot grow without
 * bound while its text stays under CONTENT_MAX_LENGTH (ADR 0010).
 */
export const CONTENT_HTML_MAX_LENGTH = 400_000;
export const COMPANY_NAME_MAX_LENGTH = 20;
export const TAGS_MAX = 10;
/** One tag: letters and digits of any script, with spaces, and _ + . & - inside (ADR 0010). */
export const TAG_MAX_LENGTH = 30;
export const TAG_PATTERN = /^[\p{L}\p{N}](?:[\p{L}\p{N} _+.&-]*[\p{L}\p{N}+])?$/u;

/**
 * What the contract takes of a title, company name or tag before any rule trims or counts it:
 * four times the characters counted leave room for the invisible and control characters a clean
 * line drops, and a megabyte of spaces is refused before it is trimmed. The rules
 * (post-fields.ts, tagIssue) refuse past it with the same code, so the form agrees.
 */
export const TITLE_INPUT_MAX_LENGTH = TITLE_MAX_LENGTH * 4;
export const COMPANY_NAME_INPUT_MAX_LENGTH = COMPANY_NAME_MAX_LENGTH * 4;
export const TAG_INPUT_MAX_LENGTH = TAG_MAX_LENGTH * 4;
/** SPEC says a reply is required and nothing of its length: a reply is shorter than a post (ADR 0010). */
export const REPLY_MAX_LENGTH = 10_000;
export const REPLY_HTML_MAX_LENGTH = 60_000;

/** Threads nest three levels deep (issue 4); deeper answers stay at the third with an @nickname. */
export const REPLY_MAX_DEPTH = 3;

/** SPEC §5 and §9, P19: editor images, and every image of one post together. */
export const IMAGE_MAX_BYTES = 1_048_576;
export const POST_UPLOADS_MAX_BYTES = 15_728_640;
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** SPEC §9 page sizes. */
export const PAGE_SIZE = 20;
export const CAREERS_PAGE_SIZE = 8;
export const SIDE_CAREERS_PAGE_SIZE = 3;
export const PAGE_SIZE_MAX = 100;

/** SPEC §9, §7.2: the popular keywords (P25), 10 on the first render, 5 in the side panel; 20 at most. */
export const TOP_KEYWORDS_FIRST_RENDER = 10;
export const SIDE_PANEL_KEYWORDS = 5;
export const TOP_KEYWORDS_MAX = 20;

export const VISIBILITIES = ['public', 'private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** Sort orders of the lists (issue 4): newest, most viewed, most liked. */
export const POST_SORTS = ['new', 'view', 'like'] as const;
export type PostSort = (typeof POST_SORTS)[number];

/** SPEC §3.3: a report names exactly one of these reasons. */
/**
 * SPEC §3.3: a report has exactly one of these reasons. Here rather than in the reference
 * contracts so that the report form can check a reason without loading zod in the browser.
 */
export const REPORT_REASON_KEYS = ['spam', 'obscenity', 'hate', 'harassment'] as const;

export const REPORT_TARGETS = ['post', 'reply'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/**
 * Characters that show nothing: zero-width space, joiners and word joiner, the byte-order mark,
 * the soft hyphen, the Hangul fillers and the braille blank. Text made only of them looks empty
 * to every reader, so a required field does not count it as written.
 */
const INVISIBLE = /\u034F|[\u00AD\u115F\u1160\u180E\u200B-\u200D\u2060\u2800\u3164\uFEFF\uFFA0]/gu;

/** SPEC §5 "required": nothing but white space and invisible characters is nothing. */
export function isBlank(value: string): boolean {
  return value.replace(INVISIBLE, '').trim() === '';
}

/**
 * One line of plain text as it is stored (titles, company names), trimmed: line breaks, tabs
 * and the line and paragraph separators become spaces; every other control character goes
 * (U+0000 too, which PostgreSQL cannot store), and so do the bidirectional embeddings, overrides
 * and isolates, which make a title read otherwise than it is written ("invoice\u202Efdp.exe"
 * shows as "invoiceexe.pdf").
 */
export function cleanLine(value: string): string {
  return value
    .replace(/[\t\n\v\f\r\u0085\u2028\u2029]/g, ' ')
    .replace(/[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu, '')
    .trim();
}

/** SPEC §5 "trim": what a tag becomes before it is checked and stored (a leading # is the search's, not the tag's). */
export function normalizeTag(value: string): string {
  return value.replace(INVISIBLE, '').trim().replace(/^#+/, '').trim().replace(/\s+/g, ' ');
}

/**
 * A tag's identity: one keyword per spelling whatever its case or width, so "GA4", "ga4" and
 * "ＧＡ４" are one tag, and so are "Äpfel" and "äpfel". Folded here, the same on both databases,
 * rather than by lower(), which SQLite applies to ASCII letters only.
 */
export function tagKey(tag: string): string {
  return tag.normalize('NFKC').toLowerCase();
}

export function tagIssue(value: string): 'tagPlz' | 'tagMaxLength' | 'tagFormat' | undefined {
  if (longerThan(value, TAG_INPUT_MAX_LENGTH)) return 'tagMaxLength';
  const tag = normalizeTag(value);
  if (tag === '') return 'tagPlz';
  if ([...tag].length > TAG_MAX_LENGTH) return 'tagMaxLength';
  if (!TAG_PATTERN.test(tag)) return 'tagFormat';
  return undefined;
}

/** Characters as a member counts them (an emoji is one). */
export function textLength(value: string): number {
  return [...value].length;
}
