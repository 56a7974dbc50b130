import { describe, expect, it } from 'vitest';
import { xssPayloads } from '../../test/hostile-text.ts';
import { expectNoRunnableScript } from '../../test/no-script.ts';
import { cleanKeywords, headingsOf, prepareContent } from './content.ts';

/** P15 and the table of contents: what an article's text becomes before it is stored. */
describe('knowledge content', () => {
  it('gives every h2 and h3 an id in document order and reads their text back', () => {
    const prepared = prepareContent(
      '<h1>Top</h1><p>Intro</p><h3><strong>Bold</strong> &lt;tag&gt; &amp; more</h3><h4>Not listed</h4><h2 id="evil" onclick="x()">Again</h2>',
    );
    expect(prepared.html).toContain('<h2 id="h-1">Top</h2>');
    expect(prepared.html).toContain('<h3 id="h-2"><strong>Bold</strong> &lt;tag&gt; &amp; more</h3>');
    expect(prepared.html).toContain('<h2 id="h-3">Again</h2>');
    expect(prepared.html).not.toContain('evil');
    expect(prepared.headings).toEqual([
      { id: 'h-1', level: 2, text: 'Top' },
      { id: 'h-2', level: 3, text: 'Bold <tag> & more' },
      { id: 'h-3', level: 2, text: 'Again' },
    ]);
    expect(headingsOf(prepared.html)).toEqual(prepared.headings);
    // Saving again what the editor got back renumbers the same way.
    expect(prepareContent(prepared.html).html).toBe(prepared.html);
  });

  it('keeps no runnable script of any XSS payload, in text or in a heading', () => {
    for (const payload of xssPayloads()) {
      for (const html of [payload, `<h2>${payload}</h2>`]) {
        const prepared = prepareContent(html);
        expectNoRunnableScript(prepared.html);
        for (const heading of prepared.headings) expect(heading.id).toMatch(/^h-\d+$/);
      }
    }
  });

  it('cleans keywords: trimmed, one per spelling whatever the case, empty ones dropped', () => {
    expect(cleanKeywords([' Tag ', 'tag', '', '  ', '설치', 'TAG'])).toEqual(['Tag', '설치']);
  });
});
