import { readFile } from 'node:fs/promises';
import en from '../common/i18n/locales/en/adminModeration.json' with { type: 'json' };
import enPost from '../common/i18n/locales/en/post.json' with { type: 'json' };
import { ADMIN } from './knowledge-helpers.ts';
import { expect, test } from './fixtures.ts';
import { addPost, call, newWriter, uniqueTitle } from './post-reading-helpers.ts';

/**
 * Reports and content moderation in the console (issue 32 items 2 and 5, P16): a member reports
 * a post, the administrator upholds the report from the queue (the author's page shows the post
 * hidden), restores it, and downloads the reports as CSV (UTF-8 with a BOM).
 */

const toast = (page: import('@playwright/test').Page, text: string) =>
  page.getByRole('region', { name: /\(F8\)/ }).getByText(text);

test.describe('console reports', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a reported post is upheld from the queue, shown hidden to its author, restored, and the CSV downloads', async ({
    page,
    browser,
    baseURL,
    checkA11y,
  }) => {
    const author = await newWriter(baseURL!, 'rauthor', 'en');
    const reporter = await newWriter(baseURL!, 'rreporter', 'en');
    const title = uniqueTitle('Reported funnel');
    const postId = await addPost(author, { title });
    await call(reporter.request, '/api/report/add', { targetType: 'post', targetId: postId, reasonKey: 'spam' });

    await call(page.request, '/api/user/signin', ADMIN);
    await page.goto('/en/admin/reports?state=waiting');
    await expect(page.getByRole('heading', { level: 1, name: en.reports.title })).toBeVisible();
    const item = page.getByTestId('report-queue').getByRole('listitem').filter({ hasText: title }).first();
    await item.locator('summary').click();
    await expect(item.getByText(reporter.member.nickName)).toBeVisible();
    await expect(item.getByText(`${en.reasons.spam} × 1`)).toBeVisible();
    await checkA11y();

    await item.getByLabel(en.dialog.reasonOptional).fill('Advertising');
    await item.getByRole('button', { name: en.reports.uphold }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: en.reports.uphold }).click();
    await expect(toast(page, en.reports.upheld).first()).toBeVisible();

    // The author sees the post hidden.
    const authorContext = await browser.newContext({
      baseURL: baseURL!,
      viewport: { width: 1440, height: 900 },
      storageState: await author.request.storageState(),
    });
    const authorPage = await authorContext.newPage();
    await authorPage.goto(`/en/post/${postId}`);
    await expect(authorPage.getByText(enPost.content.hiddenNotice).first()).toBeVisible();
    await authorContext.close();

    // Restore from the queue of upheld reports.
    await page.goto('/en/admin/reports?state=upheld');
    const upheld = page.getByTestId('report-queue').getByRole('listitem').filter({ hasText: title }).first();
    await upheld.locator('summary').click();
    await upheld.getByLabel(en.dialog.reason, { exact: true }).fill('Not advertising after all');
    await upheld.getByRole('button', { name: en.reports.restore }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: en.reports.restore }).click();
    await expect(toast(page, en.reports.restored).first()).toBeVisible();
    await checkA11y();

    const link = page.getByRole('link', { name: en.reports.download });
    await expect(link).toHaveAttribute('href', '/api/post/reportDownload?state=upheld&lang=en');
    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^reports-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain(title);
  });
});
