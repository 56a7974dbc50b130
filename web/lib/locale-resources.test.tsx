import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { resources } from '../../common/i18n/resources.ts';
import { LocaleData } from './locale-data.tsx';
import { localeResources, provideLocaleResources, serializeLocaleResources } from './locale-resources.ts';

describe('the page language strings sent to the browser', () => {
  it('embeds exactly one language as JSON that cannot close its script element', () => {
    const html = renderToString(<LocaleData lang="ja" />);
    expect(html).toMatch(/^<script type="application\/json" id="hearth-locale">/);
    const json = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(json).not.toMatch(/<\/?script/i);
    expect(JSON.parse(json)).toEqual(resources.ja);
    expect(json).not.toContain(JSON.stringify(resources.ko.common).slice(1, 40));
  });

  it('escapes markup inside strings, and serializes strings provided after an earlier page', () => {
    // The JSON is made once per language; providing strings again must replace it.
    expect(serializeLocaleResources('en')).not.toContain('alert(1)');
    provideLocaleResources('en', {
      ...resources.en,
      pages: { ...resources.en.pages, probe: '</script><script>alert(1)</script>' },
    } as never);
    try {
      const serialized = serializeLocaleResources('en');
      expect(serialized).not.toContain('</script>');
      expect((JSON.parse(serialized) as { pages: { probe: string } }).pages.probe).toBe(
        '</script><script>alert(1)</script>',
      );
    } finally {
      provideLocaleResources('en', resources.en);
    }
  });

  it('refuses a language that was not provided instead of rendering keys', () => {
    expect(localeResources('ko')).toBe(resources.ko);
    expect(() => localeResources('fr' as never)).toThrow('No strings were provided for the language "fr"');
  });
});
