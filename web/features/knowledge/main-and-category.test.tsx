// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nFor } from '../../lib/i18n.ts';
import { siteFrame } from '../../test/site-frame.tsx';
import { AnswerListPage } from './answer-list-page.tsx';
import { KnowledgeCategoryPage } from './category-page.tsx';
import { KnowledgeMainPage } from './main-page.tsx';
import { makeCard, makeCategory, makePostCard } from './test-fixtures.ts';

const t = i18nFor('en').getFixedT('en', 'knowledge');

function renderAt(url: string, page: ReactNode) {
  const Stub = createRoutesStub([siteFrame(null, [{ path: '*', Component: () => page }])]);
  render(
    <I18nextProvider i18n={i18nFor('en')}>
      <Stub initialEntries={[url]} />
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe('the main pages', () => {
  it('documentation: a search form that works without script, category cards with counts, helpful guides, top FAQs', async () => {
    renderAt(
      '/en/documentation',
      <KnowledgeMainPage
        data={{
          area: 'documentation',
          lang: 'en',
          categories: [makeCategory({ id: 1, name: 'Getting started', articleCount: 4 }), makeCategory({ id: 2 })],
          highlights: [makeCard({ id: 5, title: 'Install the tracking script' })],
          faqs: [makeCard({ id: 40, kind: 'faq', title: 'Why is my data late?' })],
          keywords: [],
          references: [],
        }}
      />,
    );
    const form = await screen.findByRole('search', { name: t('area.documentation.searchLabel') });
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/en/documentation/search');
    expect(within(form).getByRole('searchbox').getAttribute('name')).toBe('text');
    const cards = screen.getByRole('list', { name: t('main.categories') });
    const first = within(cards).getByRole('link', { name: 'Getting started' });
    expect(first.getAttribute('href')).toBe('/en/documentation/category/1');
    expect(first.closest('li')!.textContent).toContain(t('main.categoryCount', { n: '4' }));
    expect(
      within(screen.getByTestId('knowledge-highlights'))
        .getByRole('link', { name: 'Install the tracking script' })
        .getAttribute('href'),
    ).toBe('/en/documentation/post/5');
    expect(
      within(screen.getByTestId('knowledge-top-faqs'))
        .getByRole('link', { name: 'Why is my data late?' })
        .getAttribute('href'),
    ).toBe('/en/solomon/post/40');
  });

  it('solomon: keyword chips to the answer list, top answers, and the community’s reference posts', async () => {
    renderAt(
      '/en/solomon',
      <KnowledgeMainPage
        data={{
          area: 'solomon',
          lang: 'en',
          categories: [makeCategory({ id: 3, area: 'solomon', name: 'Billing & plans' })],
          highlights: [makeCard({ id: 41, kind: 'faq', title: 'Can I change plans?' })],
          faqs: [],
          keywords: [{ keyword: 'heatmap', count: 3 }],
          references: [makePostCard({ id: 300, title: 'Our consent banner' })],
        }}
      />,
    );
    const chips = await screen.findByRole('list', { name: t('main.keywords') });
    expect(within(chips).getByRole('link', { name: '#heatmap' }).getAttribute('href')).toBe(
      '/en/solomon/list?keyword=heatmap',
    );
    expect(screen.getByRole('link', { name: 'Billing & plans' }).getAttribute('href')).toBe('/en/solomon/category/3');
    expect(screen.getByRole('heading', { name: t('main.topAnswers') })).toBeTruthy();
    const community = screen.getByRole('list', { name: t('main.community') });
    expect(within(community).getByRole('link', { name: 'Our consent banner' }).getAttribute('href')).toBe(
      '/en/post/300',
    );
  });
});

describe('the category page', () => {
  const depth1 = makeCategory({ id: 1, name: 'Getting started', articleCount: 2 });
  const install = makeCategory({ id: 11, depth: 2, parentId: 1, name: 'Installing', articleCount: 2 });
  const empty = makeCategory({ id: 12, depth: 2, parentId: 1, name: 'Coming soon', articleCount: 0 });

  it('lists each second-depth category with its articles under the path from the area', async () => {
    renderAt(
      '/en/documentation/category/1',
      <KnowledgeCategoryPage
        data={{
          area: 'documentation',
          lang: 'en',
          depth1,
          depth2: null,
          siblings: [install, empty],
          sections: [
            { category: install, articles: [makeCard({ id: 5, title: 'Install the tracking script' })] },
            { category: empty, articles: [] },
          ],
        }}
      />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Getting started' })).toBeTruthy();
    const path = screen.getByRole('navigation', { name: t('nav.breadcrumb') });
    expect(within(path).getByRole('link', { name: 'Guides' }).getAttribute('href')).toBe('/en/documentation');
    const sections = screen.getAllByTestId('knowledge-section');
    expect(sections).toHaveLength(1);
    expect(within(sections[0]!).getByRole('link', { name: 'Installing' }).getAttribute('href')).toBe(
      '/en/documentation/category/11',
    );
    expect(within(sections[0]!).getByRole('link', { name: 'Install the tracking script' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: t('category.sections') });
    expect(
      within(nav)
        .getByRole('link', { name: /Coming soon/ })
        .getAttribute('href'),
    ).toBe('/en/documentation/category/12');
  });

  it('says so when a category has no articles', async () => {
    renderAt(
      '/en/documentation/category/12',
      <KnowledgeCategoryPage
        data={{
          area: 'documentation',
          lang: 'en',
          depth1,
          depth2: empty,
          siblings: [install, empty],
          sections: [{ category: empty, articles: [] }],
        }}
      />,
    );
    expect(await screen.findByText(t('category.empty'))).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: t('category.otherSections') });
    expect(
      within(nav)
        .getByRole('link', { name: /Coming soon/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    const path = screen.getByRole('navigation', { name: t('nav.breadcrumb') });
    expect(within(path).getByRole('link', { name: 'Getting started' }).getAttribute('href')).toBe(
      '/en/documentation/category/1',
    );
  });
});

describe('the answer list', () => {
  it('filters by keyword chips, marks the current one and pages by the address', async () => {
    renderAt(
      '/en/solomon/list?keyword=heatmap&page=2',
      <AnswerListPage
        data={{
          lang: 'en',
          keyword: 'heatmap',
          keywords: [
            { keyword: 'heatmap', count: 30 },
            { keyword: 'billing', count: 2 },
          ],
          rows: [makeCard({ id: 41, kind: 'faq', title: 'Why is the heatmap empty?' })],
          total: 30,
          page: 2,
          pageCount: 2,
        }}
      />,
    );
    const chips = await screen.findByRole('list', { name: t('list.keywordFilter') });
    expect(within(chips).getByRole('link', { name: '#heatmap' }).getAttribute('aria-current')).toBe('page');
    expect(within(chips).getByRole('link', { name: '#billing' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: t('list.allKeywords') }).getAttribute('href')).toBe('/en/solomon/list');
    expect(screen.getByRole('status').textContent).toBe(t('list.filtered', { keyword: 'heatmap', n: '30' }));
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: '1' }).getAttribute('href')).toBe(
      '/en/solomon/list?keyword=heatmap',
    );
  });
});
