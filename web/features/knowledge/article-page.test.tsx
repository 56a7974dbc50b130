// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../../common/i18n/locales.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { siteFrame } from '../../test/site-frame.tsx';
import { KnowledgeArticlePage } from './article-page.tsx';
import type { ArticlePageData } from './load-article.server.ts';
import { makeArticle, makeCard, makePostCard } from './test-fixtures.ts';

function renderPage(data: ArticlePageData, lang: Locale = 'en') {
  const path = data.area === 'documentation' ? 'documentation/post/:id' : 'solomon/post/:id';
  const Stub = createRoutesStub([siteFrame(null, [{ path, Component: () => <KnowledgeArticlePage data={data} /> }])]);
  render(
    <I18nextProvider i18n={i18nFor(lang)}>
      <Stub initialEntries={[`/${lang}/${data.area}/post/${data.article.id}`]} />
    </I18nextProvider>,
  );
}

const t = i18nFor('en').getFixedT('en', 'knowledge');

afterEach(cleanup);

describe('KnowledgeArticlePage', () => {
  it('shows a guide with its path, date, contents, text, next link, its FAQs and the forum posts that link it', async () => {
    renderPage({
      area: 'documentation',
      lang: 'en',
      article: makeArticle(),
      linked: [makeCard({ id: 40, kind: 'faq', title: 'Why is my data late?' })],
      posts: [makePostCard({ id: 300, title: 'Our install story' })],
    });
    const article = await screen.findByTestId('knowledge-article');
    expect(within(article).getByRole('heading', { level: 1, name: 'Install the tracking script' })).toBeTruthy();
    const path = screen.getByRole('navigation', { name: t('nav.breadcrumb') });
    expect(within(path).getByRole('link', { name: 'Guides' }).getAttribute('href')).toBe('/en/documentation');
    expect(within(path).getByRole('link', { name: 'Getting started' }).getAttribute('href')).toBe(
      '/en/documentation/category/1',
    );
    expect(within(path).getByRole('link', { name: 'Installing the tracking script' }).getAttribute('href')).toBe(
      '/en/documentation/category/11',
    );
    expect(screen.getByText(t('article.updated', { date: '2026.11.20' }))).toBeTruthy();
    expect(within(article).getByRole('heading', { level: 2, name: 'Before you start' }).id).toBe('before');
    const next = screen.getByTestId('knowledge-next');
    expect(next.getAttribute('href')).toBe('/en/documentation/post/6');
    expect(next.textContent).toContain('Check that data arrives');
    expect(screen.queryByTestId('knowledge-previous')).toBeNull();

    const faqs = screen.getByTestId('knowledge-linked-faqs');
    expect(within(faqs).getByRole('link', { name: 'Why is my data late?' }).getAttribute('href')).toBe(
      '/en/solomon/post/40',
    );
    expect(screen.getByRole('heading', { name: t('article.linkedFaqs') })).toBeTruthy();
    const posts = screen.getByRole('list', { name: t('article.forumPosts') });
    expect(within(posts).getByRole('link', { name: 'Our install story' }).getAttribute('href')).toBe('/en/post/300');
    expect(screen.getByRole('group', { name: t('feedback.legend') })).toBeTruthy();
    // Readers get no editing link, and nothing says the text is in another language.
    expect(screen.queryByRole('link', { name: t('nav.edit') })).toBeNull();
    expect(screen.queryByTestId('knowledge-fallback')).toBeNull();
  });

  it('shows an answer with the guides it links, the reference posts and its keywords as chips', async () => {
    renderPage({
      area: 'solomon',
      lang: 'en',
      article: makeArticle({ id: 40, kind: 'faq', title: 'Why is my data late?', keywords: ['delay', 'setup'] }),
      linked: [makeCard({ id: 5, title: 'Install the tracking script' })],
      posts: [makePostCard({ id: 301, title: 'Data arrives after an hour' })],
    });
    const guides = await screen.findByTestId('knowledge-linked-guides');
    expect(within(guides).getByRole('link', { name: 'Install the tracking script' }).getAttribute('href')).toBe(
      '/en/documentation/post/5',
    );
    expect(screen.getByRole('heading', { name: t('article.linkedGuides') })).toBeTruthy();
    expect(screen.queryByTestId('knowledge-linked-faqs')).toBeNull();
    const references = screen.getByRole('list', { name: t('article.references') });
    expect(within(references).getByRole('link', { name: 'Data arrives after an hour' })).toBeTruthy();
    const chips = screen.getByRole('list', { name: t('article.keywords') });
    expect(within(chips).getByRole('link', { name: '#delay' }).getAttribute('href')).toBe(
      '/en/solomon/list?keyword=delay',
    );
    expect(screen.getByText(t('area.solomon.kind'))).toBeTruthy();
  });

  it('says an untranslated article is shown in another language, in the page’s language, and marks the text’s language', async () => {
    renderPage({
      area: 'documentation',
      lang: 'en',
      article: makeArticle({ fallback: true, lang: 'ko', title: '추적 스크립트 설치', languages: ['ko'] }),
      linked: [],
      posts: [],
    });
    const notice = await screen.findByTestId('knowledge-fallback');
    expect(notice.textContent).toBe('This article is not yet available in English; it is shown in Korean.');
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('lang')).toBe('ko');
    const content = document.querySelector('[data-member-html]')!;
    expect(content.closest('[lang]')?.getAttribute('lang')).toBe('ko');
    cleanup();

    renderPage(
      {
        area: 'documentation',
        lang: 'ja',
        article: makeArticle({ fallback: true, lang: 'en', languages: ['en'] }),
        linked: [],
        posts: [],
      },
      'ja',
    );
    expect((await screen.findByTestId('knowledge-fallback')).textContent).toBe(
      'この記事はまだ日本語で提供されていないため、英語で表示しています。',
    );
  });

  it('offers administrators the editor', async () => {
    renderPage({
      area: 'documentation',
      lang: 'en',
      article: makeArticle({ can: { edit: true, readFeedback: true }, status: 'draft' }),
      linked: [],
      posts: [],
    });
    expect((await screen.findByRole('link', { name: t('nav.edit') })).getAttribute('href')).toBe(
      '/en/admin/knowledge/article/5',
    );
    expect(screen.getByText(t('nav.draft'))).toBeTruthy();
  });
});
