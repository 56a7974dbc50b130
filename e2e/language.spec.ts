import { expect, test } from './fixtures.ts';

test.describe('language routing', () => {
  test('the bare root goes to the language of the browser', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ja-JP' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/ja$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await context.close();
  });

  test('a path without a language keeps its path under the detected language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const response = await page.goto('/service/terms');
    expect(response?.url()).toMatch(/\/en\/service\/terms$/);
    await context.close();
  });
});
