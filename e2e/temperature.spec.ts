import type { Page } from '@playwright/test';
import enGamification from '../common/i18n/locales/en/gamification.json' with { type: 'json' };
import { createConfirmedMember, uniqueMember } from './account-helpers.ts';
import { expect, LAYOUT, test } from './fixtures.ts';
import { addPost, call, newWriter, uniqueTitle } from './post-reading-helpers.ts';

/**
 * The activity temperature (issue 28): a level reached through followers and its celebrations,
 * the follower celebration's buttons, and My Zone's temperature and activity pages. Every test
 * makes its own members (both browser projects run at once against one server).
 */

const g = enGamification;

interface SignedIn {
  user: { id: number; nickName: string };
}

interface PendingLayer {
  id: number;
  type: string;
}

/** A member signed in with the page's own cookie jar, and their id. */
async function signedInMember(page: Page, tag: string) {
  const member = uniqueMember('temp', tag);
  await createConfirmedMember(page.request, member, 'en');
  const { user } = await call<SignedIn>(page.request, '/api/user/signin', {
    userId: member.email,
    password: member.password,
  });
  return { ...member, id: user.id };
}

/** Ten other members follow `memberId`: USER_FOLLOW_10 pays +50 °C (P20), enough for level 2. */
async function tenFollowers(baseURL: string, memberId: number) {
  const fans = await Promise.all(Array.from({ length: 10 }, (_, n) => newWriter(baseURL, `fan${n}`, 'en')));
  for (const fan of fans) {
    await call(fan.request, '/api/user/follow', { followingUserInfoId: memberId, key: 'USER_FOLLOW' });
    await fan.request.dispose();
  }
}

const pendingLayers = async (page: Page) =>
  (await call<{ rows: PendingLayer[] }>(page.request, '/api/user/get_layer_list', {})).rows;

const celebration = (page: Page) => page.getByRole('dialog');

