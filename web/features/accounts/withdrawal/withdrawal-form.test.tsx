// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DialogHost } from '../../../components/ui/dialogs.tsx';
import { i18nFor } from '../../../lib/i18n.ts';
import { WithdrawalForm, type WithdrawalFailure } from './withdrawal-form.tsx';

afterEach(cleanup);

/** The form on a stub route whose action records what it received and answers like the page's action. */
function renderForm(answer: WithdrawalFailure | null = null) {
  const received: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: '/en/membershipout',
      action: async ({ request }) => {
        received.push(await request.formData());
        return answer;
      },
      Component: () => (
        <DialogHost>
          <WithdrawalForm homePath="/en" />
        </DialogHost>
      ),
    },
  ]);
  render(
    <I18nextProvider i18n={i18nFor('en')}>
      <Stub initialEntries={['/en/membershipout']} />
    </I18nextProvider>,
  );
  return { received };
}

describe('the withdrawal form (SPEC §2.2, §5, DECISIONS P11)', () => {
  it('asks for a reason and the disclaimer at their fields and clears each once it is fixed', async () => {
    const user = userEvent.setup();
    const { received } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));

    const reasons = screen.getByRole('group', { name: /Why are you leaving/ });
    const disclaimer = screen.getByRole('checkbox', { name: /want to delete my account/ });
    expect(reasons.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Choose at least one reason.')).toBeTruthy();
    expect(screen.getByText('Please read the notes and tick the box to agree.')).toBeTruthy();
    expect(disclaimer.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'I rarely use it' }));

    await user.click(screen.getByRole('checkbox', { name: 'I rarely use it' }));
    expect(screen.queryByText('Choose at least one reason.')).toBeNull();
    await user.click(disclaimer);
    expect(screen.queryByText('Please read the notes and tick the box to agree.')).toBeNull();
    expect(received).toHaveLength(0);
  });

  it('sends nothing when the last confirm is cancelled, and the reasons, comment and tick when confirmed', async () => {
    const user = userEvent.setup();
    const { received } = renderForm();
    await user.click(await screen.findByRole('checkbox', { name: 'I get too many e-mails' }));
    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    await user.type(screen.getByRole('textbox', { name: /Anything else/ }), '  Bye  ');
    expect(screen.getByText('7 / 500 characters')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /want to delete my account/ }));

    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.click(await screen.findByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(received).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account now?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]?.getAll('reasons')).toEqual(['tooManyMails', 'other']);
    expect(received[0]?.get('comment')).toBe('Bye');
    expect(received[0]?.get('agreeDisclaimer')).toBe('true');
  });

  it('shows a refusal of the API that concerns no field', async () => {
    const user = userEvent.setup();
    renderForm({ message: 'You do not have permission to do this.', fields: {} });
    await user.click(await screen.findByRole('checkbox', { name: 'I rarely use it' }));
    await user.click(screen.getByRole('checkbox', { name: /want to delete my account/ }));
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You do not have permission to do this.');
  });
});
