/** A category of the three-level tree (common/contracts/reference.ts categoryList), as the form needs it. */
export interface CategoryOption {
  id: number;
  name: string;
  children: CategoryOption[];
}

/** The ids from the top to `id` (big, mid, small), or [] when `id` is not in the tree. */
export function pathTo(tree: readonly CategoryOption[], id: number | null): number[] {
  if (id === null) return [];
  for (const node of tree) {
    if (node.id === id) return [node.id];
    const below = pathTo(node.children, id);
    if (below.length > 0) return [node.id, ...below];
  }
  return [];
}

/** The options of each level along `path`: level 1 always, each further one when the chosen node has children. */
export function levelsAlong(tree: readonly CategoryOption[], path: readonly number[]): CategoryOption[][] {
  const levels: CategoryOption[][] = [tree as CategoryOption[]];
  let options: readonly CategoryOption[] = tree;
  for (const id of path) {
    const chosen = options.find((node) => node.id === id);
    if (!chosen || chosen.children.length === 0) break;
    levels.push(chosen.children);
    options = chosen.children;
  }
  return levels;
}

/** SPEC §2.2: a post belongs to a leaf; the path's last id when it is one, else null. */
export function leafOf(tree: readonly CategoryOption[], path: readonly number[]): number | null {
  let options: readonly CategoryOption[] = tree;
  let leaf: CategoryOption | undefined;
  for (const id of path) {
    leaf = options.find((node) => node.id === id);
    if (!leaf) return null;
    options = leaf.children;
  }
  return leaf && leaf.children.length === 0 ? leaf.id : null;
}
