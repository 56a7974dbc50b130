import { expect, expectHttpErrors, expectOfflineErrors, LAYOUT, test } from './fixtures.ts';

/** Error pages, legal pages and document-level behaviour (SPEC §2.1–§2.3, §8, §9). */

const legal = {
  ko: {
    terms: '이용약관',
    privacy: '개인정보처리방침',
    agreementmarketing: '마케팅 정보 수신 동의',
    toc: '목차',
    date: '2021년 5월 27일',
  },
  en: {
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    agreementmarketing: 'Consent to Marketing Communications',
    toc: 'Contents',
    date: 'May 27, 2021',
  },
  ja: {
    terms: '利用規約',
    privacy: 'プライバシーポリシー',
    agreementmarketing: 'マーケティング情報の受信への同意',
    toc: '目次',
    date: '2021年5月27日',
  },
} as const;

test.describe('not-found page', () => {
  test('an unknown Korean page answers 404 with the page and a way home', async ({ page, checkA11y }) => {
    expectHttpErrors();
    const response = await page.goto('/ko/no-such-page');
    expect(response?.status()).toBe(404);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없어요' })).toBeVisible();
    await expect(page).toHaveTitle(/페이지를 찾을 수 없어요/);
    await checkA11y();
    await main.getByRole('link', { name: '홈으로 가기' }).click();
    await expect(page).toHaveURL(/\/ko$/);
  });

  test('an unknown Japanese page is in Japanese', async ({ page, checkA11y }, testInfo) => {
    expectHttpErrors();
    const response = await page.goto('/ja/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'ページが見つかりません' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'ホームへ戻る' })).toHaveAttribute('href', '/ja');
    await checkA11y();
    await page.screenshot({ path: `/tmp/pages-404-ja-${testInfo.project.name}.png`, fullPage: true });
  });

  test('an unknown legal document is a 404 too', async ({ page }) => {
    expectHttpErrors();
    const response = await page.goto('/en/service/cookies');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test.describe('legal pages (DECISIONS P28)', LAYOUT, () => {
  for (const lang of ['ko', 'en', 'ja'] as const) {
    for (const kind of ['terms', 'privacy', 'agreementmarketing'] as const) {
      test(`${lang}/service/${kind} is a readable document`, async ({ page, checkA11y }, testInfo) => {
        const response = await page.goto(`/${lang}/service/${kind}`);
        expect(response?.status()).toBe(200);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1, name: legal[lang][kind] })).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(legal[lang][kind]));
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
        await expect(main.locator('time[datetime="2021-05-27"]')).toHaveText(legal[lang].date);
        const toc = main.getByRole('navigation', { name: legal[lang].toc });
        const entries = toc.getByRole('link');
        expect(await entries.count()).toBeGreaterThanOrEqual(5);
        // Every table-of-contents entry leads to a section heading of the page.
        const first = entries.first();
        const target = (await first.getAttribute('href')) ?? '';
        await expect(main.locator(`${target} h2`)).toHaveText((await first.textContent()) ?? '');
        // Long words and the retention table must not push the page sideways on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
          0,
        );
        await checkA11y();
        if (lang === 'ja' && kind === 'privacy') {
          await page.screenshot({ path: `/tmp/pages-privacy-ja-${testInfo.project.name}.png` });
        }
      });
    }
  }

  test('the privacy policy states the retention periods', async ({ page }) => {
    await page.goto('/en/service/privacy');
    const table = page.getByRole('table', { name: 'Retention required by law' });
    await expect(table.getByRole('row', { name: /Website visit logs/ })).toContainText('3 months');
    await expect(table.getByRole('row', { name: /contracts/ })).toContainText('5 years');
    await expect(page.getByRole('main')).toContainText('erased 30 days later');
  });
});

