import type { APIRequestContext } from '@playwright/test';
import enAuth from '../common/i18n/locales/en/auth.json' with { type: 'json' };
import en from '../common/i18n/locales/en/adminMembers.json' with { type: 'json' };
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
