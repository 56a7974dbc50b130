// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastHost } from '../../../components/ui/toasts.tsx';
import { i18nFor } from '../../../lib/i18n.ts';
import { PasswordChangeForm } from './password-change-form.tsx';
import type { SettingsResult } from './settings-result.ts';

afterEach(cleanup);

function renderForm(answer: SettingsResult) {
  const received: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: '/en/myzone/setting',
      action: async ({ request }) => {
        received.push(await request.formData());
        return answer;
      },
      Component: () => (
        <ToastHost>
          <PasswordChangeForm />
        </ToastHost>
      ),
    },
  ]);
  render(
    <I18nextProvider i18n={i18nFor('en')}>
      <Stub initialEntries={['/en/myzone/setting']} />
    </I18nextProvider>,
  );
  return { received };
}

const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('the My Zone password change (issue 3 item 6)', () => {
  it('checks the sign-up rules at each field before anything is sent', async () => {
    const user = userEvent.setup();
    const { received } = renderForm({ ok: true, intent: 'password' });
    const submit = await screen.findByRole('button', { name: 'Change password' });
    await user.click(submit);
    const current = screen.getByLabelText('Current password');
    const fresh = screen.getByLabelText('New password');
    const repeat = screen.getByLabelText('Repeat the new password');
    expect(description(current)).toContain('Enter a password.');
    expect(description(repeat)).toContain('Enter the new password again.');
    expect(document.activeElement).toBe(current);

    await user.type(current, 'old-secret');
    expect(current.getAttribute('aria-invalid')).toBeNull();
    await user.type(fresh, '12345');
    await user.type(repeat, '123456');
    await user.click(submit);
    expect(description(fresh)).toContain('Passwords must be at least 6 characters.');
    expect(description(repeat)).toContain('The two new passwords do not match.');
    // Fixing the new password clears both: the repeat now matches it.
    await user.type(fresh, '6');
    expect(fresh.getAttribute('aria-invalid')).toBeNull();
    expect(repeat.getAttribute('aria-invalid')).toBeNull();
    expect(received).toHaveLength(0);
  });

  it('sends the current and the new password, then empties the form and says so', async () => {
    const user = userEvent.setup();
    const { received } = renderForm({ ok: true, intent: 'password' });
    await user.type(await screen.findByLabelText('Current password'), 'old-secret');
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Repeat the new password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(Object.fromEntries(received[0]!)).toEqual({
      intent: 'password',
      currentPassword: 'old-secret',
      password: 'new-secret',
    });
    expect(await screen.findByText(/Your password has been changed/)).toBeTruthy();
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('puts a refused current password at its field', async () => {
    const user = userEvent.setup();
    renderForm({
      ok: false,
      intent: 'password',
      message: 'Your current password is not correct.',
      fields: { currentPassword: 'Your current password is not correct.' },
    });
    const current = await screen.findByLabelText('Current password');
    await user.type(current, 'wrong-secret');
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Repeat the new password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(description(current)).toContain('Your current password is not correct.'));
    await user.type(current, 'x');
    expect(current.getAttribute('aria-invalid')).toBeNull();
  });
});
