/** A category of the filter tree: what the list page needs of /api/category/list's rows. */
export interface CategoryOption {
  id: number;
  key: string;
  name: string;
  children: CategoryOption[];
}

/** Only the fields the page uses, so that the document does not carry every language's names. */
export function toCategoryOptions(
  rows: readonly { id: number; key: string; name: string; children: readonly unknown[] }[],
): CategoryOption[] {
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    name: row.name,
    children: toCategoryOptions(row.children as typeof rows),
  }));
}

/**
 * The path from a big category down to the one named by `ref`: a numeric id, or a key (the home
 * page's topic links name keys, forum.analytics). Undefined when no category of the tree has it.
 */
export function findCategoryPath(tree: readonly CategoryOption[], ref: string): CategoryOption[] | undefined {
  const byId = /^\d+$/.test(ref) ? Number(ref) : undefined;
  for (const node of tree) {
    if (node.id === byId || node.key === ref) return [node];
    const below = findCategoryPath(node.children, ref);
    if (below) return [node, ...below];
  }
  return undefined;
}

/**
 * The category a submitted big/mid/small select form means (the no-script path, c1..c3): the
 * deepest choice that still lies under the ones above it. A stale mid or small choice left over
 * from another big category is dropped rather than trusted.
 */
export function categoryFromSelects(
  tree: readonly CategoryOption[],
  choices: readonly (string | null | undefined)[],
): CategoryOption | undefined {
  let level: readonly CategoryOption[] = tree;
  let chosen: CategoryOption | undefined;
  for (const choice of choices) {
    if (!choice || !/^\d+$/.test(choice)) break;
    const next = level.find((node) => node.id === Number(choice));
    if (!next) break;
    chosen = next;
    level = next.children;
  }
  return chosen;
}
