// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReportQueueRow } from '../../../../common/contracts/admin/moderation.ts';
import { DialogHost } from '../../../components/ui/dialogs.tsx';
import { ToastHost } from '../../../components/ui/toasts.tsx';
import { i18nFor } from '../../../lib/i18n.ts';
import { reportDownloadHref, type ReportsData, ReportsView } from './reports-view.tsx';

const t = i18nFor('en').getFixedT('en', 'adminModeration');
const when = '2026-11-20T03:04:00.000Z';
const hostile = '<img src=x onerror=alert(1)>';
let sent = 0;

function row(overrides: Partial<ReportQueueRow>): ReportQueueRow {
  return {
    targetType: 'post',
    targetId: 7,
    postId: 7,
    grouping: 'forum',
    contentLang: 'ko',
    title: hostile,
    text: `${hostile} 본문`,
    state: 'hidden',
    reportCount: 3,
    createdAt: when,
    author: { id: 2, nickname: 'author' },
    reportState: 'waiting',
    lastReportedAt: when,
    reasons: [
      { reasonKey: 'spam', count: 2 },
      { reasonKey: 'hate', count: 1 },
    ],
    reporters: ['ann', 'ben', 'cat'].map((nickname, index) => ({
      id: 10 + index,
      nickname,
      reasonKey: index === 1 ? 'hate' : 'spam',
      reportedAt: when,
      resolution: null,
    })),
    ...overrides,
  };
}

function renderView(data: ReportsData) {
  const Stub = createRoutesStub([
    {
      path: '/en/admin/reports',
      Component: () => <ReportsView lang="en" data={data} />,
      action: () => {
        sent += 1;
        return null;
      },
    },
  ]);
  render(
    <I18nextProvider i18n={i18nFor('en')}>
      <ToastHost>
        <DialogHost>
          <Stub initialEntries={['/en/admin/reports']} />
        </DialogHost>
      </ToastHost>
    </I18nextProvider>,
  );
}

afterEach(() => {
  cleanup();
  sent = 0;
});

describe('the reports queue (issue 32)', () => {
  it('shows each item with its reasons, reporters and content as text, and the buttons its state allows', async () => {
    renderView({
      filters: { state: 'waiting' },
      rows: [row({}), row({ targetType: 'reply', targetId: 8, state: 'visible', reportState: 'dismissed' })],
      total: 2,
      pageNum: 1,
      pageSize: 20,
    });
    const items = within(await screen.findByTestId('report-queue')).getAllByRole('listitem', { hidden: true });
    const [hidden, dismissed] = items.filter((item) => item.parentElement?.dataset.testid === 'report-queue');
    expect(within(hidden!).getByText(`${t('reasons.spam')} × 2`)).toBeTruthy();
    expect(within(hidden!).getByText(`${t('reasons.hate')} × 1`)).toBeTruthy();
    expect(within(hidden!).getByText(/^ann ·/)).toBeTruthy();
    expect(within(hidden!).getByText(`${hostile} 본문`)).toBeTruthy();
    const buttons = (item: HTMLElement) =>
      within(item)
        .queryAllByRole('button', { hidden: true })
        .map((b) => b.textContent);
    expect(buttons(hidden!)).toEqual([t('reports.uphold'), t('reports.dismiss'), t('reports.restore')]);
    expect(buttons(dismissed!)).toEqual([]);
    expect(document.querySelectorAll('img, script')).toHaveLength(0);
  });

  it('asks before acting and sends nothing when cancelled', async () => {
    renderView({ filters: {}, rows: [row({ state: 'visible' })], total: 1, pageNum: 1, pageSize: 20 });
    fireEvent.click(await screen.findByRole('button', { name: t('reports.uphold'), hidden: true }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(t('reports.confirmUphold'));
    fireEvent.click(within(dialog).getByRole('button', { name: t('dialog.cancel') }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent).toBe(0);
  });

  it('downloads the CSV with the queue’s filters and the page’s language', () => {
    expect(
      reportDownloadHref('ko', { state: 'waiting', grouping: 'forum', from: '2026-11-01', to: '2026-11-30' }),
    ).toBe('/api/post/reportDownload?state=waiting&grouping=forum&from=2026-11-01&to=2026-11-30&lang=ko');
    expect(reportDownloadHref('en', {})).toBe('/api/post/reportDownload?lang=en');
  });
});
