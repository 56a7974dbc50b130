import { describe, expect, it } from 'vitest';
import {
  alternateLinks,
  type AlternatesHandle,
  canonicalHref,
  localeOfPath,
  pageAlternateLocales,
  pathInLocale,
  siteOrigin,
} from './document-head.ts';

describe('hreflang alternates', () => {
  it('lists the same page in every language and x-default on the unprefixed path', () => {
    expect(alternateLinks('/ko/service/terms', '', 'https://hearth.example')).toEqual([
      { hrefLang: 'ko', href: 'https://hearth.example/ko/service/terms' },
      { hrefLang: 'en', href: 'https://hearth.example/en/service/terms' },
      { hrefLang: 'ja', href: 'https://hearth.example/ja/service/terms' },
      { hrefLang: 'x-default', href: 'https://hearth.example/service/terms' },
    ]);
  });

  it('handles the home page of a language and keeps the query', () => {
    expect(alternateLinks('/ja', '?page=2')).toEqual([
      { hrefLang: 'ko', href: '/ko?page=2' },
      { hrefLang: 'en', href: '/en?page=2' },
      { hrefLang: 'ja', href: '/ja?page=2' },
      { hrefLang: 'x-default', href: '/?page=2' },
    ]);
  });

  it('has none for a path outside a language prefix', () => {
    expect(alternateLinks('/', '')).toEqual([]);
    expect(alternateLinks('/fr/forum', '')).toEqual([]);
    expect(alternateLinks('/korean/forum', '')).toEqual([]);
  });

  it('changes only the first segment, even when a later one looks like a language', () => {
    expect(pathInLocale('/en/post/ko', 'ja')).toBe('/ja/post/ko');
    expect(pathInLocale('/en/post/ko', undefined)).toBe('/post/ko');
  });
});

describe('alternates of a page in some languages only (issue 31: knowledge articles)', () => {
  it('names only those languages, and no x-default, which would send a visitor to a missing one', () => {
    expect(alternateLinks('/en/documentation/post/5', '', 'https://hearth.example', ['en', 'ko'])).toEqual([
      { hrefLang: 'ko', href: 'https://hearth.example/ko/documentation/post/5' },
      { hrefLang: 'en', href: 'https://hearth.example/en/documentation/post/5' },
    ]);
    expect(alternateLinks('/ko/documentation/post/5', '', '', ['ja', 'ko', 'en']).at(-1)?.hrefLang).toBe('x-default');
  });

  it('takes the languages from the deepest route whose handle names them', () => {
    const handle: AlternatesHandle = {
      alternateLocales: (data) => (data as { languages: ('ko' | 'en' | 'ja')[] }).languages,
    };
    expect(
      pageAlternateLocales([
        { handle: undefined, loaderData: {} },
        { handle, loaderData: { languages: ['ja'] } },
      ]),
    ).toEqual(['ja']);
    // No data (an error page) or no languages: every language, as for any page.
    expect(pageAlternateLocales([{ handle, loaderData: undefined }])).toBeUndefined();
    expect(pageAlternateLocales([{ handle, loaderData: { languages: [] } }])).toBeUndefined();
  });
});

describe('canonical and origin', () => {
  it('prefers PUBLIC_URL over the request origin', () => {
    expect(siteOrigin('http://10.0.0.5:3000/ko', 'https://hearth.example/')).toBe('https://hearth.example');
    expect(siteOrigin('http://localhost:3000/ko/forum?x=1', undefined)).toBe('http://localhost:3000');
  });

  it('is the page itself', () => {
    expect(canonicalHref('/en/service/privacy', '', 'https://hearth.example')).toBe(
      'https://hearth.example/en/service/privacy',
    );
  });

  it('reads the language of a path', () => {
    expect(localeOfPath('/ja/service/terms')).toBe('ja');
    expect(localeOfPath('/xx/service/terms')).toBeUndefined();
    expect(localeOfPath('/')).toBeUndefined();
  });
});
