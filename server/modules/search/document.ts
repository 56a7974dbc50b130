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
  kind: 'post';
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

export function tokenCount(document: IndexDocument): number {
  return COLUMNS.reduce((sum, column) => sum + document.tokens[column].length, 0);
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
