// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nFor } from '../../../lib/i18n.ts';
import { type DashboardData, DashboardView } from './dashboard-view.tsx';

const t = i18nFor('en').getFixedT('en', 'adminConsole');

function renderView(data: DashboardData) {
  const Stub = createRoutesStub([{ path: '/en/admin', Component: () => <DashboardView lang="en" data={data} /> }]);
  render(
    <I18nextProvider i18n={i18nFor('en')}>
      <Stub initialEntries={['/en/admin']} />
    </I18nextProvider>,
  );
}

const zero = { newMembers: 0, posts: 0, replies: 0, reportsWaiting: 0, unansweredSearches: 0, unhelpfulAnswers: 0 };

afterEach(cleanup);

describe('the console dashboard (issue 32)', () => {
  it('shows each figure of both periods, each card leading to its console section', async () => {
    renderView({
      last7: { newMembers: 3, posts: 12, replies: 40, reportsWaiting: 2, unansweredSearches: 5, unhelpfulAnswers: 1 },
      last30: {
        newMembers: 1234,
        posts: 50,
        replies: 99,
        reportsWaiting: 7,
        unansweredSearches: 8,
        unhelpfulAnswers: 4,
      },
    });
    const week = await screen.findByTestId('dashboard-last7');
    const month = screen.getByTestId('dashboard-last30');
    expect(within(week).getByRole('heading').textContent).toBe(t('dashboard.last7'));
    expect(within(month).getByRole('heading').textContent).toBe(t('dashboard.last30'));
    const links = within(week).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en/admin/members',
      '/en/admin/content',
      '/en/admin/content',
      '/en/admin/reports',
      '/en/admin/knowledge/gaps?site=1',
      '/en/admin/knowledge/feedback',
    ]);
    expect(links[0]!.textContent).toBe(`${t('dashboard.figures.newMembers')}3`);
    expect(within(month).getAllByRole('link')[0]!.textContent).toContain('1,234');
    expect(links[3]!.textContent).toBe(`${t('dashboard.figures.reportsWaiting')}2`);
    expect(screen.queryByText(t('dashboard.empty'))).toBeNull();
  });

  it('says when a period has nothing yet, still showing its zeros', async () => {
    renderView({ last7: zero, last30: { ...zero, posts: 1 } });
    const week = await screen.findByTestId('dashboard-last7');
    expect(within(week).getByText(t('dashboard.empty'))).toBeTruthy();
    expect(within(week).getAllByRole('link')).toHaveLength(6);
    expect(within(screen.getByTestId('dashboard-last30')).queryByText(t('dashboard.empty'))).toBeNull();
  });
});
