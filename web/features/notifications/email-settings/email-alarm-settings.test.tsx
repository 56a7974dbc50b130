// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AlarmMailSettings } from '../../../../common/contracts/notifications/mail-settings.ts';
import { ToastHost } from '../../../components/ui/toasts.tsx';
import { i18nFor } from '../../../lib/i18n.ts';
import { EmailAlarmSettings } from './email-alarm-settings.tsx';
import type { SwitchResult } from './switch-result.ts';

afterEach(cleanup);

const ALL_ON: AlarmMailSettings = {
  replyOnMyPost: true,
  replyOnMyReply: true,
  replyOnFollowedPost: true,
  newPostByFollowed: true,
  marketing: false,
};

function renderPage(answer: SwitchResult) {
  const received: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: '/en/myzone/e-mail-alarm',
      action: async ({ request }) => {
        received.push(await request.formData());
        return answer;
      },
      Component: () => (
        <ToastHost>
          <EmailAlarmSettings settings={ALL_ON} />
        </ToastHost>
      ),
    },
  ]);
  render(
    <I18nextProvider i18n={i18nFor('en')}>
      <Stub initialEntries={['/en/myzone/e-mail-alarm']} />
    </I18nextProvider>,
  );
  return { received };
}

describe('the e-mail alert switches (issue 29)', () => {
  it('are five labelled switches showing their state', async () => {
    renderPage({ ok: true, kind: 'replyOnMyPost', on: false });
    const switches = await screen.findAllByRole('switch');
    expect(switches.map((element) => element.getAttribute('aria-checked'))).toEqual([
      'true',
      'true',
      'true',
      'true',
      'false',
    ]);
    expect(screen.getByRole('switch', { name: 'Replies to my posts' })).toBeDefined();
    expect(screen.getByRole('switch', { name: 'News and offers' })).toBeDefined();
  });

  it('sends the pressed kind and its new state, and says it was saved', async () => {
    const user = userEvent.setup();
    const { received } = renderPage({ ok: true, kind: 'replyOnMyPost', on: false });
    await user.click(await screen.findByRole('switch', { name: 'Replies to my posts' }));
    const toasts = await screen.findByRole('region', { name: /\(F8\)/ });
    expect(
      await within(toasts).findByText('You will no longer receive e-mails for: Replies to my posts.'),
    ).toBeDefined();
    expect(received).toHaveLength(1);
    expect(Object.fromEntries(received[0]!)).toEqual({ kind: 'replyOnMyPost', on: 'false' });
  });

  it('shows a refusal as an error toast', async () => {
    const user = userEvent.setup();
    renderPage({ ok: false, kind: 'marketing', message: 'Please sign in again.' });
    await user.click(await screen.findByRole('switch', { name: 'News and offers' }));
    const toasts = await screen.findByRole('region', { name: /\(F8\)/ });
    expect(await within(toasts).findByText('Please sign in again.')).toBeDefined();
  });
});
