import { tagKey } from '../../../common/validation/post.ts';
import type { PostIndexSource } from '../posts/posts/service.ts';
import { analyzeForIndex } from './analyzer.ts';

/**
 * An item as the index holds it (ADR 0029): its filters and sorts, and the analyzer's tokens
 * per column. The columns, their order and their BM25 weights are the same on both databases.
 */
export const COLUMNS = ['title', 'tags', 'body', 'admin'] as const;
export type Column = (typeof COLUMNS)[number];

/** BM25 weights per column, in COLUMNS' order: a word in the title says most about a post. */
export const COLUMN_WEIGHTS: Record<Column, number> = { title: 4, tags: 3, body: 1, admin: 1 };

export interface IndexDocument {
  kind: DocumentKind;
  itemId: number;
  lang: string;
  groupingType: string | null;
  categoryIds: [number | null, number | null, number | null];
  authorId: number | null;
  title: string;
  bodyText: string;
  viewCount: number;
  createdAt: string;
  tags: Array<{ key: string; keyword: string }>;
  tokens: Record<Column, string[]>;
}

/**
 * The kinds of items, each a number in their documents' ids. Append; never renumber. A post
 * has one language; a knowledge article (issue 31) a text in each, each its own document, so
 * its kind takes three numbers: its code and the two after it, by LANGUAGE_SLOTS.
 */
const KIND_CODES = { post: 1, guide: 2, faq: 5 } as const;
export type DocumentKind = keyof typeof KIND_CODES;
export const KNOWLEDGE_KINDS = ['guide', 'faq'] as const satisfies readonly DocumentKind[];
const LANGUAGE_SLOTS: Record<string, number> = { ko: 0, en: 1, ja: 2 };
export const KNOWLEDGE_LANGUAGES = Object.keys(LANGUAGE_SLOTS);
const KIND_SLOTS = 8;

/**
 * A document's id: its item's id and its kind (item × 8 + kind, and the language for a
 * knowledge article's text). Both databases give the same document the same id, and FTS5's
 * rowid order is the items' order, the newest last.
 */
export function documentId(kind: DocumentKind, itemId: number, lang: string): number {
  const slot = kind === 'post' ? 0 : (LANGUAGE_SLOTS[lang] ?? 0);
  return itemId * KIND_SLOTS + KIND_CODES[kind] + slot;
}

/**
 * The `kind` column's value: a post's kind, a knowledge text's kind and language (`guide-ko`).
 * search_documents keeps one row per kind and item (the search migration's unique key), and an
 * article has a text, so a row, per language.
 */
export function storedKind(kind: DocumentKind, lang: string): string {
  return kind === 'post' ? kind : `${kind}-${lang}`;
}

/** Whether a document id is a post's (search_tags counts posts' tags only). */
export function isPostDocument(id: number): boolean {
  return id % KIND_SLOTS === KIND_CODES.post;
}

/** The item a document id names (documentId's inverse). */
export function itemOfDocument(id: number): number {
  return Math.floor(id / KIND_SLOTS);
}

/**
 * The document's filters as tokens of the `scope` column: its kind and language as one token
 * (every search names both; one token is one doclist for FTS5 to walk), its grouping, each of
 * its category levels. FTS5 filters while it matches. They begin with a digit and a letter no
 * word is read as: a search never names them, and their column weighs nothing.
 */
export function scopeTokens(document: Pick<IndexDocument, 'kind' | 'lang' | 'groupingType' | 'categoryIds'>): string[] {
  return [
    kindToken(document.kind, document.lang),
    ...(document.groupingType ? [typeToken(document.groupingType)] : []),
    ...document.categoryIds.flatMap((id) => (id === null ? [] : [categoryToken(id)])),
  ];
}

export const kindToken = (kind: DocumentKind, lang: string) => `0k${kind}${lang}`;
export const typeToken = (type: string) => `0t${type}`;
export const categoryToken = (id: number) => `0c${id}`;

/** The document's length as FTS5 counts it: every column's tokens, the scope's included. */
export function tokenCount(document: IndexDocument): number {
  return COLUMNS.reduce((sum, column) => sum + document.tokens[column].length, 0) + scopeTokens(document).length;
}

/** A post as a document; undefined when nobody but its author or an administrator may see it. */
export function documentOfPost(post: PostIndexSource): IndexDocument | undefined {
  if (!post.searchable) return undefined;
  const tags = [...new Map(post.tags.map((tag) => [tagKey(tag), { key: tagKey(tag), keyword: tag }])).values()];
  return {
    kind: 'post',
    itemId: post.id,
    lang: post.lang,
    groupingType: post.type,
    categoryIds: post.categoryIds,
    authorId: post.authorId,
    title: post.title,
    bodyText: post.text,
    viewCount: post.viewCount,
    createdAt: post.createdAt,
    tags,
    tokens: {
      title: analyzeForIndex(post.title),
      // One tag's tokens never run into the next's: tags are written apart as words are.
      tags: post.tags.flatMap((tag) => analyzeForIndex(tag)),
      body: analyzeForIndex(post.text),
      admin: analyzeForIndex(post.adminText),
    },
  };
}
