// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nFor } from '../../lib/i18n.ts';
import { ToastHost, useToast } from './toasts.tsx';

function renderHost(): { show: ReturnType<typeof useToast>['show'] } {
  const captured: { show?: ReturnType<typeof useToast>['show'] } = {};
  function Capture() {
    captured.show = useToast().show;
    return null;
  }
  render(
    <I18nextProvider i18n={i18nFor('ja')}>
      <ToastHost>
        <Capture />
      </ToastHost>
    </I18nextProvider>,
  );
  if (!captured.show) throw new Error('no toast api');
  return { show: captured.show };
}

afterEach(cleanup);

describe('toasts', () => {
  it('shows a result in a labelled region and closes it with its translated close button', async () => {
    const user = userEvent.setup();
    const { show } = renderHost();
    act(() => show({ tone: 'success', title: 'コピーしました', description: 'URLをクリップボードにコピーしました。' }));
    const region = await screen.findByRole('region', { name: 'お知らせ (F8)' });
    await waitFor(() => expect(region.textContent).toContain('コピーしました'));
    expect(region.textContent).toContain('URLをクリップボードにコピーしました。');
    await user.click(screen.getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(region.textContent).not.toContain('コピーしました'));
  });

  it('keeps several results, newest last', async () => {
    const { show } = renderHost();
    act(() => {
      show({ title: 'one' });
      show({ tone: 'error', title: 'two' });
    });
    const region = await screen.findByRole('region', { name: 'お知らせ (F8)' });
    await waitFor(() => expect(region.textContent).toMatch(/one.*two/s));
  });
});
