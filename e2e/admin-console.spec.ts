import enAdmin from '../common/i18n/locales/en/admin.json' with { type: 'json' };
import koAdmin from '../common/i18n/locales/ko/admin.json' with { type: 'json' };
import en from '../common/i18n/locales/en/adminConsole.json' with { type: 'json' };
import enAuth from '../common/i18n/locales/en/auth.json' with { type: 'json' };
import { createConfirmedMember, SAME_ORIGIN, uniqueMember } from './account-helpers.ts';
import { expect, expectHttpErrors, test } from './fixtures.ts';

/**
 * The administration console (issue 32, P31): an administrator opens it from the account menu,
 * reads the dashboard, grants a second administrator, removes them again and finds both
 * changes in the audit log. A member gets the not-found page.
 */
const ADMIN = { userId: 'admin@hearth.test', password: 'e2e-admin-password' };

test.describe('administration console', () => {
  test('a member gets the not-found page at /ko/admin', async ({ page }) => {
    expectHttpErrors();
    const member = uniqueMember('console', 'member');
    await createConfirmedMember(page.request, member, 'ko');
    const signIn = await page.request.post('/api/user/signin', {
      data: { userId: member.email, password: member.password },
      headers: SAME_ORIGIN,
    });
    expect(signIn.status()).toBe(200);
    for (const path of ['/ko/admin', '/ko/admin/audit', '/ko/admin/admins']) {
      expect((await page.goto(path))?.status(), path).toBe(404);
    }
    await expect(page.getByRole('navigation', { name: koAdmin.console.label })).toHaveCount(0);
  });

  test('an administrator opens the console, grants a second administrator and reads it in the audit log', async ({
    page,
    checkA11y,
  }) => {
    const member = uniqueMember('console', 'grantee');
    await createConfirmedMember(page.request, member, 'en');
    const signIn = await page.request.post('/api/user/signin', {
      data: { ...ADMIN, lang: 'en' },
      headers: SAME_ORIGIN,
    });
    expect(signIn.status()).toBe(200);

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/en');
    await page.getByRole('banner').getByRole('button', { name: enAuth.menu.open }).click();
    await page.getByRole('menuitem', { name: enAuth.menu.adminPages.console }).click();
    await expect(page).toHaveURL(/\/en\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: en.dashboard.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: en.dashboard.last7 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: en.dashboard.last30 })).toBeVisible();
    await checkA11y();

    const consoleNav = page.getByRole('navigation', { name: enAdmin.console.label });
    await consoleNav.getByRole('link', { name: enAdmin.console.sections.admins }).click();
    await expect(page.getByRole('heading', { level: 1, name: en.admins.title })).toBeVisible();
    await page.getByLabel(en.admins.grantLabel).fill(member.nickName);
    await page.getByRole('button', { name: en.admins.grantSubmit }).click();
    await expect(page.getByTestId('admins-message')).toHaveText(en.admins.granted.replace('{{name}}', member.nickName));
    const grantedRow = page.getByTestId('admins-rows').getByRole('listitem').filter({ hasText: member.nickName });
    await expect(grantedRow).toBeVisible();
    await checkA11y();
    const id = /#(\d+)/.exec((await grantedRow.textContent()) ?? '')?.[1];
    expect(id).toBeTruthy();

    // Removal asks first; the e2e site keeps its one administrator afterwards.
    page.once('dialog', (dialog) => void dialog.accept());
    await grantedRow.getByRole('button', { name: `${en.admins.revoke}: ${member.nickName}` }).click();
    await expect(page.getByTestId('admins-message')).toHaveText(en.admins.revoked);
    await expect(page.getByTestId('admins-rows').getByText(member.nickName)).toHaveCount(0);

    await consoleNav.getByRole('link', { name: enAdmin.console.sections.audit }).click();
    await expect(page.getByRole('heading', { level: 1, name: en.audit.title })).toBeVisible();
    await page.getByLabel(en.audit.action).fill('member.admin.');
    await page.getByLabel(en.audit.targetType).fill('member');
    await page.getByRole('button', { name: en.audit.apply }).click();
    await expect(page).toHaveURL(/action=member\.admin\./);
    const rows = page
      .getByTestId('audit-table')
      .getByRole('row')
      .filter({ hasText: `member #${id}` });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('member.admin.revoke');
    await expect(rows.nth(0)).toContainText('admin: false');
    await expect(rows.nth(1)).toContainText('member.admin.grant');
    await expect(rows.nth(1)).toContainText('admin: true');
    await checkA11y();

    // Phones get the log as cards; the dashboard's cards fit every width.
    const filtered = page.url();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(filtered);
    await expect(page.getByTestId('audit-table')).toBeHidden();
    await expect(
      page
        .getByTestId('audit-cards')
        .getByRole('listitem')
        .filter({ hasText: `member #${id}` }),
    ).toHaveCount(2);
    await checkA11y();
    for (const width of [375, 768, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/en/admin');
      await expect(page.getByRole('heading', { level: 1, name: en.dashboard.title })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `no sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
      await checkA11y();
    }
  });
});
