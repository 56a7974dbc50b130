// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nFor } from '../../lib/i18n.ts';
import { FeedbackList } from './feedback-list.tsx';
import { type GapsData, GapsView } from './gaps-view.tsx';

const t = i18nFor('en').getFixedT('en', 'knowledgeAdmin');

// The shared hostile strings (the repository's copy of ../shared/testdata/xss-payloads.json;
// happy-dom's import.meta.url is not a file URL, so the path is the project's).
const { payloads } = JSON.parse(readFileSync(path.resolve('server/test/fixtures/xss-payloads.json'), 'utf8')) as {
  payloads: { payload: string }[];
};
const hostile = payloads
  .map(({ payload }) => payload)
  .filter((payload) => /<script|onerror=|<img|<svg/i.test(payload))
  .slice(0, 12);

const when = '2026-11-20T03:04:00.000Z';

function renderPage(element: React.ReactNode) {
  const Stub = createRoutesStub([{ path: '/en/admin/knowledge/gaps', Component: () => element }]);
  render(
    <I18nextProvider i18n={i18nFor('en')}>
      <Stub initialEntries={['/en/admin/knowledge/gaps']} />
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe('what readers could not find (issue 31)', () => {
  it('shows searched texts and readers’ texts as text, never as markup', async () => {
    expect(hostile.length).toBeGreaterThan(5);
    const data: GapsData = {
      includeSite: false,
      searches: hostile.map((text, index) => ({ text, lang: 'en', scope: 'solomon', count: index + 1, lastAt: when })),
      unhelpful: [
        {
          article: { id: 9, kind: 'faq', title: hostile[0]!, status: 'published', lang: 'en' },
          noCount: 4,
          yesCount: 1,
          texts: hostile.map((text) => ({ text, lang: 'en', createdAt: when })),
        },
      ],
    };
    renderPage(<GapsView lang="en" data={data} />);
    const list = await screen.findByTestId('unanswered-searches');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')!.textContent)).toEqual(hostile);
    // Nothing of the payloads became an element: no script, image, frame or handler.
    expect(document.querySelectorAll('script, img, iframe, svg image, object, embed')).toHaveLength(0);
    expect(
      [...document.querySelectorAll('*')].some((element) =>
        element.getAttributeNames().some((name) => name.startsWith('on')),
      ),
    ).toBe(false);
    for (const text of hostile) expect(document.body.textContent).toContain(text);
  });

  it('offers to write an answer titled by each search, and to edit each unhelpful article', async () => {
    const data: GapsData = {
      includeSite: true,
      searches: [
        { text: 'export to excel & csv', lang: 'en', scope: 'solomon', count: 3, lastAt: when },
        { text: 'api keys', lang: 'en', scope: 'documentation', count: 1, lastAt: when },
      ],
      unhelpful: [
        {
          article: { id: 9, kind: 'faq', title: 'Exports', status: 'published', lang: 'en' },
          noCount: 4,
          yesCount: 1,
          texts: [],
        },
      ],
    };
    renderPage(<GapsView lang="en" data={data} />);
    const write = await screen.findByRole('link', {
      name: t('gaps.writeAnswerFor', { text: 'export to excel & csv' }),
    });
    expect(write.getAttribute('href')).toBe('/en/admin/knowledge/article/new?kind=faq&title=export+to+excel+%26+csv');
    const guide = screen.getByRole('link', { name: t('gaps.writeAnswerFor', { text: 'api keys' }) });
    expect(guide.getAttribute('href')).toBe('/en/admin/knowledge/article/new?kind=guide&title=api+keys');
    const edit = screen.getByRole('link', { name: t('gaps.editArticle', { title: 'Exports' }) });
    expect(edit.getAttribute('href')).toBe('/en/admin/knowledge/article/9');
    expect((screen.getByRole('checkbox', { name: t('gaps.includeSite') }) as HTMLInputElement).checked).toBe(true);
  });

  it('the feedback list shows readers’ texts as text too', async () => {
    renderPage(
      <FeedbackList
        lang="en"
        data={{
          filters: { helpful: 'no', articleId: null, page: 1 },
          total: hostile.length,
          pageCount: 1,
          articles: [{ id: 9, title: 'Exports' }],
          rows: hostile.map((text, index) => ({
            id: index + 1,
            article: { id: 9, kind: 'faq', title: 'Exports' },
            helpful: false,
            text,
            lang: 'en',
            member: index === 0 ? null : { id: 5, nickName: 'Crumb' },
            createdAt: when,
          })),
        }}
      />,
    );
    expect(await screen.findByText(t('feedback.results', { count: hostile.length }))).toBeTruthy();
    expect(document.querySelectorAll('script, img, iframe, svg image, object, embed')).toHaveLength(0);
    for (const text of hostile) expect(document.body.textContent).toContain(text);
    expect(screen.getByText(new RegExp(t('feedback.visitor')))).toBeTruthy();
    expect((screen.getByLabelText(t('feedback.helpful')) as HTMLSelectElement).value).toBe('no');
  });
});
