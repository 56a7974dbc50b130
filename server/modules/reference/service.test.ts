import { describe, expect, it } from 'vitest';
import type { Category } from './repository.ts';
import { buildCategoryTree } from './service.ts';

const names = { ko: '가', en: 'a', ja: 'あ' };
const category = (id: number, parentId: number | null, depth: number): Category => ({
  id,
  parentId,
  depth,
  key: `forum.${id}`,
  type: 'forum',
  names,
});

describe('buildCategoryTree', () => {
  it('nests children under their parents in the given order', () => {
    const tree = buildCategoryTree([
      category(1, null, 1),
      category(2, null, 1),
      category(3, 2, 2),
      category(4, 1, 2),
      category(5, 3, 3),
      category(6, 3, 3),
    ]);
    expect(tree.map((node) => node.id)).toEqual([1, 2]);
    expect(tree[0]?.children.map((node) => node.id)).toEqual([4]);
    expect(tree[1]?.children.map((node) => node.id)).toEqual([3]);
    expect(tree[1]?.children[0]?.children.map((node) => node.id)).toEqual([5, 6]);
    expect(tree[1]?.children[0]?.children[0]?.children).toEqual([]);
  });

  it('leaves out categories whose parent is not in the list', () => {
    const tree = buildCategoryTree([category(1, null, 1), category(7, 99, 2), category(8, 7, 3)]);
    expect(tree).toEqual([{ ...category(1, null, 1), children: [] }]);
  });
});
