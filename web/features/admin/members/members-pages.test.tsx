// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminMemberDetail } from '../../../../common/contracts/admin/members.ts';
import { DialogHost } from '../../../components/ui/dialogs.tsx';
import { ToastHost } from '../../../components/ui/toasts.tsx';
import { i18nFor } from '../../../lib/i18n.ts';
import { MemberDetail } from './member-detail.tsx';
import { MembersList } from './members-list.tsx';
import { WithdrawnList } from './withdrawn-list.tsx';

// The shared hostile strings (the repository's copy of ../shared/testdata/xss-payloads.json).
const { payloads } = JSON.parse(readFileSync(path.resolve('server/test/fixtures/xss-payloads.json'), 'utf8')) as {
  payloads: { payload: string }[];
};
const hostile = payloads.map(({ payload }) => payload).find((payload) => /<img|<script/i.test(payload))!;
const when = '2026-11-20T03:04:00.000Z';

function renderPage(element: React.ReactNode) {
  const Stub = createRoutesStub([{ path: '/en/admin/members', Component: () => element }]);
  render(
    <I18nextProvider i18n={i18nFor('en')}>
      <ToastHost>
        <DialogHost>
          <Stub initialEntries={['/en/admin/members']} />
        </DialogHost>
      </ToastHost>
    </I18nextProvider>,
  );
}

const member = (overrides: Partial<AdminMemberDetail> = {}): AdminMemberDetail => ({
  id: 7,
  email: 'seven@example.com',
  nickName: hostile.slice(0, 12),
  jobKey: 'JOB_MARKETER',
  admin: false,
  state: 'active',
  createdAt: when,
  lastLoginAt: null,
  bannedAt: null,
  banReason: null,
  withdrawnAt: null,
  activity: { postCount: 2, replyCount: 5, latestPosts: [] },
  reports: { count: 1, latest: [] },
  sessions: [{ userAgent: 'Firefox on Linux', createdAt: when, lastSeenAt: when, expiresAt: when }],
  ...overrides,
});

describe('the console member pages', () => {
  afterEach(cleanup);

  it('lists members with links to their pages, the search kept in its fields', () => {
    renderPage(
      <MembersList
        lang="en"
        data={{
          query: 'zeb',
          state: 'banned',
          pageNum: 1,
          pageSize: 20,
          total: 1,
          rows: [
            {
              id: 3,
              email: 'z@example.com',
              nickName: hostile.slice(0, 12),
              state: 'banned',
              admin: false,
              createdAt: when,
              lastLoginAt: null,
            },
          ],
        }}
      />,
    );
    const link = screen.getByRole('link', { name: hostile.slice(0, 12) });
    expect(link.getAttribute('href')).toBe('/en/admin/members/3');
    expect(screen.getByRole('searchbox').getAttribute('value')).toBe('zeb');
    expect(screen.getByText('Banned', { selector: 'td' })).toBeTruthy();
    expect(document.querySelector('img, script')).toBeNull();
  });

  it("shows a member's account, activity and sessions, with the ban form; a banned one gets the unban form", () => {
    renderPage(<MemberDetail lang="en" member={member()} />);
    expect(screen.getByText('seven@example.com')).toBeTruthy();
    expect(screen.getByText('Firefox on Linux', { exact: false })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Reason/ }).getAttribute('maxlength')).toBe('500');
    expect(screen.getByRole('button', { name: 'Ban this member' })).toBeTruthy();
    cleanup();
    renderPage(<MemberDetail lang="en" member={member({ state: 'banned', banReason: hostile })} />);
    expect(screen.getByText(hostile)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lift the ban' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(document.querySelector('img, script')).toBeNull();
  });

  it('offers no ban for another administrator', () => {
    renderPage(<MemberDetail lang="en" member={member({ admin: true })} />);
    expect(screen.queryByRole('button', { name: 'Ban this member' })).toBeNull();
  });

  it('lists the withdrawn with their translated reasons and the purge date', () => {
    renderPage(
      <WithdrawnList
        rows={[
          {
            id: 1,
            memberId: 9,
            email: 'gone@example.com',
            nickName: 'gone',
            reasons: ['notUseful'],
            comment: hostile,
            withdrawnAt: '2026-11-01T03:00:00.000Z',
            purgeAt: '2026-12-01T03:00:00.000Z',
          },
        ]}
      />,
    );
    expect(screen.getByText("The content isn't useful to me")).toBeTruthy();
    expect(screen.getByText('2026.12.01')).toBeTruthy();
    expect(screen.getByText(hostile)).toBeTruthy();
  });
});
