import { expect, expectHttpErrors, LAYOUT, test } from './fixtures.ts';

/**
 * The page chrome of SPEC §2.3: desktop menu, mobile header and menu, language selector,
 * and a layout without horizontal scrolling from phone to wide desktop (DECISIONS P5).
 * Each group fixes its own screen, so both projects check the same promises.
 */
const desktop = { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false };
const mobile = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

const MENUS = {
  ko: {
    main: '주 메뉴',
    items: ['새 소식', '포럼', '케이스 스터디', '솔로몬'],
    join: '회원가입',
    signIn: '로그인',
    search: '검색',
  },
  en: {
    main: 'Main menu',
    items: ["What's new", 'Forum', 'Case Study', 'Solomon'],
    join: 'Join',
    signIn: 'Sign in',
    search: 'Search',
  },
} as const;
const PATHS = ['whatsnew/list', 'forum/list', 'casestudy/list', 'solomon'];

test.describe('desktop navigation bar', LAYOUT, () => {
  test.use(desktop);

  for (const lang of ['ko', 'en'] as const) {
    test(`/${lang} shows the translated menu, search, Join and Sign in`, async ({ page, checkA11y }) => {
      const names = MENUS[lang];
      await page.goto(`/${lang}`);
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: 'Hearth', exact: true })).toHaveAttribute('href', `/${lang}`);
      const menu = banner.getByRole('navigation', { name: names.main });
      for (const [index, item] of names.items.entries()) {
        const link = menu.getByRole('link', { name: item, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', `/${lang}/${PATHS[index]}`);
        await expect(link).not.toHaveAttribute('aria-current');
      }
      await expect(banner.getByRole('link', { name: names.search })).toHaveAttribute('href', `/${lang}/search`);
      await expect(banner.getByRole('link', { name: names.join, exact: true })).toHaveAttribute(
        'href',
        `/${lang}/signin?type=signup`,
      );
      await expect(banner.getByRole('link', { name: names.signIn, exact: true })).toHaveAttribute(
        'href',
        `/${lang}/signin`,
      );
      // The mobile bar is hidden at this width: its toggle must not be reachable.
      await expect(page.getByRole('button', { name: lang === 'ko' ? '메뉴 열기' : 'Open menu' })).toBeHidden();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(
        page
          .getByRole('contentinfo')
          .getByRole('link', { name: lang === 'ko' ? '개인정보처리방침' : 'Privacy Policy' }),
      ).toHaveAttribute('href', `/${lang}/service/privacy`);
      await checkA11y();
    });
  }

  test('the current section is marked with aria-current', async ({ page }) => {
    // No list page exists yet: the not-found page inside the default layout still shows the menu.
    expectHttpErrors();
    await page.goto('/en/forum/list');
    const menu = page.getByRole('banner').getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Forum', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Case Study', exact: true })).not.toHaveAttribute('aria-current');
  });

  test('the skip link is the first stop and lands on the main content', async ({ page }) => {
    await page.goto('/ko');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: '본문으로 건너뛰기' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the footer language selector moves to the same page in another language', async ({ page, context }) => {
    await page.goto('/en?from=footer');
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: '한국어' })
      .click();
    await expect(page).toHaveURL(/\/ko\?from=footer$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('ko');
  });

  test('a navigation waiting for its data shows the loading indicator until the page arrives', async ({ page }) => {
    await page.goto('/en');
    // Hold the next page's data request so the in-between state can be observed, then let it go.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/service/privacy.data*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    const indicator = page.getByRole('status').filter({ hasText: 'Loading' });
    await expect(indicator).toBeVisible();
    await expect(indicator.locator('svg').first()).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/en\/service\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(indicator).toHaveCount(0);
  });

  test('the footer carries the configured provider, family and social links, and legal links', async ({ page }) => {
    await page.goto('/ja');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /Acme Analyticsについて/ })).toHaveAttribute(
      'href',
      'https://analytics.example.com',
    );
    await expect(footer.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/company/acme',
    );
    await expect(footer.getByRole('link', { name: /ブログ/ })).toHaveAttribute('href', 'https://blog.acme.example');
    await expect(footer.getByRole('link', { name: '利用規約' })).toHaveAttribute('href', '/ja/service/terms');
    await expect(footer.getByText(/Acme Analytics/).first()).toBeVisible();
  });
});

