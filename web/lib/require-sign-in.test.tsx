// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../common/contracts/accounts/shared.ts';
import { DialogHost } from '../components/ui/dialogs.tsx';
import { i18nFor } from './i18n.ts';
import { useRequireSignIn } from './require-sign-in.ts';
import { LANGUAGE_ROUTE_ID } from './viewer.ts';

const member: SessionUser = {
  id: 7,
  userId: 'baker@example.com',
  signupFromCodeId: null,
  signupFrom: 'default',
  nickName: 'baker',
  showAlarmDate: null,
  admin: false,
  lang: 'en',
  mbtiId: null,
  characterKey: 'dough',
  profileImagePath: null,
  profileBaseImageIndex: null,
  level: 1,
  temperature: 0,
};

/** A member action (say, "like") guarded as SPEC §6 asks; it reports what the guard answered. */
function LikeButton() {
  const requireSignIn = useRequireSignIn();
  return (
    <button
      type="button"
      onClick={async () => {
        const allowed = await requireSignIn();
        document.body.dataset.allowed = String(allowed);
      }}
    >
      Like
    </button>
  );
}

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(viewer: SessionUser | null) {
  const Stub = createRoutesStub([
    {
      id: LANGUAGE_ROUTE_ID,
      path: '/:lang',
      loader: () => ({ viewer }),
      HydrateFallback: () => null,
      Component: () => (
        <DialogHost>
          <Outlet />
          <WhereAmI />
        </DialogHost>
      ),
      children: [
        { path: 'forum/list', Component: LikeButton },
        { path: 'signin', Component: () => <p>sign-in page</p> },
      ],
    },
  ]);
  render(
    <I18nextProvider i18n={i18nFor('en')}>
      <Stub initialEntries={['/en/forum/list?page=2']} />
    </I18nextProvider>,
  );
}

afterEach(() => {
  cleanup();
  delete document.body.dataset.allowed;
});

describe('useRequireSignIn (SPEC §6)', () => {
  it('lets a member go ahead without asking', async () => {
    const user = userEvent.setup();
    renderAt(member);
    await user.click(await screen.findByRole('button', { name: 'Like' }));
    await waitFor(() => expect(document.body.dataset.allowed).toBe('true'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks a visitor with the login-please message and goes to sign-in with the way back', async () => {
    const user = userEvent.setup();
    renderAt(null);
    await user.click(await screen.findByRole('button', { name: 'Like' }));
    const dialog = await screen.findByRole('alertdialog', { name: i18nFor('en').t('errors:LOGIN_REQUIRED') });
    expect(dialog).toBeTruthy();
    await user.click(screen.getByRole('button', { name: i18nFor('en').t('auth:requireSignIn.confirm') }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/en/signin?redirectUrl=${encodeURIComponent('/en/forum/list?page=2')}`,
      ),
    );
    expect(document.body.dataset.allowed).toBe('false');
  });

  it('stays on the page when the visitor declines', async () => {
    const user = userEvent.setup();
    renderAt(null);
    await user.click(await screen.findByRole('button', { name: 'Like' }));
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: i18nFor('en').t('action.cancel') }));
    await waitFor(() => expect(document.body.dataset.allowed).toBe('false'));
    expect(screen.getByTestId('location').textContent).toBe('/en/forum/list?page=2');
  });
});
