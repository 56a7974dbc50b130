import type { APIRequestContext } from '@playwright/test';
import enAuth from '../common/i18n/locales/en/auth.json' with { type: 'json' };
import en from '../common/i18n/locales/en/adminMembers.json' with { type: 'json' };
import enReference from '../common/i18n/locales/en/adminReference.json' with { type: 'json' };
import enCommon from '../common/i18n/locales/en/common.json' with { type: 'json' };
import enErrors from '../common/i18n/locales/en/errors.json' with { type: 'json' };
import { createConfirmedMember, SAME_ORIGIN, uniqueMember } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';

/**
 * The console's members (issue 32 item 3, P12) at 1440 px: an administrator finds a member who
 * is signed in elsewhere and bans them; that member's next page shows them signed out and the
 * sign-in page the banned message; then the ban is lifted.
 */

/** A toast's text, inside the toast region (radix repeats it for screen readers elsewhere). */
const toastRegion = /\(F8\)/;

async function signIn(request: APIRequestContext, userId: string, password: string) {
  const response = await request.post('/api/user/signin', { data: { userId, password }, headers: SAME_ORIGIN });
  expect(response.status(), `sign-in of ${userId}`).toBe(200);
}

test('an administrator bans a member signed in elsewhere, then lifts the ban', async ({
  page,
  browser,
  request,
  checkA11y,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const member = uniqueMember('ban', 'desk');
  await createConfirmedMember(request, member);

  // The member, signed in in a browser of their own.
  const elsewhere = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const memberPage = await elsewhere.newPage();
  await signIn(elsewhere.request, member.email, member.password);
  await memberPage.goto('/en');
  const visitorLink = memberPage.getByRole('banner').getByRole('link', { name: enCommon.auth.signIn, exact: true });
  await expect(visitorLink).toHaveCount(0);

  // The administrator finds them and opens their page.
  await signIn(page.request, 'admin@hearth.test', 'e2e-admin-password');
  await page.goto(`/en/admin/members?query=${encodeURIComponent(member.email)}`);
  await expect(page.getByRole('heading', { level: 1, name: en.list.title })).toBeVisible();
  await checkA11y();
  await page.getByRole('link', { name: member.nickName }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(member.nickName) })).toBeVisible();
  await expect(page.getByTestId('member-state')).toHaveText(en.states.active);
  await checkA11y();

  // The ban, with its reason, after a confirmation.
  await page.getByRole('textbox', { name: new RegExp(en.ban.reason) }).fill('Spam links in every reply');
  await page.getByRole('button', { name: en.ban.submit }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(en.ban.confirmBody);
  await checkA11y();
  await confirm.getByRole('button', { name: en.ban.submit }).click();
  await expect(page.getByRole('region', { name: toastRegion }).getByText(en.ban.done)).toBeVisible();
  await expect(page.getByTestId('member-state')).toHaveText(en.states.banned);
  await expect(page.getByText('Spam links in every reply')).toBeVisible();

  // The member's next page: signed out; signing in again says why not.
  await memberPage.goto('/en');
  await expect(visitorLink).toBeVisible();
  await memberPage.goto('/en/signin');
  const main = memberPage.getByRole('main');
  await main.getByLabel(enAuth.signin.userId).fill(member.email);
  await main.getByLabel(enAuth.signin.password, { exact: true }).fill(member.password);
  await main.getByRole('button', { name: enAuth.signin.submit, exact: true }).click();
  await expect(memberPage.getByText(enErrors.USER_BANNED).first()).toBeVisible();
  await elsewhere.close();

  // The ban lifted.
  await page.getByRole('button', { name: en.ban.unbanSubmit }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: en.ban.unbanSubmit }).click();
  await expect(page.getByRole('region', { name: toastRegion }).getByText(en.ban.undone)).toBeVisible();
  await expect(page.getByTestId('member-state')).toHaveText(en.states.active);
  await checkA11y();
});

test("an administrator fixes a category's name in three languages and the forum list shows it", async ({
  page,
  checkA11y,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page.request, 'admin@hearth.test', 'e2e-admin-password');
  // A category of this test's own, so that no other spec's category changes its name.
  const key = `forum.e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const added = await page.request.post('/api/admin/category/add', {
    data: { type: 'forum', parentId: null, key, names: { ko: '오타 ko', en: 'Typo en', ja: 'タイポ ja' } },
    headers: SAME_ORIGIN,
  });
  expect(added.status()).toBe(200);
  const { id } = ((await added.json()) as { data: { id: number } }).data;

  await page.goto('/en/admin/reference?type=forum');
  await expect(page.getByRole('heading', { level: 1, name: enReference.title })).toBeVisible();
  const row = page.getByTestId(`category-${key}`);
  await row.getByLabel(enReference.names.ko).fill('퍼널 분석');
  await row.getByLabel(enReference.names.en).fill('Funnel analysis');
  await row.getByLabel(enReference.names.ja).fill('ファネル分析');
  await row.getByRole('button', { name: enReference.save }).click();
  await expect(page.getByRole('region', { name: toastRegion }).getByText(enReference.saved)).toBeVisible();
  await checkA11y();

  for (const [lang, name] of [
    ['en', 'Funnel analysis'],
    ['ja', 'ファネル分析'],
    ['ko', '퍼널 분석'],
  ] as const) {
    await page.goto(`/${lang}/forum/list?category=${id}`);
    await expect(page).toHaveTitle(new RegExp(`^${name} · `));
  }
});
