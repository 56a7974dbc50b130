import type { Page } from '@playwright/test';
import enAdmin from '../common/i18n/locales/en/admin.json' with { type: 'json' };
import enConsole from '../common/i18n/locales/en/adminConsole.json' with { type: 'json' };
import koConsole from '../common/i18n/locales/ko/adminConsole.json' with { type: 'json' };
import ko from '../common/i18n/locales/ko/adminModeration.json' with { type: 'json' };
import { CONSOLE_SECTIONS, consolePath } from '../web/features/admin/console/console-sections.ts';
import { expect, LAYOUT, test } from './fixtures.ts';
import { ADMIN } from './knowledge-helpers.ts';
import { addPost, addReply, call, newWriter, uniqueTitle } from './post-reading-helpers.ts';

/**
 * The console's content section (issue 32 item 5) as a Korean administrator uses it: find a
 * post by the filters, hide it and restore it with a reason, delete a reply, and read those
 * actions in the audit log. Then every section of the console on a phone.
 */

const toast = (page: Page, text: string) => page.getByRole('region', { name: /\(F8\)/ }).getByText(text);

/** Runs one moderation button of an open item: reason, the button, then the site's confirm dialog. */
async function moderate(page: Page, item: ReturnType<Page['getByRole']>, button: string, reason: string) {
  await item.getByLabel(ko.dialog.reason, { exact: true }).fill(reason);
  await item.getByRole('button', { name: button, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: button, exact: true }).click();
}

test('an administrator finds a post by the filters, hides and restores it, deletes a reply, and reads it in the audit log', async ({
  page,
  request,
  baseURL,
  checkA11y,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const author = await newWriter(baseURL!, 'cauthor');
  const title = uniqueTitle('콘텐츠 점검');
  const postId = await addPost(author, { title });
  const replyText = uniqueTitle('지울 댓글');
  await addReply(author, postId, `<p>${replyText}</p>`);
  await call(page.request, '/api/user/signin', { ...ADMIN, lang: 'ko' });

  await page.goto('/ko/admin/content');
  await expect(page.getByRole('heading', { level: 1, name: ko.content.title })).toBeVisible();
  await page.getByLabel(ko.filters.grouping, { exact: true }).selectOption('forum');
  await page.getByLabel(ko.filters.contentLang, { exact: true }).selectOption('ko');
  await page.getByLabel(ko.content.search).fill(title);
  await page.getByRole('button', { name: ko.filters.apply }).click();
  await expect(page).toHaveURL(/grouping=forum/);
  const rows = page.getByTestId('content-list').getByRole('listitem');
  await expect(rows).toHaveCount(1);
  const item = rows.first();
  await expect(item).toContainText(ko.itemStates.visible);
  await item.locator('summary').click();
  await checkA11y();

  await moderate(page, item, ko.content.hide, '광고성 게시글');
  await expect(toast(page, ko.content.hidden).first()).toBeVisible();
  await expect(item).toContainText(ko.itemStates.hidden);
  // A visitor no longer finds it in the forum's list.
  const list = await request.post('/api/post/get_list', {
    data: { lang: 'ko', type: 'forum', sort: 'new', pageNum: 1, pageSize: 50 },
  });
  expect(JSON.stringify(await list.json())).not.toContain(title);

  // The item stays open across the page's reload of its data: its next action is at hand.
  await expect(item.getByRole('button', { name: ko.content.restore, exact: true })).toBeVisible();
  await moderate(page, item, ko.content.restore, '오해였어요');
  await expect(toast(page, ko.reports.restored).first()).toBeVisible();
  await expect(item).toContainText(ko.itemStates.visible);

  // Replies: the same filters, the reply's own actions.
  await page.getByLabel(ko.content.kind, { exact: true }).selectOption('reply');
  await page.getByLabel(ko.content.search).fill('');
  await page.getByRole('button', { name: ko.filters.apply }).click();
  const reply = page.getByTestId('content-list').getByRole('listitem').filter({ hasText: replyText });
  await expect(reply).toHaveCount(1);
  await reply.locator('summary').click();
  await moderate(page, reply, ko.content.delete, '개인정보 노출');
  await expect(toast(page, ko.content.deleted).first()).toBeVisible();
  await expect(reply).toContainText(ko.itemStates.deleted);
  await checkA11y();

  // The audit log holds all three, newest first, with their reasons.
  await page.goto('/ko/admin/audit');
  await page.getByLabel(koConsole.audit.action).fill('post.');
  await page.getByRole('button', { name: koConsole.audit.apply }).click();
  const postRows = page
    .getByTestId('audit-table')
    .getByRole('row')
    .filter({ hasText: `#${postId}` });
  await expect(postRows.filter({ hasText: 'post.restore' })).toContainText('오해였어요');
  await expect(postRows.filter({ hasText: 'post.hide' })).toContainText('광고성 게시글');
  await page.getByLabel(koConsole.audit.action).fill('reply.delete');
  await page.getByRole('button', { name: koConsole.audit.apply }).click();
  await expect(page.getByTestId('audit-table').getByRole('row').filter({ hasText: '개인정보 노출' })).toHaveCount(1);
});

test(
  'every section of the console fits a phone, reached from the console menu, axe clean',
  LAYOUT,
  async ({ page, checkA11y }) => {
    await call(page.request, '/api/user/signin', { ...ADMIN, lang: 'en' });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/en/admin');
    const menu = page.getByRole('navigation', { name: enAdmin.console.label });
    for (const section of CONSOLE_SECTIONS) {
      const link = menu.getByRole('link', { name: enAdmin.console.sections[section.key], exact: true });
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${consolePath('en', section.key)}$`));
      // The address changes before the new page renders: the menu marking the section says it
      // has (else axe measures the old page, or the link midway through its colour change).
      await expect(link).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `no sideways scroll on ${section.key} at 375 px`).toBeLessThanOrEqual(0);
      await checkA11y();
    }
    // The menu scrolls sideways by itself; the page does not.
    await expect(page.getByRole('heading', { level: 1, name: enConsole.audit.title })).toBeVisible();
  },
);
