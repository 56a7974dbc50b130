// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Standing } from '../../../common/contracts/gamification.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { EARN_RULES } from './earn-rules.ts';
import { TemperatureView } from './temperature-view.tsx';

afterEach(cleanup);

const member: Standing = {
  userInfoId: 7,
  temperature: 62.5,
  level: 2,
  levelFloor: 50,
  nextLevelAt: 75,
  characters: ['dough', 'muffin'],
  nextCharacter: 'donut',
  followers: 12,
  badge: 'copper',
  nextBadge: { badge: 'silver', followers: 50 },
  gainedToday: 12.5,
  dailyCap: 30,
};

function renderView(standing: Standing, lang: 'en' | 'ko' = 'en') {
  const Stub = createRoutesStub([
    {
      path: `/${lang}/myzone/mytemperature`,
      Component: () => <TemperatureView standing={standing} activityHref={`/${lang}/myzone/activity`} />,
    },
  ]);
  render(
    <I18nextProvider i18n={i18nFor(lang)}>
      <Stub initialEntries={[`/${lang}/myzone/mytemperature`]} />
    </I18nextProvider>,
  );
}

describe('the temperature page', () => {
  it('shows the temperature with one decimal, the level and a labelled progress bar to the next level', async () => {
    renderView(member);
    expect((await screen.findByTestId('temperature-value')).textContent).toBe('62.5°C');
    expect(screen.getByTestId('temperature-level').textContent).toBe('Level 2');
    // 12.5 of the 25 degrees between level 2 (50) and level 3 (75), in tenths.
    const bar = screen.getByRole('progressbar', { name: 'Progress to level 3' });
    expect(bar.getAttribute('value')).toBe('125');
    expect(bar.getAttribute('max')).toBe('250');
    expect(screen.getByTestId('temperature-to-next').textContent).toBe('12.5°C more to level 3 (at 75.0°C)');
    expect(screen.getByRole('link', { name: 'See my activity log' }).getAttribute('href')).toBe('/en/myzone/activity');
  });

  it('shows the characters collected and the next one locked, as a silhouette', async () => {
    renderView(member);
    const collected = await screen.findByTestId('characters-collected');
    expect(
      within(collected)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Dough', 'Muffin']);
    const next = screen.getByTestId('character-next');
    expect(next.textContent).toContain('Next level-up: Donut');
    expect(next.textContent).toContain('Not collected yet');
    const art = next.querySelector('[data-character="donut"]');
    expect(art?.className).toContain('[&_svg]:brightness-0');
  });

  it('shows the badge, the next one with the followers it needs, and today against the daily cap', async () => {
    renderView(member);
    expect((await screen.findByTestId('badge-current')).textContent).toBe('Copper badgeFollowers: 12');
    expect(screen.getByTestId('badge-next').textContent).toBe('Silver badge at 50 followers: 38 to go');
    expect(screen.getByTestId('temperature-today').textContent).toBe('12.5°C of 30.0°C gained today');
    const today = screen.getByRole('progressbar', { name: "Today's gain against the daily limit" });
    expect([today.getAttribute('value'), today.getAttribute('max')]).toEqual(['125', '300']);
  });

  it('lists how each activity earns points (P20), in the member’s language', async () => {
    renderView(member, 'ko');
    const table = await screen.findByRole('table', { name: '활동별 온도' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(EARN_RULES.length);
    expect(rows[0]!.textContent).toBe('하루의 첫 방문+1.0°C');
    expect(rows.at(-1)!.textContent).toBe('팔로워 100명 달성+200.0°C');
  });

  it('says so at the top level and when every character and badge is there', async () => {
    renderView({
      ...member,
      temperature: 305,
      level: 7,
      levelFloor: 300,
      nextLevelAt: null,
      characters: ['dough', 'muffin', 'donut', 'loaf', 'baguette'],
      nextCharacter: null,
      followers: 120,
      badge: 'gold',
      nextBadge: null,
    });
    expect(await screen.findByText('You have reached the highest level.')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: /Progress to level/ })).toBeNull();
    expect(screen.getByText('You have every character.')).toBeTruthy();
    expect(screen.getByTestId('badge-next').textContent).toBe('You have the highest badge.');
  });

  it('tells an administrator that administrators have no temperature', async () => {
    renderView({
      ...member,
      temperature: null,
      level: null,
      levelFloor: null,
      nextLevelAt: null,
      characters: [],
      nextCharacter: null,
      badge: null,
      nextBadge: null,
    });
    expect((await screen.findByTestId('temperature-admin')).textContent).toBe(
      'Administrators have no activity temperature, level, characters or badges.',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText(/°C/)).toBeNull();
  });
});
