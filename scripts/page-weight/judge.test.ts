import { describe, expect, it } from 'vitest';
import { initialScriptUrls, type InitialJavaScript } from '../lib/initial-javascript.ts';
import { P29_CEILING_KB, READING_PAGE_BUDGETS } from './budgets.ts';
import { forbiddenCodeIn, pageWeightFailures } from './judge.ts';

const KB = 1024;
const budget = { page: 'post (/ko/post/{id})', budgetKb: 150 };

function javascript(chunks: { url: string; kb: number; source?: string }[]): InitialJavaScript {
  const weighed = chunks.map(({ url, kb, source = 'export{}' }) => ({ url, gzipBytes: Math.round(kb * KB), source }));
  return {
    files: weighed.length,
    gzipBytes: weighed.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
    urls: weighed.map((chunk) => chunk.url),
    chunks: weighed,
  };
}

describe('the reading pages’ budget check', () => {
  it('passes a page at or under its budget', () => {
    expect(pageWeightFailures(budget, javascript([{ url: '/assets/framework-a.js', kb: 150 }]))).toEqual([]);
  });

  it('fails a page over its budget, naming the page, its size, its budget and its largest chunks first', () => {
    const failures = pageWeightFailures(
      budget,
      javascript([
        { url: '/assets/shell-b.js', kb: 13.8 },
        { url: '/assets/framework-a.js', kb: 121.6 },
        { url: '/assets/route-c.js', kb: 15.1 },
      ]),
    );
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain('post (/ko/post/{id}): 150.5 KB gzip of initial JavaScript in 3 files');
    expect(failures[0]).toContain('over its budget of 150 KB');
    expect(failures[0]).toContain('Largest: framework-a.js 121.6 KB, route-c.js 15.1 KB, shell-b.js 13.8 KB.');
  });

  it('fails a page that carries the editor or zod, however small, naming the chunk', () => {
    const failures = pageWeightFailures(
      budget,
      javascript([
        { url: '/assets/route-c.js', kb: 2, source: 'e.classList.add(`ProseMirror-widget`)' },
        { url: '/assets/validation-d.js', kb: 1, source: 'const t=$constructor(`$ZodString`,(e,t)=>{})' },
      ]),
    );
    expect(failures).toEqual([
      'post (/ko/post/{id}): editor code (Tiptap/ProseMirror) in /assets/route-c.js (2.0 KB), which a reading page must not load.',
      'post (/ko/post/{id}): zod in /assets/validation-d.js (1.0 KB), which a reading page must not load.',
    ]);
  });

  it('knows the editor and zod by what their bundles keep, and nothing else by them', () => {
    expect(forbiddenCodeIn('import{Editor}from"@tiptap/core"')).toEqual(['editor code (Tiptap/ProseMirror)']);
    expect(forbiddenCodeIn('class t extends Error{name=`ZodError`}')).toEqual(['zod']);
    expect(forbiddenCodeIn('function t(e){return e.trim().length>0}')).toEqual([]);
  });

  it('reads the initial scripts of a page as the browser would load them', () => {
    const html = [
      '<link rel="modulepreload" href="/assets/framework-a.js"/>',
      '<link rel="stylesheet" href="/assets/shell-b.css"/>',
      '<link rel="preload" as="image" href="/uploads/x.png"/>',
      '<script type="module" src="/assets/entry-c.js"></script>',
      '<script src="/legacy.js"></script>',
      '<script type="module">import "/assets/manifest-d.js";import * as route0 from "/assets/root-e.js";</script>',
    ].join('');
    expect(initialScriptUrls(html)).toEqual([
      '/assets/framework-a.js',
      '/assets/entry-c.js',
      '/assets/manifest-d.js',
      '/assets/root-e.js',
    ]);
  });

  it('writes every budget at or under the ceiling of DECISIONS P29', () => {
    for (const { budgetKb } of Object.values(READING_PAGE_BUDGETS))
      expect(budgetKb).toBeLessThanOrEqual(P29_CEILING_KB);
  });
});