test.describe('document head', () => {
  test('links every language version, the canonical address, the favicon and the theme colour', async ({
    page,
    request,
  }) => {
    await page.goto('/en/service/privacy');
    const origin = new URL(page.url()).origin;
    const alternate = (lang: string) => page.locator(`head link[rel="alternate"][hreflang="${lang}"]`);
    await expect(alternate('ko')).toHaveAttribute('href', `${origin}/ko/service/privacy`);
    await expect(alternate('en')).toHaveAttribute('href', `${origin}/en/service/privacy`);
    await expect(alternate('ja')).toHaveAttribute('href', `${origin}/ja/service/privacy`);
    await expect(alternate('x-default')).toHaveAttribute('href', `${origin}/service/privacy`);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${origin}/en/service/privacy`);
    await expect(page.locator('head meta[name="theme-color"]')).toHaveAttribute('content', /^#[0-9a-f]{6}$/);
    const icon = await request.get((await page.locator('head link[rel="icon"]').getAttribute('href')) ?? '');
    expect(icon.status()).toBe(200);
    expect(await icon.text()).toContain('<svg');
  });

  test('the hreflang links follow client-side navigation', async ({ page }) => {
    await page.goto('/ja/service/terms');
    await page.getByRole('main').getByRole('link', { name: 'プライバシーポリシー' }).click();
    await expect(page).toHaveURL(/\/ja\/service\/privacy$/);
    await expect(page.locator('head link[rel="alternate"][hreflang="ko"]')).toHaveAttribute(
      'href',
      /\/ko\/service\/privacy$/,
    );
  });

  test('sends browsers without modules to the notice, with the CSP nonce', async ({ page }) => {
    const response = await page.goto('/ko/service/terms');
    const csp = response?.headers()['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(
      new RegExp(`<script nomodule="" nonce="${nonce}">location.replace\\("/unsupported.html"\\)</script>`, 'i'),
    );
    // A modern browser stays on the page.
    await expect(page).toHaveURL(/\/ko\/service\/terms$/);
  });
});

test.describe('unsupported-browser notice (DECISIONS P4)', () => {
  test('is a static page in the three languages', async ({ page, checkA11y }) => {
    const response = await page.goto('/unsupported.html');
    expect(response?.status()).toBe(200);
    await expect(page.locator('section[lang="ko"] h1')).toHaveText('지원하지 않는 브라우저입니다');
    await expect(page.locator('section[lang="en"] h1')).toHaveText('Your browser is not supported');
    await expect(page.locator('section[lang="ja"] h1')).toHaveText('お使いのブラウザには対応していません');
    expect(await page.locator('script').count()).toBe(0);
    await expect(page.locator('section[lang="en"]').getByRole('link', { name: 'Mozilla Firefox' })).toHaveAttribute(
      'href',
      /mozilla\.org/,
    );
    await checkA11y();
  });
});

test.describe('behaviour', () => {
  test('scroll position comes back on back navigation', async ({ page }) => {
    await page.goto('/ko/service/privacy');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
    // A click from script: Playwright's own click would first scroll the link into view.
    await page
      .getByRole('main')
      .getByRole('link', { name: '이용약관' })
      .evaluate((link: HTMLElement) => link.click());
    await expect(page).toHaveURL(/\/ko\/service\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: '이용약관' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/ko\/service\/privacy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
  });

  test('announces going offline and coming back', async ({ page, context }) => {
    expectOfflineErrors();
    await page.goto('/en/service/terms');
    // React Router fetches route manifests for the links on the page; let that finish first.
    await page.waitForLoadState('networkidle');
    const status = page.getByRole('status').filter({ hasText: /online|offline/ });
    await expect(page.getByText('You are offline.')).toHaveCount(0);
    // "Back online" shows for 4 s: on a loaded machine a poll can come later than that, so the
    // page itself records every text its live region announces.
    await page.evaluate(() => {
      const announced: string[] = [];
      (window as unknown as { announced: string[] }).announced = announced;
      for (const region of document.querySelectorAll('[role="status"]')) {
        new MutationObserver(() => {
          const text = region.textContent?.trim();
          if (text) announced.push(text);
        }).observe(region, { childList: true, subtree: true, characterData: true });
      }
    });
    const announced = () => page.evaluate(() => (window as unknown as { announced: string[] }).announced);
    await context.setOffline(true);
    await expect(status).toHaveText(/You are offline\./);
    await context.setOffline(false);
    await expect.poll(announced).toEqual([expect.stringMatching(/^You are offline\./), 'You are back online.']);
    // Then the banner goes away by itself.
    await expect(status).toHaveCount(0);
  });
});