test.describe('mobile header and menu', LAYOUT, () => {
  test.use(mobile);

  test('the toggle opens the 320 px menu: sections, sister banner, languages; focus stays inside; Escape closes', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/ko');
    const toggle = page.getByRole('button', { name: '메뉴 열기' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('banner').getByRole('link', { name: '검색' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('navigation', { name: '주 메뉴' })).toBeHidden();

    await toggle.click();
    const menu = page.getByRole('dialog', { name: '메뉴' });
    await expect(menu).toBeVisible();
    // While the modal is open, everything outside it is hidden from assistive technology.
    await expect(page.getByRole('button', { name: '메뉴 열기', includeHidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect((await menu.boundingBox())?.width).toBe(320);

    const nav = menu.getByRole('navigation', { name: '주 메뉴' });
    await expect(nav.getByRole('link', { name: '홈', exact: true })).toHaveAttribute('aria-current', 'page');
    for (const item of MENUS.ko.items) await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: /Hearth Heatmap/ })).toHaveAttribute(
      'href',
      'https://heatmap.example.com',
    );
    const languages = menu.getByRole('navigation', { name: '언어 선택' });
    for (const name of ['한국어', 'English', '日本語'])
      await expect(languages.getByRole('link', { name })).toBeVisible();
    await expect(languages.getByRole('link', { name: '한국어' })).toHaveAttribute('aria-current', 'true');
    await checkA11y({ allRules: true });

    // Focus is trapped: however far Tab and Shift+Tab go, it never leaves the sheet.
    const focusInside = () => menu.evaluate((sheet) => sheet.contains(document.activeElement));
    for (let step = 0; step < 20; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInside(), `after ${step + 1} Tab presses`).toBe(true);
    }
    for (let step = 0; step < 5; step += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside(), `after ${step + 1} Shift+Tab presses`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('a section link in the menu closes it and the header names the section', async ({ page }) => {
    expectHttpErrors();
    await page.goto('/ko');
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await page.getByRole('dialog', { name: '메뉴' }).getByRole('link', { name: '포럼', exact: true }).click();
    await expect(page).toHaveURL(/\/ko\/forum\/list$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('banner').getByRole('paragraph')).toHaveText('포럼');
    await expect(page.getByRole('banner').getByRole('link', { name: '홈', exact: true })).toHaveAttribute(
      'href',
      '/ko',
    );
  });

  test('the language selector moves /ko to /ja, keeps path and query, and stores the choice', async ({
    page,
    context,
  }) => {
    await page.goto('/ko?from=menu');
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await page
      .getByRole('dialog', { name: '메뉴' })
      .getByRole('navigation', { name: '언어 선택' })
      .getByRole('link', { name: '日本語' })
      .click();
    await expect(page).toHaveURL(/\/ja\?from=menu$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('button', { name: 'メニューを開く' })).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('ja');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    // Max-Age=31536000: about a year from now.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  });
});

// Each test sets its own width: the desktop widths run on the desktop screen only, and the
// phone and tablet widths (LAYOUT) on both, where a phone's emulation (touch, pixel ratio) differs.
test.describe('layout widths (DECISIONS P5)', () => {
  for (const width of [769, 1023]) {
    test(`the desktop bar's items do not overlap at ${width} px in every language`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const lang of ['ko', 'en', 'ja']) {
        await page.goto(`/${lang}`);
        const banner = page.getByRole('banner');
        const boxes = await banner.locator('a:visible, button:visible').evaluateAll((elements) =>
          elements.map((element) => {
            const { left, right } = element.getBoundingClientRect();
            return { name: element.textContent?.trim() || element.getAttribute('aria-label') || '', left, right };
          }),
        );
        expect(boxes.length, `/${lang} at ${width} px`).toBeGreaterThanOrEqual(8);
        for (const [index, box] of boxes.entries()) {
          const next = boxes[index + 1];
          if (next)
            expect(box.right, `${box.name} / ${next.name} in /${lang} at ${width} px`).toBeLessThanOrEqual(next.left);
          expect(box.right, `${box.name} in /${lang} at ${width} px`).toBeLessThanOrEqual(width);
        }
      }
    });
  }

  for (const width of [375, 768, 1024, 1440]) {
    test(`no horizontal scrolling at ${width} px in every language`, width <= 768 ? LAYOUT : {}, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const lang of ['ko', 'en', 'ja']) {
        await page.goto(`/${lang}`);
        const [scrollWidth, innerWidth] = await page.evaluate(() => [
          document.scrollingElement!.scrollWidth,
          window.innerWidth,
        ]);
        expect(scrollWidth, `/${lang} at ${width} px`).toBeLessThanOrEqual(innerWidth);
        // Mobile layout up to 768 px, desktop from 769 px (SPEC §9).
        const toggle = page.getByRole('banner').getByRole('button', { name: /메뉴 열기|Open menu|メニューを開く/ });
        if (width <= 768) await expect(toggle).toBeVisible();
        else await expect(toggle).toBeHidden();
      }
    });
  }
});
