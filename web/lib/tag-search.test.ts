import { describe, expect, it } from 'vitest';
import { tagSearchHref } from './tag-search.ts';

describe('the tag search of a chip', () => {
  it('is a keyword search of the encoded #tag', () => {
    expect(tagSearchHref('ko', 'funnel')).toBe('/ko/search?result=%23funnel&option=keyword');
    expect(tagSearchHref('en', 'C#')).toBe('/en/search?result=%23C%23&option=keyword');
    expect(tagSearchHref('ja', 'A/B テスト')).toBe(
      `/ja/search?result=${encodeURIComponent('#A/B テスト')}&option=keyword`,
    );
    expect(new URL(tagSearchHref('ko', 'a&b=c d'), 'http://x').searchParams.get('result')).toBe('#a&b=c d');
    expect(tagSearchHref('ko', '데이터')).toBe('/ko/search?result=%23%EB%8D%B0%EC%9D%B4%ED%84%B0&option=keyword');
  });
});