test('ten followers bring level 2: the celebrations show one by one and stay gone once closed', async ({
  page,
  baseURL,
  checkA11y,
}) => {
  const member = await signedInMember(page, 'lvl');
  await tenFollowers(baseURL!, member.id);
  const waiting = await pendingLayers(page);
  expect(waiting.map((layer) => layer.type).sort()).toEqual(['LEVEL_UP', 'USER_FOLLOW_10']);

  await page.goto('/en/forum/list');
  // Oldest first, one at a time: while another waits, the follower celebration only offers "next".
  for (const [index, layer] of waiting.entries()) {
    const dialog = celebration(page);
    const last = index === waiting.length - 1;
    if (layer.type === 'LEVEL_UP') {
      await expect(dialog).toHaveAccessibleName(g.celebration.levelUpTitle.replace('{{level}}', '2'));
      await expect(dialog).toContainText(g.celebration.levelUpCharacter.replace('{{name}}', 'Muffin'));
      await expect(dialog.locator('[data-character="muffin"]')).toBeVisible();
      await expect(dialog.getByRole('button')).toHaveText([last ? g.celebration.close : g.celebration.next]);
    } else {
      await expect(dialog).toHaveAccessibleName(g.celebration.followTitle.replace('{{count}}', '10'));
      await expect(dialog).toContainText('+50.0°C');
      await expect(dialog.getByRole('button')).toHaveText(
        last ? [g.celebration.close, g.celebration.seeFollowers] : [g.celebration.next],
      );
    }
    await expect(dialog.getByRole('button').first()).toBeFocused();
    if (index === 0) await checkA11y();
    await dialog.getByRole('button').first().click();
  }
  await expect(celebration(page)).toHaveCount(0);

  // Closed is shown: a reload brings none back.
  await expect.poll(() => pendingLayers(page)).toEqual([]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(celebration(page)).toHaveCount(0);

  // The new standing, wherever it shows: My Zone's page, and the warmest members of the home page.
  await page.goto('/en/myzone/mytemperature');
  await expect(page.getByTestId('temperature-level')).toHaveText('Level 2');
  await expect(page.getByTestId('characters-collected').getByRole('listitem')).toHaveText(['Dough', 'Muffin']);
  await expect(page.getByTestId('character-next')).toContainText('Donut');
  await expect(page.getByTestId('badge-current')).toContainText('Copper badge');
  await page.goto('/en');
  await expect(
    page.getByTestId('home-top-members').getByRole('listitem').filter({ hasText: member.nickName }),
  ).toContainText('Level 2');
});

test('the follower celebration alone offers "see followers", which marks it shown and opens the followers', async ({
  page,
  baseURL,
}) => {
  const member = await signedInMember(page, 'fol');
  await tenFollowers(baseURL!, member.id);
  // Only the follower celebration waits: the level-up was shown.
  const waiting = await pendingLayers(page);
  for (const layer of waiting.filter((item) => item.type !== 'USER_FOLLOW_10')) {
    await call(page.request, '/api/user/show_layer', { id: layer.id });
  }

  await page.goto('/en/forum/list');
  const dialog = celebration(page);
  await expect(dialog).toHaveAccessibleName(g.celebration.followTitle.replace('{{count}}', '10'));
  await expect(dialog.getByRole('button')).toHaveText([g.celebration.close, g.celebration.seeFollowers]);
  await dialog.getByRole('button', { name: g.celebration.seeFollowers }).click();
  await expect(page).toHaveURL(`/en/user/profile/follower/${member.id}?tab=follower`);
  await expect(page.getByTestId('follow-rows').getByRole('listitem')).toHaveCount(10);
  await expect(celebration(page)).toHaveCount(0);
  await expect.poll(() => pendingLayers(page)).toEqual([]);
});

test(
  'My Zone shows the temperature and the activity log on a phone and a desktop',
  LAYOUT,
  async ({ page, baseURL, checkA11y }) => {
    const member = await signedInMember(page, 'zone');
    const other = await newWriter(baseURL!, 'zoneother', 'en');
    const { user: followed } = await call<SignedIn>(other.request, '/api/user/signin', {
      userId: other.member.email,
      password: other.member.password,
    });
    await call(page.request, '/api/user/follow', { followingUserInfoId: followed.id, key: 'USER_FOLLOW' });
    const title = uniqueTitle('Warm');
    await addPost({ request: page.request, member }, { title });
    const fits = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );

    await page.goto('/en/myzone/mytemperature');
    await expect(page.getByRole('heading', { level: 1, name: g.temperature.title })).toBeVisible();
    // LOGIN +1, USER_FOLLOW +0.5, POST_WRITE +3 (P20).
    await expect(page.getByTestId('temperature-value')).toHaveText('4.5°C');
    await expect(page.getByTestId('temperature-level')).toHaveText('Level 1');
    await expect(page.getByRole('progressbar', { name: 'Progress to level 2' })).toHaveAttribute('value', '45');
    await expect(page.getByTestId('temperature-to-next')).toHaveText('45.5°C more to level 2 (at 50.0°C)');
    await expect(page.getByTestId('character-next')).toContainText('Muffin');
    await expect(page.getByTestId('badge-next')).toHaveText('Copper badge at 10 followers: 10 to go');
    await expect(page.getByTestId('temperature-today')).toHaveText('4.5°C of 30.0°C gained today');
    await checkA11y();
    await fits();

    await page.getByRole('link', { name: g.temperature.seeLog }).click();
    await expect(page.getByRole('heading', { level: 1, name: g.activity.title })).toBeVisible();
    await expect(page.getByTestId('activity-sentence')).toHaveText([
      `Wrote ${title}`,
      `Followed ${followed.nickName}`,
      'Visited today',
    ]);
    await expect(page.getByTestId('activity-points')).toHaveText(['+3.0°C', '+0.5°C', '+1.0°C']);
    await expect(page.getByTestId('activity-temperature')).toHaveText([
      'Temperature 4.5°C',
      'Temperature 1.5°C',
      'Temperature 1.0°C',
    ]);
    await checkA11y();
    await fits();
    await page.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/en\/post\/\d+$/);
  },
);
