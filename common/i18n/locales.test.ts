import { describe, expect, it } from 'vitest';
import { isLocale, localeFromAcceptLanguage, negotiateLocale, readCookie } from './locales.ts';

describe('negotiateLocale (DECISIONS P3)', () => {
  it('prefers the locale cookie over Accept-Language', () => {
    expect(negotiateLocale('i18n_redirected=ja', 'en-US,en;q=0.9')).toBe('ja');
    expect(negotiateLocale('sid=abc; i18n_redirected=en; theme=dark', 'ja')).toBe('en');
  });

  it('falls back to Accept-Language, then ko', () => {
    expect(negotiateLocale(undefined, 'en')).toBe('en');
    expect(negotiateLocale('sid=abc', 'ja')).toBe('ja');
    expect(negotiateLocale(undefined, undefined)).toBe('ko');
    expect(negotiateLocale(null, '')).toBe('ko');
  });

  it('ranks Accept-Language by quality, then by order', () => {
    expect(negotiateLocale(undefined, 'en;q=0.5, ja;q=0.8')).toBe('ja');
    expect(negotiateLocale(undefined, 'ja, en')).toBe('ja');
    expect(negotiateLocale(undefined, 'en, ja')).toBe('en');
    expect(negotiateLocale(undefined, 'ja;q=0.7, en;q=0.7')).toBe('ja');
    expect(negotiateLocale(undefined, 'fr, de;q=0.9, en;q=0.1')).toBe('en');
    expect(negotiateLocale(undefined, 'en;q=0, ja;q=0.1')).toBe('ja');
  });

  it('matches region and script tags by their language', () => {
    expect(negotiateLocale(undefined, 'ja-JP')).toBe('ja');
    expect(negotiateLocale(undefined, 'EN-gb,en;q=0.9')).toBe('en');
    expect(negotiateLocale(undefined, 'ko-KR,ko;q=0.9,en-US;q=0.8')).toBe('ko');
    expect(negotiateLocale(undefined, 'zh-Hant-TW, ja-JP;q=0.5')).toBe('ja');
  });

  it('answers ko for unsupported or unusable languages', () => {
    expect(negotiateLocale(undefined, 'fr-FR, de;q=0.9')).toBe('ko');
    expect(negotiateLocale(undefined, '*')).toBe('ko');
    expect(negotiateLocale(undefined, 'en;q=0')).toBe('ko');
    expect(negotiateLocale(undefined, 'en;q=abc')).toBe('ko');
    expect(negotiateLocale(undefined, ',;,;q=')).toBe('ko');
  });

  it('ignores malformed or unsupported cookie values', () => {
    for (const cookie of [
      'i18n_redirected=fr',
      'i18n_redirected=',
      'i18n_redirected=%E0%A4%A',
      'i18n_redirected=JA',
      'i18n_redirected',
      'i18n_redirected=ja-JP',
      'xi18n_redirected=en',
      '=en; ;;',
    ]) {
      expect(negotiateLocale(cookie, 'ja')).toBe('ja');
      expect(negotiateLocale(cookie, undefined)).toBe('ko');
    }
    expect(negotiateLocale('i18n_redirected=%65n', 'ja')).toBe('en');
    expect(negotiateLocale(' i18n_redirected = en ', 'ja')).toBe('en');
  });
});

describe('locale helpers', () => {
  it('isLocale accepts only the three interface languages', () => {
    expect(['ko', 'en', 'ja'].every(isLocale)).toBe(true);
    for (const value of ['KO', 'fr', '', undefined, null, 1, {}]) expect(isLocale(value)).toBe(false);
  });

  it('readCookie reads one cookie and survives bad encodings', () => {
    expect(readCookie('a=1; b=2', 'b')).toBe('2');
    expect(readCookie('a=1', 'b')).toBeUndefined();
    expect(readCookie('b=%zz', 'b')).toBeUndefined();
    expect(readCookie(undefined, 'b')).toBeUndefined();
  });

  it('localeFromAcceptLanguage gives undefined when nothing is supported', () => {
    expect(localeFromAcceptLanguage('fr')).toBeUndefined();
    expect(localeFromAcceptLanguage('fr, ja;q=0.2')).toBe('ja');
  });
});
