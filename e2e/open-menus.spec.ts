import enAuth from '../common/i18n/locales/en/auth.json' with { type: 'json' };
import enCommon from '../common/i18n/locales/en/common.json' with { type: 'json' };
import jaAuth from '../common/i18n/locales/ja/auth.json' with { type: 'json' };
import jaCommon from '../common/i18n/locales/ja/common.json' with { type: 'json' };
import koAuth from '../common/i18n/locales/ko/auth.json' with { type: 'json' };
import koCommon from '../common/i18n/locales/ko/common.json' with { type: 'json' };
import { SAME_ORIGIN } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue 23 item 9: axe reported `region` (content outside landmarks) on the open account menu,
 * which radix had portalled to <body>. Every menu of the page frame is opened here, in each
 * language, and checked with every axe rule (best practices and moderate findings included):
 * the account menu of the desktop bar, and the menu sheet of phones and tablets for a visitor
 * and for a member, with the language selector inside it (the site has no other language menu:
 * the footer's selector is a row of links, checked with every page). Members' menus are also
 * checked open by accounts.spec.ts, on both projects.
 */
const TEXT = {
  ko: { auth: koAuth, common: koCommon },
  en: { auth: enAuth, common: enCommon },
  ja: { auth: jaAuth, common: jaCommon },
} as const;

const ADMIN = { userId: 'admin@hearth.test', password: 'e2e-admin-password' };

for (const lang of ['ko', 'en', 'ja'] as const) {
  const t = TEXT[lang];

  test(`${lang}: a visitor's menu sheet at 375 and 768 px passes every axe rule`, async ({ page, checkA11y }) => {
    for (const width of [375, 768]) {
      await page.setViewportSize({ width, height: 812 });
      await page.goto(`/${lang}`);
      await page.getByRole('banner').getByRole('button', { name: t.common.nav.openMenu }).click();
      const sheet = page.getByRole('dialog', { name: t.common.nav.menu });
      await expect(sheet.getByRole('navigation', { name: t.common.language.label })).toBeVisible();
      await checkA11y({ allRules: true });
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
    }
  });

  test(`${lang}: the administrator's account menu and menu sheet pass every axe rule`, async ({ page, checkA11y }) => {
    const signIn = await page.request.post('/api/user/signin', { data: { ...ADMIN, lang }, headers: SAME_ORIGIN });
    expect(signIn.status()).toBe(200);

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/${lang}`);
    await page.getByRole('banner').getByRole('button', { name: t.auth.menu.open }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: t.auth.menu.signOut })).toBeVisible();
    await expect(menu).toContainText(t.auth.menu.admin);
    // Administrators' own pages: the console first (issue 32), then the knowledge base's authoring (issue 31).
    const consoleItem = menu.getByRole('menuitem', { name: t.auth.menu.adminPages.console });
    await expect(consoleItem).toHaveAttribute('href', `/${lang}/admin`);
    await expect(menu.getByRole('menuitem', { name: t.auth.menu.adminPages.knowledge })).toHaveAttribute(
      'href',
      `/${lang}/admin/knowledge`,
    );
    const order = await menu
      .getByRole('menuitem')
      .evaluateAll((items) =>
        items.map((item) => item.getAttribute('href')).filter((href) => href?.includes('/admin')),
      );
    expect(order).toEqual([`/${lang}/admin`, `/${lang}/admin/knowledge`]);
    // The open menu is part of the banner, not loose content after the page's landmarks.
    await expect(page.getByRole('banner').getByRole('menu')).toBeVisible();
    await checkA11y({ allRules: true });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('banner').getByRole('button', { name: t.common.nav.openMenu }).click();
    const sheet = page.getByRole('dialog', { name: t.common.nav.menu });
    await expect(sheet.getByRole('button', { name: t.auth.menu.signOut })).toBeVisible();
    await expect(sheet.getByRole('link', { name: t.auth.menu.adminPages.console })).toBeVisible();
    await expect(sheet.getByRole('link', { name: t.auth.menu.adminPages.knowledge })).toBeVisible();
    await checkA11y({ allRules: true });
  });
}
