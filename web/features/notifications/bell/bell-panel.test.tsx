// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Alarm } from '../../../../common/contracts/notifications/alarms.ts';
import { DialogHost } from '../../../components/ui/dialogs.tsx';
import { i18nFor } from '../../../lib/i18n.ts';
import type { AlarmIntentResult } from '../alarm-intents.ts';
import { NOW, replyAlarm } from '../test/alarm-fixtures.ts';
import { HeaderBell } from './header-bell.tsx';

vi.mock('../live/alarm-live.ts', () => ({ startAlarmLive: () => () => {} }));

afterEach(cleanup);

interface Server {
  /** Pages by beforeId ('' for the newest); a page that never answers keeps the list loading. */
  pages: Record<string, { rows: Alarm[]; more: boolean } | 'hang'>;
  check?: AlarmIntentResult;
}

/** The header with the bell, the data route recording what it was sent, and a post page. */
function renderHeader(server: Server) {
  const sent: string[] = [];
  const Stub = createRoutesStub([
    {
      path: '/en',
      Component: () => (
        <DialogHost>
          <header>
            <HeaderBell lang="en" serverCount={2} placement="desktop" />
          </header>
          <p>the page</p>
        </DialogHost>
      ),
    },
    {
      path: '/en/alarm/data',
      loader: ({ request }) => {
        const beforeId = new URL(request.url).searchParams.get('beforeId') ?? '';
        const page = server.pages[beforeId];
        if (page === 'hang') return new Promise(() => {});
        return { ok: true, page: { ...page, now: NOW } };
      },
      action: async ({ request }) => {
        const form = await request.formData();
        const intent = String(form.get('intent'));
        sent.push(`${intent}${form.get('id') ? ` ${form.get('id')}` : ''}`);
        if (intent === 'check') return server.check;
        return { intent, ok: true };
      },
    },
    { path: '/en/post/5', Component: () => <p>the post page</p> },
  ]);
  render(
    <I18nextProvider i18n={i18nFor('en')}>
      <Stub initialEntries={['/en']} />
    </I18nextProvider>,
  );
  return { sent, user: userEvent.setup() };
}

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Notifications, 2 new' }));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

describe('the bell panel', () => {
  it('says it is loading until the list arrives, and opening it clears the badge', async () => {
    const { sent, user } = renderHeader({ pages: { '': 'hang' } });
    const panel = await openPanel(user);
    expect(within(panel).getByRole('status').textContent).toContain('Loading notifications');
    expect(screen.getByRole('button', { name: 'Notifications' }).getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(sent).toContain('open'));
  });

  it('has a zero state', async () => {
    const { user } = renderHeader({ pages: { '': { rows: [], more: false } } });
    const panel = await openPanel(user);
    expect(await within(panel).findByText('No notifications in the last 30 days.')).toBeTruthy();
    expect(within(panel).queryByRole('list')).toBeNull();
  });

  it('lists notifications with who, what, an excerpt and when, unread ones said so, and marks them read', async () => {
    const { sent, user } = renderHeader({
      pages: { '': { rows: [replyAlarm(3), replyAlarm(2, { show: true })], more: false } },
    });
    const panel = await openPanel(user);
    const list = await within(panel).findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!).getByRole('button', {
      name: /^Unread: Baker replied to your post "Sourdough" \(3\)/,
    });
    expect(first.textContent).toContain('Unread: ');
    expect(first.textContent).toContain('Reply text 3');
    expect(first.textContent).toContain('3 minutes ago');
    expect(items[1]!.textContent).not.toContain('Unread');

    await user.click(within(items[0]!).getByRole('button', { name: /^Mark as read:/ }));
    await waitFor(() => expect(sent).toContain('read 3'));
    expect(within(panel).queryByText(/Unread/)).toBeNull();
    // Nothing left unread: "mark all read" has nothing to do.
    expect(within(panel).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('marks all read at once', async () => {
    const { sent, user } = renderHeader({ pages: { '': { rows: [replyAlarm(3), replyAlarm(2)], more: false } } });
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(sent).toContain('all'));
    expect(within(panel).queryByText(/Unread/)).toBeNull();
  });

  it('loads older ones behind "more"', async () => {
    const { user } = renderHeader({
      pages: { '': { rows: [replyAlarm(3)], more: true }, '3': { rows: [replyAlarm(1)], more: false } },
    });
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('link', { name: 'Show older notifications' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(2));
    expect(within(panel).queryByRole('link', { name: 'Show older notifications' })).toBeNull();
  });

  it('follows a notification that still leads somewhere', async () => {
    const { sent, user } = renderHeader({
      pages: { '': { rows: [replyAlarm(3)], more: false } },
      check: { intent: 'check', ok: true, path: '/post/5' },
    });
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: /^Unread: .*Sourdough" \(3\)/ }));
    expect(await screen.findByText('the post page')).toBeTruthy();
    expect(sent).toContain('check 3');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
  });

  it('shows the reason as an alert and stays when what it leads to is gone (SPEC §5)', async () => {
    const { user } = renderHeader({
      pages: { '': { rows: [replyAlarm(3)], more: false } },
      check: { intent: 'check', ok: false, code: 'POST_REMOVE', message: 'This post has been removed.' },
    });
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: /^Unread: .*Sourdough" \(3\)/ }));
    const alert = await screen.findByRole('alertdialog', { name: 'This notification cannot be opened' });
    expect(alert.textContent).toContain('This post has been removed.');
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText('the post page')).toBeNull();
    // The pressed notification reads as read, and the panel is still there behind the alert.
    expect(within(panel).queryByText(/Unread/)).toBeNull();
  });

  it('closes on Escape and gives the focus back to the bell', async () => {
    const { user } = renderHeader({ pages: { '': { rows: [replyAlarm(3)], more: false } } });
    const panel = await openPanel(user);
    await within(panel).findByRole('list');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Notifications' }));
  });
});
