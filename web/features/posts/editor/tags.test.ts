import { describe, expect, it } from 'vitest';
import { addTags, freshSuggestions } from './tags.ts';

describe('addTags', () => {
  it('adds a normalized tag', () => {
    expect(addTags([], '  #GA4   funnel ')).toEqual({ tags: ['GA4 funnel'], rest: '' });
  });

  it('splits on commas and skips empty pieces and duplicates of any case', () => {
    expect(addTags(['seo'], 'ux, , SEO,heatmap,ux')).toEqual({ tags: ['seo', 'ux', 'heatmap'], rest: '' });
  });

  it('accepts the tenth tag and refuses the eleventh with tagsMaxCount, keeping it in the input', () => {
    const nine = Array.from({ length: 9 }, (_, index) => `tag${index}`);
    const ten = addTags(nine, 'tenth');
    expect(ten).toEqual({ tags: [...nine, 'tenth'], rest: '' });
    expect(addTags(ten.tags, 'eleventh')).toEqual({ tags: ten.tags, rest: 'eleventh', issue: 'tagsMaxCount' });
  });

  it('adds what fits and keeps the rest when a paste overflows the limit', () => {
    const eight = Array.from({ length: 8 }, (_, index) => `t${index}`);
    expect(addTags(eight, 'a,b,c,d')).toEqual({ tags: [...eight, 'a', 'b'], rest: 'c,d', issue: 'tagsMaxCount' });
  });

  it('refuses a tag of 31 characters and accepts one of 30', () => {
    expect(addTags([], 'x'.repeat(30)).tags).toEqual(['x'.repeat(30)]);
    expect(addTags([], 'x'.repeat(31))).toEqual({ tags: [], rest: 'x'.repeat(31), issue: 'tagMaxLength' });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(addTags([], '한'.repeat(30)).tags).toHaveLength(1);
  });

  it('refuses symbols outside the tag alphabet and stops there', () => {
    expect(addTags([], 'ok, <script>, later')).toEqual({ tags: ['ok'], rest: '<script>, later', issue: 'tagFormat' });
    expect(addTags([], 'a"b').issue).toBe('tagFormat');
  });

  it('accepts letters of any script with the allowed joiners', () => {
    expect(addTags([], 'C++, Node.js, R&D, 데이터 분석, データ_分析').tags).toEqual([
      'C++',
      'Node.js',
      'R&D',
      '데이터 분석',
      'データ_分析',
    ]);
  });

  it('ignores an input of only separators and spaces', () => {
    expect(addTags(['a'], ' , ,, ')).toEqual({ tags: ['a'], rest: '' });
  });
});

describe('freshSuggestions', () => {
  it('leaves out the tags already chosen, whatever their case', () => {
    expect(freshSuggestions(['GA4', 'seo', 'ux'], ['ga4', 'UX'])).toEqual(['seo']);
  });
});
