import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Issue 35 item 13: Korean wraps between words (keep-all) and Japanese headings between
 * phrases (auto-phrase), so that a narrow column never breaks a heading inside a word.
 */

/** The line (by top offset) each character of `word` lands on, inside a heading of the page's language. */
async function linesOfWord(page: Page, text: string, word: string, width: string): Promise<number[]> {
  return page.evaluate(
    ({ text, word, width }) => {
      const heading = document.createElement('h2');
      heading.textContent = text;
      heading.style.width = width;
      heading.style.fontSize = '20px';
      heading.dataset.testid = 'line-break-probe';
      document.querySelector('main')!.prepend(heading);
      const node = heading.firstChild!;
      const start = text.indexOf(word);
      const tops = new Set<number>();
      for (let i = start; i < start + word.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        tops.add(Math.round(range.getBoundingClientRect().top));
      }
      heading.remove();
      return [...tops];
    },
    { text, word, width },
  );
}

test.describe('line breaks in Korean and Japanese', () => {
  test('a Japanese heading wraps between phrases, not inside a word', async ({ page }) => {
    await page.goto('/ja');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    const heading = page.locator('main h1, main h2').first();
    await expect(heading).toHaveCSS('word-break', 'auto-phrase');
    // Nine characters a line would put ヒー at the end of the first line and トマップ on the next.
    const lines = await linesOfWord(page, 'ユーザー行動をヒートマップで分析する', 'ヒートマップ', '9.2em');
    expect(lines).toHaveLength(1);
  });

  test('a Korean heading wraps between words', async ({ page }) => {
    await page.goto('/ko');
    const heading = page.locator('main h1, main h2').first();
    await expect(heading).toHaveCSS('word-break', 'keep-all');
    const lines = await linesOfWord(page, '사용자 행동을 히트맵으로 분석하는 방법', '히트맵으로', '9.2em');
    expect(lines).toHaveLength(1);
  });
});
