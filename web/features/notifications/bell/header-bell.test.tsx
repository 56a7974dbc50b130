// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nFor } from '../../../lib/i18n.ts';
import { HeaderBell } from './header-bell.tsx';

// The live connection is its own test (live/alarm-live.test.ts): here nothing may connect.
vi.mock('../live/alarm-live.ts', () => ({ startAlarmLive: () => () => {} }));

afterEach(cleanup);

function serverHtml(count: number, lang: 'en' | 'ko' = 'en') {
  return renderToString(
    <I18nextProvider i18n={i18nFor(lang)}>
      <MemoryRouter>
        <HeaderBell lang={lang} serverCount={count} placement="desktop" />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

function renderBell(count: number, placement: 'desktop' | 'phone') {
  const Stub = createRoutesStub([
    { path: '/en', Component: () => <HeaderBell lang="en" serverCount={count} placement={placement} /> },
  ]);
  render(
    <I18nextProvider i18n={i18nFor('en')}>
      <Stub initialEntries={['/en']} />
    </I18nextProvider>,
  );
}

describe('the header bell', () => {
  it('is a server-rendered link to the notifications page, with no badge when nothing is new', () => {
    const html = serverHtml(0);
    expect(html).toContain('href="/en/alarm"');
    expect(html).toContain('aria-label="Notifications"');
    expect(html).not.toContain('bell-badge');
  });

  it('renders the count in the HTML and names it, in the page language', () => {
    const html = serverHtml(3, 'ko');
    expect(html).toMatch(/data-testid="bell-badge"[^>]*>3</);
    expect(html).toContain('aria-label="알림, 새 알림 3개"');
  });

  it('shows 999 as it is and "999+" from 1,000 (SPEC §9)', () => {
    expect(serverHtml(999)).toMatch(/bell-badge"[^>]*>999</);
    const capped = serverHtml(1000);
    expect(capped).toMatch(/bell-badge"[^>]*>999\+</);
    expect(capped).toContain('aria-label="Notifications, 999+ new"');
  });

  it('becomes a button that opens the panel once the page is interactive on a desktop', () => {
    renderBell(4, 'desktop');
    const bell = screen.getByRole('button', { name: 'Notifications, 4 new' });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(bell.getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('stays a link to the page on a phone', () => {
    renderBell(4, 'phone');
    expect(screen.getByRole('link', { name: 'Notifications, 4 new' }).getAttribute('href')).toBe('/en/alarm');
  });
});
