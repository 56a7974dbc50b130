import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE } from '../../common/i18n/locales.ts';
import { localeOr, pageLocale } from './page-locale.ts';

describe('pageLocale', () => {
  it("is the route's :lang when it is a language of the site", () => {
    expect(pageLocale({ lang: 'en' })).toBe('en');
    expect(pageLocale({ lang: 'ja' })).toBe('ja');
  });

  it('is the default language otherwise', () => {
    expect(pageLocale({})).toBe(DEFAULT_LOCALE);
    expect(pageLocale({ lang: 'fr' })).toBe(DEFAULT_LOCALE);
  });
});

describe('localeOr', () => {
  it('takes the given fallback for anything that is not a language', () => {
    expect(localeOr('ko', 'en')).toBe('ko');
    expect(localeOr('', 'en')).toBe('en');
    expect(localeOr(null, 'ja')).toBe('ja');
    expect(localeOr(undefined)).toBe(DEFAULT_LOCALE);
  });
});
