// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { KnowledgeResult } from '../../../common/contracts/search.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { siteFrame } from '../../test/site-frame.tsx';
import type { KnowledgeSearchData } from './load-search.server.ts';
import { KnowledgeSearchPage } from './search-page.tsx';

const t = i18nFor('en').getFixedT('en', 'knowledge');

function renderPage(data: KnowledgeSearchData) {
  const Stub = createRoutesStub([
    siteFrame(null, [{ path: 'solomon/search/:search?', Component: () => <KnowledgeSearchPage data={data} /> }]),
  ]);
  render(
    <I18nextProvider i18n={i18nFor('en')}>
      <Stub initialEntries={['/en/solomon/search/heatmap']} />
    </I18nextProvider>,
  );
}

function result(fields: Partial<KnowledgeResult> & { id: number }): KnowledgeResult {
  return {
    kind: 'faq',
    title: [{ text: 'Why is the heatmap empty?', hit: false }],
    excerpt: [],
    category: { id: 21, name: 'Heatmaps' },
    parentCategory: { id: 2, name: 'Reports & heatmaps' },
    keywords: [],
    helpfulCount: 3,
    updatedAt: '2026-11-20T03:00:00.000Z',
    ...fields,
  };
}

const results = (rows: KnowledgeResult[], total = rows.length, page = 1): KnowledgeSearchData => ({
  state: 'results',
  area: 'solomon',
  lang: 'en',
  text: 'heatmap',
  page,
  pageCount: Math.ceil(total / 10),
  total,
  rows,
});

afterEach(cleanup);

describe('KnowledgeSearchPage', () => {
  it('marks the matched pieces, links each result to its article, and keeps the text in the box', async () => {
    renderPage(
      results([
        result({
          id: 7,
          title: [
            { text: 'Why is the ', hit: false },
            { text: 'heatmap', hit: true },
            { text: ' empty?', hit: false },
          ],
          excerpt: [
            { text: 'A ', hit: false },
            { text: 'heatmap', hit: true },
            { text: ' needs clicks first.', hit: false },
          ],
        }),
      ]),
    );
    const list = await screen.findByRole('list', { name: t('search.listLabel') });
    const link = within(list).getByRole('link', { name: 'Why is the heatmap empty?' });
    expect(link.getAttribute('href')).toBe('/en/solomon/post/7');
    expect([...list.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['heatmap', 'heatmap']);
    expect(screen.getByRole('status').textContent).toBe(t('search.summary', { text: 'heatmap', n: '1' }));
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('heatmap');
    expect(screen.getByRole('search').getAttribute('action')).toBe('/en/solomon/search');
  });

  it('renders hostile payloads in a hit or a piece as text, never as markup', async () => {
    // The shapes of ../shared/testdata/xss-payloads.json: a script, event handlers, a broken-out
    // attribute, an SVG, a frame, an entity that would decode into markup.
    const payloads = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(2)>',
      '"><svg onload=alert(3)>',
      '<iframe src="javascript:alert(4)"></iframe>',
      '&lt;script&gt;alert(5)&lt;/script&gt;',
      '<a href="javascript:alert(6)">x</a><object data="x"></object><embed src="x">',
    ];
    renderPage(
      results(
        payloads.map((payload, index) =>
          result({
            id: index + 1,
            title: [
              { text: payload, hit: true },
              { text: ` ${index}`, hit: false },
            ],
            excerpt: [{ text: payload, hit: index % 2 === 0 }],
          }),
        ),
      ),
    );
    const list = await screen.findByRole('list', { name: t('search.listLabel') });
    expect(list.querySelectorAll('script, img, iframe, svg, object, embed, [onerror], [onload]').length).toBe(0);
    // Each title reads exactly as the payload was written, its hit piece in a <mark>.
    const titles = [...list.querySelectorAll('h2 a')].map((link) => link.textContent);
    expect(titles).toEqual(payloads.map((payload, index) => `${payload} ${index}`));
    expect([...list.querySelectorAll('h2 mark')].map((mark) => mark.textContent)).toEqual(payloads);
  });

  it('pages ten at a time by the address', async () => {
    renderPage(results([result({ id: 1 })], 25, 2));
    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: '3' }).getAttribute('href')).toBe(
      '/en/solomon/search/heatmap?page=3',
    );
    expect(within(pager).getByRole('link', { name: '1' }).getAttribute('href')).toBe('/en/solomon/search/heatmap');
  });

  it('says when nothing was found, nothing asked, or the text is too long', async () => {
    renderPage(results([], 0));
    expect(await screen.findByText(t('search.noneTitle', { text: 'heatmap' }))).toBeTruthy();
    expect(screen.getByRole('link', { name: t('search.backToMain') }).getAttribute('href')).toBe('/en/solomon');
    cleanup();
    renderPage({ state: 'empty', area: 'solomon', lang: 'en', text: '' });
    expect(await screen.findByText(t('search.emptyTitle'))).toBeTruthy();
    cleanup();
    renderPage({ state: 'refused', area: 'solomon', lang: 'en', text: 'x'.repeat(1001) });
    expect(await screen.findByText(t('search.refusedTitle'))).toBeTruthy();
    expect(screen.getByText(t('search.refusedBody', { max: 1000 }))).toBeTruthy();
  });
});
