import { describe, expect, it } from 'vitest';
import {
  followerBadge,
  introduceIssue,
  PROFILE_IMAGE_MAX_BYTES,
  snsLinksIssue,
  snsTypeIssue,
  snsUrlIssue,
} from './member.ts';

/** The member profile rules (issue 14) at their bounds, as the contracts and the profile form call them. */
describe('member profile rules', () => {
  it('P23: the highest follower tier reached', () => {
    expect([0, 9, 10, 49, 50, 99, 100, 5000].map(followerBadge)).toEqual([
      null,
      null,
      'copper',
      'copper',
      'silver',
      'silver',
      'gold',
      'gold',
    ]);
  });

  it('SNS URLs: http(s) addresses with a host only', () => {
    const accepted = [
      'https://a.example.com',
      'http://a.example.com/x?y=1#z',
      ' https://brunch.co.kr/@me ',
      'HTTPS://A.COM',
    ];
    for (const url of accepted) expect(snsUrlIssue(url), url).toBeUndefined();
    const refused: [string | undefined, string][] = [
      [undefined, 'snsUrlPlz'],
      ['   ', 'snsUrlPlz'],
      ['ftp://files.example.com', 'snsUrlFormat'],
      ['javascript:alert(1)', 'snsUrlFormat'],
      ['data:text/html;base64,PHNjcmlwdD4=', 'snsUrlFormat'],
      ['https://', 'snsUrlFormat'],
      ['https:// spaced.example.com', 'snsUrlFormat'],
      ['//example.com', 'snsUrlFormat'],
      [`https://example.com/${'a'.repeat(500)}`, 'snsUrlFormat'],
    ];
    for (const [url, code] of refused) expect(snsUrlIssue(url), String(url)).toBe(code);
  });

  it('SNS types, the number of links and the bio', () => {
    expect(snsTypeIssue('SNS_LINKEDIN')).toBeUndefined();
    for (const type of [undefined, null, '', 'SNS_NONE', 'sns_linkedin', 'google']) {
      expect(snsTypeIssue(type), String(type)).toBe('snsTypePlz');
    }
    expect(snsLinksIssue([1, 2, 3])).toBeUndefined();
    expect(snsLinksIssue([1, 2, 3, 4])).toBe('snsLinksMaxCount');
    expect(introduceIssue(` ${'🍞'.repeat(300)} `)).toBeUndefined();
    expect(introduceIssue('🍞'.repeat(301))).toBe('introduceMaxLength');
    expect(PROFILE_IMAGE_MAX_BYTES).toBe(307_200);
  });
});
