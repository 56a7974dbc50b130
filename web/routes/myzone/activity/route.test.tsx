// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScoreHistoryRow } from '../../../../common/contracts/gamification.ts';
import { i18nFor } from '../../../lib/i18n.ts';
import MyActivityRoute from './route.tsx';

afterEach(cleanup);

const read = (id: number): ScoreHistoryRow => ({
  id,
  key: 'POST_READ',
  points: 0.1,
  capped: false,
  temperature: id / 10,
  at: '2026-11-27T03:04:00.000Z',
  post: { id: 100 + id, title: `Post ${id}` },
  member: null,
});

function renderPage(rows: ScoreHistoryRow[], total: number, pageNum = 1) {
  const Stub = createRoutesStub([
    {
      path: '/en/myzone/activity',
      loader: () => ({ lang: 'en', pageNum, history: { rows, total, pageNum, pageSize: 20 } }),
      HydrateFallback: () => null,
      Component: MyActivityRoute,
    },
  ]);
  render(
    <I18nextProvider i18n={i18nFor('en')}>
      <Stub initialEntries={['/en/myzone/activity']} />
    </I18nextProvider>,
  );
}

describe('the activity log page', () => {
  it('says so when there is no activity yet, without a pager', async () => {
    renderPage([], 0);
    expect((await screen.findByTestId('myzone-empty')).textContent).toBe(
      'No activity yet. Read, write, like and follow to warm up.',
    );
    expect(screen.queryByTestId('activity-rows')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('pages with the site’s pager, twenty rows a page', async () => {
    renderPage(
      Array.from({ length: 20 }, (_, index) => read(45 - index)),
      45,
    );
    expect(await screen.findAllByTestId('activity-row')).toHaveLength(20);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Activity log');
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager.querySelector('a[href="/en/myzone/activity?page=3"]')).not.toBeNull();
  });
});
