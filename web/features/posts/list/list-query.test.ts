import { describe, expect, it } from 'vitest';
import { listHref, listSearch, parseListQuery } from './list-query.ts';

const parse = (search: string) => parseListQuery(new URLSearchParams(search));

describe('parseListQuery (the list state lives in the URL)', () => {
  it('reads category, sort and page', () => {
    expect(parse('category=forum.analytics&sort=like&page=3')).toEqual({
      category: 'forum.analytics',
      sort: 'like',
      page: 3,
    });
  });

  it('accepts a numeric category id as given', () => {
    expect(parse('category=42').category).toBe('42');
  });

  it('falls back to newest, page 1 and no category for missing or malformed values', () => {
    expect(parse('')).toEqual({ category: undefined, sort: 'new', page: 1 });
    expect(parse('sort=popular&page=0&category=')).toEqual({ category: undefined, sort: 'new', page: 1 });
    expect(parse('page=-2').page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=abc').page).toBe(1);
    expect(parse('page=1000001').page).toBe(1);
    expect(parse('category=%3Cscript%3E').category).toBeUndefined();
    expect(parse(`category=${'a'.repeat(129)}`).category).toBeUndefined();
  });

  it('keeps the largest page the API accepts', () => {
    expect(parse('page=100000').page).toBe(100_000);
    expect(parse('page=100001').page).toBe(1);
  });
});

describe('listSearch and listHref', () => {
  it('leaves defaults out so that each list has one address', () => {
    expect(listSearch({ sort: 'new', page: 1 })).toBe('');
    expect(listHref('ko', 'forum')).toBe('/ko/forum/list');
  });

  it('writes category, sort and page in a stable order', () => {
    expect(listHref('en', 'careers', { page: 2, sort: 'view', category: '7' })).toBe(
      '/en/careers/list?category=7&sort=view&page=2',
    );
  });

  it('round-trips through the parser', () => {
    const query = { category: 'forum.marketing.seo', sort: 'like', page: 4 } as const;
    expect(parse(listSearch(query).slice(1))).toEqual(query);
  });

  it('encodes what it writes', () => {
    expect(listSearch({ category: 'a&b' })).toBe('?category=a%26b');
  });
});
