// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Contract } from '../../../common/contracts/envelope.ts';
import type { MemberCard } from '../../../common/contracts/members.ts';
import { DialogHost } from '../../components/ui/dialogs.tsx';
import { ToastHost } from '../../components/ui/toasts.tsx';
import { ApiError, type ApiClient } from '../../lib/api.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { requestServices } from '../../lib/request-context.ts';
import { LANGUAGE_ROUTE_ID } from '../../lib/viewer.ts';
import { loadListPage } from '../post-list/post-list.server.ts';
import { loadSidePanel, type SidePanelData } from './load-side-panel.server.ts';
import { PageSidePanel } from './page-side-panel.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const member = (id: number, nickName: string): MemberCard => ({
  id,
  nickName,
  admin: false,
  deprecated: false,
  jobKey: null,
  mbtiId: null,
  characterKey: 'loaf',
  level: 3,
  temperature: 48.5,
  profileImagePath: null,
  profileBaseImageIndex: null,
  badge: null,
});

const KEYWORDS = ['funnel', 'GA4', 'C#', 'retention', 'heatmap', 'ab test', 'cohort'].map((keyword, index) => ({
  id: index + 1,
  keyword,
  count: 9 - index,
}));

const OUTAGE = () => new ApiError(503, { code: 'SERVICE_UNAVAILABLE', message: 'unavailable' });

/**
 * The API as the pages' loaders meet it, answering by path; `failing` paths throw as a refused
 * call does (api.ts turns a failure envelope into ApiError).
 */
function stubApi(failing: string[] = []): ApiClient {
  const answers: Record<string, unknown> = {
    '/api/keyword/get_top_list': { rows: KEYWORDS },
    '/api/user/get_top_user_list': { rows: [{ rank: 1, user: member(4, 'ember') }] },
    '/api/post/get_list': { rows: [], total: 0, pageNum: 1, pageSize: 3 },
    '/api/category/list': { rows: [], total: 0 },
  };
  return {
    call: (async (contract: Contract) => {
      if (failing.includes(contract.path)) throw OUTAGE();
      if (!(contract.path in answers)) throw new Error(`unexpected call ${contract.path}`);
      return answers[contract.path];
    }) as ApiClient['call'],
  };
}

function contextWith(api: ApiClient) {
  const context = new RouterContextProvider();
  context.set(requestServices, {
    api,
    siteConfig: {
      siteName: 'Hearth',
      providerName: 'Hearth Analytics',
      sisterProductName: 'Hearth Heatmap',
      sisterProductUrl: 'https://heatmap.example.com',
      providerUrl: 'https://analytics.example.com',
      socialLinks: [],
    },
    marks: { issue: () => '', verify: () => false },
  });
  return context;
}

function renderPanel(data: SidePanelData, signedIn = false) {
  const viewer = signedIn ? { id: 7, nickName: 'baker' } : null;
  const Stub = createRoutesStub([
    {
      id: LANGUAGE_ROUTE_ID,
      path: '/:lang',
      loader: () => ({
        viewer,
        year: 2026,
        layers: [],
        alarmCount: 0,
        siteConfig: { siteName: 'Hearth', socialLinks: [{ kind: 'youtube', url: 'https://youtube.example/hearth' }] },
      }),
      HydrateFallback: () => null,
      Component: () => (
        <DialogHost>
          <ToastHost>
            <PageSidePanel lang="en" data={data} />
          </ToastHost>
        </DialogHost>
      ),
    },
  ]);
  render(
    <I18nextProvider i18n={i18nFor('en')}>
      <Stub initialEntries={['/en']} />
    </I18nextProvider>,
  );
}

describe('the side panel', () => {
  it('loads each box on its own: a failing call is logged and leaves only its box out (SPEC §8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const data = await loadSidePanel(contextWith(stubApi(['/api/keyword/get_top_list'])), 'en', new URLSearchParams());
    expect(data.keywords).toBeNull();
    expect(data.topMembers).toEqual([{ rank: 1, user: member(4, 'ember') }]);
    expect(data.careers).toEqual({ rows: [], pageNum: 1, pageSize: 3, total: 0 });
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toContain('popular keywords');

    renderPanel(data);
    const panel = await screen.findByRole('complementary', { name: 'Side panel' });
    expect(within(panel).queryByTestId('popular-keywords')).toBeNull();
    expect(within(panel).getByRole('region', { name: 'Top members' })).toBeTruthy();
    expect(within(panel).getByTestId('careers-panel')).toBeTruthy();
    expect(within(panel).getByTestId('brochure-box')).toBeTruthy();
  });

  it('still gives a list page when every side-panel call fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = ['/api/keyword/get_top_list', '/api/user/get_top_user_list'];
    const api = stubApi(failing);
    const page = await loadListPage(contextWith(api), new Request('http://hearth.test/en/forum/list'), 'en', 'forum');
    expect(page.mode).toBe('list');
    expect(page.sidePanel).toEqual({
      keywords: null,
      topMembers: null,
      careers: { rows: [], pageNum: 1, pageSize: 3, total: 0 },
    });
    expect(logged).toHaveBeenCalledTimes(2);

    renderPanel(page.sidePanel);
    const panel = await screen.findByRole('complementary', { name: 'Side panel' });
    // No box of zeros: the failed boxes are absent, the others are there.
    expect(within(panel).queryByTestId('popular-keywords')).toBeNull();
    expect(within(panel).queryByTestId('side-top-members')).toBeNull();
    expect(within(panel).getByRole('navigation', { name: 'Around the community' })).toBeTruthy();
  });

  it('shows five popular keywords as chips leading to the tag search, the rest behind the toggle', async () => {
    renderPanel({ keywords: KEYWORDS, topMembers: null, careers: null });
    const box = await screen.findByRole('region', { name: 'Popular keywords' });
    const links = within(box).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      KEYWORDS.map(({ keyword }) => `/en/search?result=${encodeURIComponent(`#${keyword}`)}&option=keyword`),
    );
    expect(links[2]?.getAttribute('href')).toBe('/en/search?result=%23C%23&option=keyword');
    const items = within(box).getAllByRole('listitem');
    expect(items.slice(0, 5).every((item) => item.className.split(' ').includes('flex'))).toBe(true);
    expect(items.slice(5).every((item) => item.className.split(' ').includes('hidden'))).toBe(true);
    const toggle = within(box).getByRole('button', { name: 'Show more' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(within(box).getByRole('list').id);
    toggle.click();
    expect((await within(box).findByRole('button', { name: 'Show less' })).getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('data-expanded')).toBe('true');
  });

  it('asks visitors to sign in for the brochure and offers members the form', async () => {
    renderPanel({ keywords: [], topMembers: [], careers: null });
    const brochure = await screen.findByTestId('brochure-box');
    expect(within(brochure).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/en/signin?redirectUrl=${encodeURIComponent('/en')}`,
    );
    // An empty ranking is no box; no keywords yet says so.
    expect(screen.queryByTestId('side-top-members')).toBeNull();
    expect(screen.getByText('No tags were used this month yet.')).toBeTruthy();
    cleanup();
    renderPanel({ keywords: [], topMembers: [], careers: null }, true);
    const open = await screen.findByRole('link', { name: 'Request the brochure' });
    expect(open.getAttribute('href')).toBe('/en/brochure');
  });
});
