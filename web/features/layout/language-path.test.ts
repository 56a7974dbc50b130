import { describe, expect, it } from 'vitest';
import { localeCookie, pathForLanguage } from './language-path.ts';

describe('pathForLanguage (SPEC §4: the selector swaps only the language)', () => {
  it('swaps the prefix of the home page', () => {
    expect(pathForLanguage('/ko', '', 'ja')).toBe('/ja');
  });
  it('keeps the rest of the path and the query', () => {
    expect(pathForLanguage('/ko/forum/list', '?pageNum=2&tag=%23ux', 'en')).toBe('/en/forum/list?pageNum=2&tag=%23ux');
  });
  it('keeps a trailing slash and deep paths', () => {
    expect(pathForLanguage('/en/myzone/', '', 'ko')).toBe('/ko/myzone/');
    expect(pathForLanguage('/ja/user/profile/follower/12', '', 'ko')).toBe('/ko/user/profile/follower/12');
  });
});

describe('localeCookie (SPEC §3.2)', () => {
  it('lasts 365 days on the whole site, SameSite=Lax', () => {
    expect(localeCookie('ja')).toBe('i18n_redirected=ja; Path=/; Max-Age=31536000; SameSite=Lax');
    // Issue 13: Secure when the page is served over https.
    expect(localeCookie('ja', { secure: true })).toBe(
      'i18n_redirected=ja; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
  });
});
