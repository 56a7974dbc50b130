// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Layer } from '../../../common/contracts/gamification.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { Celebrations } from './celebrations.tsx';

afterEach(cleanup);

const FOLLOWERS = '/en/user/profile/follower/7?tab=follower';

function layer(id: number, type: Layer['type'], over: Partial<Layer> = {}): Layer {
  return {
    id,
    type,
    level: null,
    characterKey: null,
    points: type === 'LEVEL_UP' ? null : type === 'USER_FOLLOW_50' ? 75 : 50,
    createdAt: '2026-11-27T00:00:00.000Z',
    ...over,
  };
}

/** The page with its celebrations, the show_layer route recording what it was sent, and the followers page. */
function renderPage(layers: Layer[]) {
  const sent: Array<{ id: string; next: string | null }> = [];
  const Stub = createRoutesStub([
    {
      path: '/en',
      Component: () => (
        <>
          <p>the page</p>
          <Celebrations lang="en" layers={layers} followersHref={FOLLOWERS} character="donut" />
        </>
      ),
    },
    {
      path: '/en/show_layer',
      action: async ({ request }) => {
        const form = await request.formData();
        const next = form.get('next') as string | null;
        sent.push({ id: form.get('id') as string, next });
        return next ? Response.redirect(new URL(next, 'http://localhost').toString(), 302) : { ok: true };
      },
    },
    { path: '/en/user/profile/follower/7', Component: () => <p>the followers page</p> },
  ]);
  render(
    <I18nextProvider i18n={i18nFor('en')}>
      <Stub initialEntries={['/en']} />
    </I18nextProvider>,
  );
  return { sent };
}

const dialog = (name: string) => screen.findByRole('dialog', { name });
const buttons = () => [...screen.getByRole('dialog').querySelectorAll('button')].map((button) => button.textContent);

describe('the celebration layers', () => {
  it('are no part of the server-rendered page: they open once it is interactive', () => {
    const html = renderToString(
      <I18nextProvider i18n={i18nFor('en')}>
        <Celebrations lang="en" layers={[layer(1, 'LOGIN_DAILY_5')]} followersHref={FOLLOWERS} character="donut" />
      </I18nextProvider>,
    );
    expect(html).toBe('');
  });

  it('show one at a time, oldest first, each marked shown as it closes', async () => {
    const user = userEvent.setup();
    const { sent } = renderPage([
      layer(11, 'LEVEL_UP', { level: 2, characterKey: 'muffin' }),
      layer(12, 'LOGIN_DAILY_5'),
      layer(13, 'LEVEL_UP', { level: 3, characterKey: null }),
    ]);
    const first = await dialog('You reached level 2!');
    expect(first.textContent).toContain('Muffin joins your characters.');
    expect(first.textContent).toContain('Celebration 1 of 3');
    expect(first.querySelector('[data-character="muffin"]')).not.toBeNull();
    // The focus is in the dialog, on its button.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Next'));
    expect(buttons()).toEqual(['Next']);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const second = await dialog('5 days in a row!');
    expect(second.textContent).toContain('You visited 5 days in a row: +50.0°C.');
    // A streak brings no character: the member's own is celebrated.
    expect(second.querySelector('[data-character="donut"]')).not.toBeNull();
    await waitFor(() => expect(sent).toEqual([{ id: '11', next: null }]));

    // Escape closes as the button does, and marks it shown too.
    await user.keyboard('{Escape}');
    const last = await dialog('You reached level 3!');
    expect(last.textContent).toContain('You have every character.');
    expect(last.querySelector('[data-character]')).toBeNull();
    expect(buttons()).toEqual(['Close']);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(sent.map((item) => item.id)).toEqual(['11', '12', '13']));
  });

  it('offer "next" on a follower milestone while others wait, "close" and "see followers" when it is the only one', async () => {
    const user = userEvent.setup();
    const { sent } = renderPage([layer(21, 'USER_FOLLOW_10'), layer(22, 'USER_FOLLOW_50')]);
    const first = await dialog('10 members follow you!');
    expect(first.textContent).toContain('A follower milestone: +50.0°C.');
    expect(first.querySelector('[data-character="donut"]')).not.toBeNull();
    expect(buttons()).toEqual(['Next']);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const second = await dialog('50 members follow you!');
    expect(second.textContent).toContain('+75.0°C');
    expect(buttons()).toEqual(['Close', 'See followers']);
    await user.click(screen.getByRole('button', { name: 'See followers' }));
    expect(await screen.findByText('the followers page')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([
      { id: '21', next: null },
      { id: '22', next: FOLLOWERS },
    ]);
  });

  it('offer "close" and "see followers" on a follower milestone that waits alone', async () => {
    const user = userEvent.setup();
    const { sent } = renderPage([layer(31, 'USER_FOLLOW_100', { points: 200 })]);
    await dialog('100 members follow you!');
    expect(buttons()).toEqual(['Close', 'See followers']);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(sent).toEqual([{ id: '31', next: null }]));
    expect(screen.getByText('the page')).toBeTruthy();
  });
});
