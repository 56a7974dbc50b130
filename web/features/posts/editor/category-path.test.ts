import { describe, expect, it } from 'vitest';
import { type CategoryOption, leafOf, levelsAlong, pathTo } from './category-path.ts';

const leaf = (id: number, name: string): CategoryOption => ({ id, name, children: [] });
const tree: CategoryOption[] = [
  {
    id: 1,
    name: 'Analytics',
    children: [{ id: 11, name: 'Setup', children: [leaf(111, 'Tags'), leaf(112, 'Events')] }, leaf(12, 'Reports')],
  },
  leaf(2, 'Other'),
];

describe('category path', () => {
  it('finds the path of a leaf at any depth', () => {
    expect(pathTo(tree, 112)).toEqual([1, 11, 112]);
    expect(pathTo(tree, 12)).toEqual([1, 12]);
    expect(pathTo(tree, 2)).toEqual([2]);
    expect(pathTo(tree, 999)).toEqual([]);
    expect(pathTo(tree, null)).toEqual([]);
  });

  it('shows a further level only when the chosen category has children', () => {
    expect(levelsAlong(tree, []).map((level) => level.map((node) => node.id))).toEqual([[1, 2]]);
    expect(levelsAlong(tree, [1]).length).toBe(2);
    expect(levelsAlong(tree, [1, 11]).map((level) => level.length)).toEqual([2, 2, 2]);
    expect(levelsAlong(tree, [1, 12]).length).toBe(2);
    expect(levelsAlong(tree, [2]).length).toBe(1);
  });

  it('accepts only a leaf as the chosen category', () => {
    expect(leafOf(tree, [1])).toBeNull();
    expect(leafOf(tree, [1, 11])).toBeNull();
    expect(leafOf(tree, [1, 11, 111])).toBe(111);
    expect(leafOf(tree, [1, 12])).toBe(12);
    expect(leafOf(tree, [2])).toBe(2);
    expect(leafOf(tree, [2, 5])).toBeNull();
    expect(leafOf(tree, [])).toBeNull();
  });
});
