import type { PostGroupingType } from '../../../common/contracts/reference.ts';

/** A category of the search filter's three levels: what the page needs of /api/category/list's rows. */
export interface SearchCategory {
  id: number;
  name: string;
  type: PostGroupingType;
  children: SearchCategory[];
}

interface CategoryRow {
  id: number;
  name: string;
  type: PostGroupingType;
  children: readonly unknown[];
}

/** Only the fields the page uses, so that the document does not carry every language's names. */
export function toSearchCategories(rows: readonly CategoryRow[]): SearchCategory[] {
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: row.type,
    children: toSearchCategories(row.children as readonly CategoryRow[]),
  }));
}

/** The path from a big category down to `id`; empty when no category of the tree has it. */
export function categoryPath(tree: readonly SearchCategory[], id: number | undefined): SearchCategory[] {
  if (id === undefined) return [];
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = categoryPath(node.children, id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}
