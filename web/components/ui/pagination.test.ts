import { describe, expect, it } from 'vitest';
import { pageCountOf, pageItems, pagerArrows, PAGE_MAX, parsePage } from './pagination.ts';

describe('pageItems (numbered pagination)', () => {
  it('lists every page when they all fit', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('shows the start, a gap and the last page near the start', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 20]);
    expect(pageItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 20]);
  });

  it('centres the current page with gaps on both sides in the middle', () => {
    expect(pageItems(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageItems(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]);
  });

  it('shows the first page, a gap and the end near the end', () => {
    expect(pageItems(20, 20)).toEqual([1, 'gap', 14, 15, 16, 17, 18, 19, 20]);
    expect(pageItems(16, 20)).toEqual([1, 'gap', 14, 15, 16, 17, 18, 19, 20]);
  });

  it('keeps the same number of items wherever the current page is', () => {
    for (let page = 1; page <= 40; page += 1) expect(pageItems(page, 40)).toHaveLength(9);
  });

  it('always contains the current page, clamped into range', () => {
    for (let page = 1; page <= 30; page += 1) expect(pageItems(page, 30)).toContain(page);
    expect(pageItems(99, 12)).toContain(12);
    expect(pageItems(0, 12)).toContain(1);
  });

  it('narrows with fewer siblings', () => {
    expect(pageItems(10, 20, 1)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
  });
});

describe('pageCountOf', () => {
  it('is at least one page, and rounds up', () => {
    expect(pageCountOf(0, 20)).toBe(1);
    expect(pageCountOf(20, 20)).toBe(1);
    expect(pageCountOf(21, 20)).toBe(2);
    expect(pageCountOf(17, 8)).toBe(3);
  });
});

describe('pagerArrows (SPEC §4 careers paging)', () => {
  it('has no previous on the first page and no next on the last', () => {
    expect(pagerArrows(1, 3)).toEqual({ previous: undefined, next: 2 });
    expect(pagerArrows(2, 3)).toEqual({ previous: 1, next: 3 });
    expect(pagerArrows(3, 3)).toEqual({ previous: 2, next: undefined });
  });

  it('blocks both arrows when there is one page or none', () => {
    expect(pagerArrows(1, 1)).toEqual({ previous: undefined, next: undefined });
    expect(pagerArrows(1, 0)).toEqual({ previous: undefined, next: undefined });
  });

  it('clamps a page outside the range', () => {
    expect(pagerArrows(9, 3)).toEqual({ previous: 2, next: undefined });
  });
});

describe('parsePage', () => {
  it('reads a whole page number from 1 to PAGE_MAX, and 1 for anything else', () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage('')).toBe(1);
    expect(parsePage('1')).toBe(1);
    expect(parsePage('7')).toBe(7);
    expect(parsePage(String(PAGE_MAX))).toBe(PAGE_MAX);
    expect(parsePage(String(PAGE_MAX + 1))).toBe(1);
    for (const hostile of ['0', '-3', '2.5', '1e3', ' 2', '0x10', 'abc', '9999999999', '２']) {
      expect(parsePage(hostile), hostile).toBe(1);
    }
  });
});
