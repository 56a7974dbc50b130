import { test as base, expect, type Page } from '@playwright/test';
import { axeViolations, describeViolation, isSerious } from './axe.ts';

/** What `checkA11y` looks at; by default the page of the test. */
export interface A11yCheck {
  page?: Page;
  /**
   * Every axe rule at every impact, best practices included (`region`: content outside
   * landmarks, `landmark-*`, `heading-order`): the check of open menus and popovers, whose
   * portals are where content most easily escapes the page's landmarks (issue 23 item 9).
   */
  allRules?: boolean;
}

/**
 * Every browser test gets a page whose console errors and uncaught exceptions fail the test
 * (STYLE 10), and `checkA11y` runs axe on what the page shows now: serious or critical
 * violations of WCAG 2.1 A and AA fail, or with `allRules` any violation of any rule.
 */
export const test = base.extend<{ checkA11y: (check?: A11yCheck) => Promise<void> }>({
  page: async ({ page }, use, testInfo) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      // A 404 (or a withdrawn member's 410) document is the expected answer of such tests, or the
      // statuses a test names (a refused upload's 415); the browser logs them as errors.
      const expected = testInfo.annotations.find((a) => a.type === 'expect-http-errors');
      if (expected && isExpectedStatus(text, expected.description)) return;
      // A test that takes the browser offline: React Router's route discovery (the links'
      // manifest patches) may fetch meanwhile, and the browser logs each failed fetch.
      if (testInfo.annotations.some((a) => a.type === 'expect-offline-errors') && isOfflineFailure(text)) return;
      // Where it happened and from which line of the page's code: CI keeps only the message.
      const source = message.location().url ? ` (${message.location().url}:${message.location().lineNumber})` : '';
      problems.push(`console error on ${page.url()}: ${text}${source}`);
    });
    page.on('pageerror', (error) => problems.push(`page error on ${page.url()}: ${error.stack ?? error.message}`));
    await use(page);
    expect(problems, 'the browser reported errors').toEqual([]);
  },
  checkA11y: async ({ page }, use) => {
    await use(async ({ page: target = page, allRules = false } = {}) => {
      await settleAnimations(target);
      const violations = await axeViolations(target, { allRules });
      expect(
        (allRules ? violations : violations.filter(isSerious)).map(describeViolation),
        allRules ? 'axe found violations' : 'axe found serious or critical violations',
      ).toEqual([]);
    });
  },
});

export { expect };

/**
 * Waits for the entrance animations under way (a dialog fading in, a celebration's character)
 * to end, at most 3 s: axe measures colour contrast on what is painted, and text at half its
 * opacity fails it while the same text, settled, passes. Endless animations (spinners) are
 * not waited for.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    const timeout = new Promise((resolve) => setTimeout(resolve, 3000));
    await Promise.race([Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))), timeout]);
  });
}

/**
 * Marks a test that expects HTTP error answers, so their console line is not a failure: 404 and
 * 410 documents without arguments, else exactly the statuses given (a refused upload's 415).
 */
export const expectHttpErrors = (...statuses: number[]) =>
  test.info().annotations.push({ type: 'expect-http-errors', description: statuses.join(',') || undefined });

/** Marks a test that takes the browser offline: fetches that fail for that reason are not failures. */
export const expectOfflineErrors = () => test.info().annotations.push({ type: 'expect-offline-errors' });

/** A fetch that failed because the browser is offline, as Chromium and React Router log it. */
function isOfflineFailure(text: string): boolean {
  return (
    text === 'Failed to load resource: net::ERR_INTERNET_DISCONNECTED' ||
    text.startsWith('Failed to fetch manifest patches TypeError: Failed to fetch')
  );
}

/** Chromium's "… responded with a status of 415 (…)": one of `statuses` (comma-separated), else a 40x or 410. */
function isExpectedStatus(text: string, statuses: string | undefined): boolean {
  const status = /status of (\d{3})/.exec(text)?.[1];
  if (!status) return false;
  return statuses ? statuses.split(',').includes(status) : /^4(0\d|10)$/.test(status);
}

/**
 * The tag of tests that run on both screens (playwright.config.ts): they check layout (widths,
 * overflow, menus, the mobile header, toolbars that scroll) or take a different path on a
 * phone. Every other test runs on the desktop screen only.
 */
export const LAYOUT = { tag: '@layout' };
