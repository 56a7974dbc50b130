// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { MemberCard } from '../../../common/contracts/members.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { siteFrame } from '../../test/site-frame.tsx';
import { TopMembers } from './top-members.tsx';

afterEach(cleanup);

const card = (id: number, nickName: string, level: number, temperature: number): MemberCard => ({
  id,
  nickName,
  admin: false,
  deprecated: false,
  jobKey: null,
  mbtiId: null,
  characterKey: 'loaf',
  level,
  temperature,
  profileImagePath: null,
  profileBaseImageIndex: null,
  badge: null,
});

function renderSection(rows: Array<{ rank: number; user: MemberCard }>) {
  const Stub = createRoutesStub([siteFrame(null, [{ index: true, Component: () => <TopMembers rows={rows} /> }])]);
  render(
    <I18nextProvider i18n={i18nFor('en')}>
      <Stub initialEntries={['/en']} />
    </I18nextProvider>,
  );
}

describe("the home page's warmest members", () => {
  it('rank each member with their avatar, link, level and temperature', async () => {
    renderSection([
      { rank: 1, user: card(4, 'ember', 5, 152) },
      { rank: 2, user: card(9, 'crumb', 2, 50.5) },
    ]);
    const section = await screen.findByRole('region', { name: 'Warmest members' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1No. 1emberLevel 5 · 152.0°C',
      '2No. 2crumbLevel 2 · 50.5°C',
    ]);
    expect(within(items[1]!).getByRole('link', { name: 'crumb' }).getAttribute('href')).toBe('/en/user/profile/9');
    expect(items[0]!.querySelector('[data-character="loaf"]')).not.toBeNull();
  });

  it('say so when nobody is ranked yet', async () => {
    renderSection([]);
    const section = await screen.findByRole('region', { name: 'Warmest members' });
    expect(within(section).queryByRole('list')).toBeNull();
    expect(section.textContent).toContain('No members to show yet.');
  });
});
