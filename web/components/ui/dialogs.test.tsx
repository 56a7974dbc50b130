// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nFor } from '../../lib/i18n.ts';
import { type Dialogs, DialogHost, useDialogs } from './dialogs.tsx';

/** Renders a host and hands the test its dialogs API, as a page component would use it. */
function renderHost(lang: 'en' | 'ko' = 'en'): { dialogs: Dialogs } {
  const captured: { dialogs?: Dialogs } = {};
  function Capture() {
    captured.dialogs = useDialogs();
    return null;
  }
  render(
    <I18nextProvider i18n={i18nFor(lang)}>
      <DialogHost>
        <Capture />
      </DialogHost>
    </I18nextProvider>,
  );
  if (!captured.dialogs) throw new Error('no dialogs');
  return { dialogs: captured.dialogs };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('alert and confirm dialogs (SPEC §2.2)', () => {
  it('confirm resolves true on the confirm button and false on cancel', async () => {
    const user = userEvent.setup();
    const { dialogs } = renderHost();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = dialogs.confirm({ title: 'Delete this post?', body: 'It cannot be undone.', tone: 'danger' });
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this post?' });
    expect(dialog.textContent).toContain('It cannot be undone.');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    act(() => {
      answer = dialogs.confirm({ title: 'Leave the page?' });
    });
    await screen.findByRole('alertdialog', { name: 'Leave the page?' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  it('Escape cancels a confirm', async () => {
    const user = userEvent.setup();
    const { dialogs } = renderHost();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = dialogs.confirm({ title: 'Sign in to continue?' });
    });
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });

  it('labels buttons in the page language, with "confirm" as the default label (SPEC §9)', async () => {
    const { dialogs } = renderHost('ko');
    act(() => {
      void dialogs.confirm({ title: '삭제할까요?' });
    });
    await screen.findByRole('alertdialog', { name: '삭제할까요?' });
    expect(screen.getByRole('button', { name: '확인' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '취소' })).toBeTruthy();
  });

  it('shows queued dialogs one at a time, in order', async () => {
    const user = userEvent.setup();
    const { dialogs } = renderHost();
    let first: Promise<void> = Promise.resolve();
    let second: Promise<void> = Promise.resolve();
    act(() => {
      first = dialogs.alert({ title: 'First' });
      second = dialogs.alert({ title: 'Second' });
    });
    await screen.findByRole('alertdialog', { name: 'First' });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await first;
    await screen.findByRole('alertdialog', { name: 'Second' });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await second;
  });

  it('closes an auto-closing alert after 2 seconds, and only that kind', async () => {
    const { dialogs } = renderHost();
    // The dialog view loads lazily on first use; load it before the clock is frozen.
    act(() => {
      void dialogs.alert({ title: 'Warm-up' });
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    vi.useFakeTimers();
    let closed = false;
    act(() => {
      void dialogs.alert({ title: 'This member has left', autoClose: true }).then(() => (closed = true));
    });
    expect(screen.getByRole('alertdialog', { name: 'This member has left' })).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(1_999);
    });
    expect(closed).toBe(false);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(closed).toBe(true);

    let stayed = true;
    act(() => {
      void dialogs.alert({ title: 'Saved' }).then(() => (stayed = false));
    });
    expect(screen.getByRole('alertdialog', { name: 'Saved' })).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    expect(stayed).toBe(true);
  });
});
