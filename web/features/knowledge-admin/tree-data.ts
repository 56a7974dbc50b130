import type { ArticleCard, KnowledgeArea } from '../../../common/contracts/knowledge.ts';

/** A category as the tree shows it: its name in the page's language and in each language. */
export interface TreeCategory {
  id: number;
  depth: 1 | 2;
  parentId: number | null;
  name: string;
  names: { ko: string; en: string; ja: string };
}

export type TreeArticle = Pick<
  ArticleCard,
  'id' | 'kind' | 'title' | 'lang' | 'fallback' | 'status' | 'helpfulCount' | 'notHelpfulCount'
>;

export interface TreeSubcategory extends TreeCategory {
  articles: TreeArticle[];
}

export interface TreeTopCategory extends TreeCategory {
  children: TreeSubcategory[];
}

export interface KnowledgeTree {
  area: KnowledgeArea;
  categories: TreeTopCategory[];
}

/** What the index page's action can be asked (one form or button each). */
export const TREE_INTENTS = [
  'category-save',
  'category-delete',
  'category-reorder',
  'article-delete',
  'article-reorder',
] as const;
export type TreeIntent = (typeof TREE_INTENTS)[number];

/** The action's answer: done, or the API's refusal with its message and its fields' messages. */
export type TreeActionResult =
  { ok: true; intent: TreeIntent } | { ok: false; intent: TreeIntent; message: string; fields: Record<string, string> };

/**
 * The ids of `siblings` with the one at `index` moved by `delta` (-1 up, +1 down): the reorder
 * calls take every sibling, once, in the new order. Null when it would leave the list.
 */
export function movedIds(siblings: readonly { id: number }[], index: number, delta: -1 | 1): number[] | null {
  const target = index + delta;
  if (index < 0 || index >= siblings.length || target < 0 || target >= siblings.length) return null;
  const ids = siblings.map((sibling) => sibling.id);
  [ids[index], ids[target]] = [ids[target]!, ids[index]!];
  return ids;
}
