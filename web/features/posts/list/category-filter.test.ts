import { describe, expect, it } from 'vitest';
import { type CategoryOption, categoryFromSelects, findCategoryPath, toCategoryOptions } from './category-filter.ts';

const node = (id: number, key: string, children: CategoryOption[] = []): CategoryOption => ({
  id,
  key,
  name: key.toUpperCase(),
  children,
});

const tree = [
  node(1, 'forum.analytics', [
    node(2, 'forum.analytics.setup', [node(3, 'forum.analytics.setup.tags'), node(4, 'forum.analytics.setup.events')]),
    node(5, 'forum.analytics.reports'),
  ]),
  node(6, 'forum.marketing', [node(7, 'forum.marketing.seo', [node(8, 'forum.marketing.seo.technical')])]),
];

describe('findCategoryPath (?category= by id or by key)', () => {
  it('finds a category at each level by id, with the path above it', () => {
    expect(findCategoryPath(tree, '1')?.map((c) => c.id)).toEqual([1]);
    expect(findCategoryPath(tree, '5')?.map((c) => c.id)).toEqual([1, 5]);
    expect(findCategoryPath(tree, '8')?.map((c) => c.id)).toEqual([6, 7, 8]);
  });

  it('finds a category by key, as the home page topic links name it', () => {
    expect(findCategoryPath(tree, 'forum.marketing')?.map((c) => c.id)).toEqual([6]);
    expect(findCategoryPath(tree, 'forum.analytics.setup.events')?.map((c) => c.id)).toEqual([1, 2, 4]);
  });

  it('is undefined for a category outside the tree', () => {
    expect(findCategoryPath(tree, '99')).toBeUndefined();
    expect(findCategoryPath(tree, 'careers.data')).toBeUndefined();
  });
});

describe('categoryFromSelects (the no-script select form)', () => {
  it('takes the deepest choice', () => {
    expect(categoryFromSelects(tree, ['1', '2', '4'])?.id).toBe(4);
    expect(categoryFromSelects(tree, ['6', '7', ''])?.id).toBe(7);
    expect(categoryFromSelects(tree, ['6', null, null])?.id).toBe(6);
  });

  it('drops a mid or small choice that belongs to another big category', () => {
    expect(categoryFromSelects(tree, ['6', '2', '3'])?.id).toBe(6);
    expect(categoryFromSelects(tree, ['1', '2', '8'])?.id).toBe(2);
  });

  it('is undefined when nothing (or nonsense) is chosen', () => {
    expect(categoryFromSelects(tree, ['', '2'])).toBeUndefined();
    expect(categoryFromSelects(tree, ['abc'])).toBeUndefined();
    expect(categoryFromSelects(tree, ['3'])).toBeUndefined();
  });
});

describe('toCategoryOptions', () => {
  it('keeps id, key, name and children only', () => {
    const rows = [
      {
        id: 1,
        key: 'a',
        name: 'A',
        depth: 1,
        names: { ko: 'A', en: 'A', ja: 'A' },
        children: [{ id: 2, key: 'a.b', name: 'B', depth: 2, children: [] }],
      },
    ];
    expect(toCategoryOptions(rows)).toEqual([
      { id: 1, key: 'a', name: 'A', children: [{ id: 2, key: 'a.b', name: 'B', children: [] }] },
    ]);
  });
});
