import type { Page } from '@playwright/test';
import enErrors from '../common/i18n/locales/en/errors.json' with { type: 'json' };
import enNotifications from '../common/i18n/locales/en/notifications.json' with { type: 'json' };
import { createConfirmedMember, uniqueMember } from './account-helpers.ts';
import { expect, LAYOUT, test } from './fixtures.ts';
import { addPost, addReply, call, newWriter, uniqueTitle, type Writer } from './post-reading-helpers.ts';

/**
 * The bell (issue 29): a reply by another member reaches the post's author as a notification in
 * the desktop panel and on the phone's page, the badge follows live without a reload, and a
 * notification whose post is gone says so and leads nowhere (SPEC §5). Every test makes its own
 * members and posts (both browser projects run at once against one server).
 */

const n = enNotifications;

/** A member signed in with the page's own cookie jar, as a Writer of the API helpers. */
async function signedInAuthor(page: Page, tag: string): Promise<Writer & { id: number }> {
  const member = uniqueMember('bell', tag);
  await createConfirmedMember(page.request, member, 'en');
  const { user } = await call<{ user: { id: number } }>(page.request, '/api/user/signin', {
    userId: member.email,
    password: member.password,
  });
  return { request: page.request, member, id: user.id };
}

/** The author's post and another member's reply to it: a MY_POST_REPLY notification for the author. */
async function repliedPost(page: Page, baseURL: string, tag: string) {
  const author = await signedInAuthor(page, tag);
  const title = uniqueTitle('Bell');
  const postId = await addPost(author, { title });
  const replier = await newWriter(baseURL, `${tag}r`, 'en');
  const excerpt = `A reply for the bell ${Date.now().toString(36)}`;
  await addReply(replier, postId, `<p>${excerpt}</p>`);
  await replier.request.dispose();
  return { author, postId, title, excerpt, replier: replier.member.nickName };
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 769;
const banner = (page: Page) => page.getByRole('banner');

test(
  'a reply by another member shows in the bell: the panel on a desktop, the page on a phone',
  LAYOUT,
  async ({ page, baseURL, checkA11y }) => {
    const { title, excerpt, replier } = await repliedPost(page, baseURL!, 'show');
    await page.goto('/en/forum/list');
    const newOne = n.bell.labelNew.replace('{{n}}', '1');

    if (isPhone(page)) {
      const bell = banner(page).getByRole('link', { name: newOne });
      await expect(bell).toBeVisible();
      await bell.click();
      await expect(page).toHaveURL(/\/en\/alarm$/);
      await expect(page.getByRole('heading', { level: 1, name: n.page.title })).toBeVisible();
      const item = page.getByRole('list', { name: n.list.label }).getByRole('listitem').first();
      await expect(item).toContainText(`${replier} replied to your post “${title}”`);
      await expect(item).toContainText(excerpt);
      await expect(item).toContainText(n.list.unread);
      // Showing the page is opening the panel (SPEC §4): the badge is gone.
      await expect(banner(page).getByRole('link', { name: n.bell.label, exact: true })).toBeVisible();
      await checkA11y();
      return;
    }

    const bell = banner(page).getByRole('button', { name: newOne });
    await expect(bell).toBeVisible();
    await bell.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: n.panel.title });
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([400, 440]);
    const item = panel.getByRole('list', { name: n.list.label }).getByRole('listitem').first();
    await expect(item).toContainText(`${replier} replied to your post “${title}”`);
    await expect(item).toContainText(excerpt);
    await expect(item).toContainText(n.list.unread);
    // Opened: the badge goes to 0 (SPEC §4).
    await expect(banner(page).getByRole('button', { name: n.bell.label, exact: true })).toBeVisible();
    // An open popover is checked against every rule (e2e/fixtures.ts A11yCheck.allRules).
    await checkA11y({ allRules: true });
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(banner(page).getByRole('button', { name: n.bell.label, exact: true })).toBeFocused();
  },
);

test('the badge follows replies, a follow and a like live, without a reload', async ({ page, browser, baseURL }) => {
  const author = await signedInAuthor(page, 'live');
  const postId = await addPost(author, { title: uniqueTitle('Live') });
  await page.goto('/en/forum/list');
  const bell = banner(page).getByRole('button', { name: n.bell.label, exact: true });
  await expect(bell).toBeVisible();
  await page.evaluate(() => Object.assign(window, { bellSamePage: true }));

  // Another member, in a browser of their own, replies twice.
  const other = await browser.newContext({ baseURL });
  const replier = uniqueMember('bell', 'liver');
  await createConfirmedMember(other.request, replier, 'en');
  await call(other.request, '/api/user/signin', { userId: replier.email, password: replier.password });
  await addReply({ request: other.request, member: replier }, postId, '<p>First live reply</p>');
  await expect(banner(page).getByRole('button', { name: n.bell.labelNew.replace('{{n}}', '1') })).toBeVisible();
  await addReply({ request: other.request, member: replier }, postId, '<p>Second live reply</p>');
  await expect(banner(page).getByRole('button', { name: n.bell.labelNew.replace('{{n}}', '2') })).toBeVisible();
  // A follow (USER_FOLLOW) and a like on the post (type like, MY_POST) count too.
  await call(other.request, '/api/user/follow', { followingUserInfoId: author.id, key: 'USER_FOLLOW' });
  await expect(banner(page).getByRole('button', { name: n.bell.labelNew.replace('{{n}}', '3') })).toBeVisible();
  await call(other.request, '/api/post/like', { postId, value: true });
  await expect(banner(page).getByRole('button', { name: n.bell.labelNew.replace('{{n}}', '4') })).toBeVisible();
  await other.close();
  expect(await page.evaluate(() => 'bellSamePage' in window), 'the page was not reloaded').toBe(true);
});

test('a notification whose post was deleted says so politely and goes nowhere', async ({ page, baseURL }) => {
  const { author, postId, title } = await repliedPost(page, baseURL!, 'gone');
  await call(author.request, '/api/post/delete', { id: postId });
  await page.goto('/en/forum/list');
  await banner(page)
    .getByRole('button', { name: n.bell.labelNew.replace('{{n}}', '1') })
    .click();
  const panel = page.getByRole('dialog', { name: n.panel.title });
  await panel.getByRole('button', { name: new RegExp(`^${n.list.unread}: .*${title}`) }).click();
  const alert = page.getByRole('alertdialog', { name: n.refused.title });
  await expect(alert).toContainText(enErrors.POST_REMOVE);
  await alert.getByRole('button').first().click();
  await expect(alert).toBeHidden();
  await expect(page).toHaveURL(/\/en\/forum\/list$/);
  // Pressed, it reads as read, and the panel is still there.
  await expect(panel.getByRole('listitem').first()).not.toContainText(n.list.unread);
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the bell leads to the page, whose notifications are forms: one that leads somewhere goes there, one that does not says why', async ({
    page,
    baseURL,
  }) => {
    const gone = await repliedPost(page, baseURL!, 'nojs');
    await call(gone.author.request, '/api/post/delete', { id: gone.postId });
    const replier = await newWriter(baseURL!, 'nojsr', 'en');
    const title = uniqueTitle('Still here');
    const postId = await addPost(gone.author, { title });
    await addReply(replier, postId, '<p>Still a reply</p>');
    await replier.request.dispose();

    await page.goto('/en/forum/list');
    await banner(page)
      .getByRole('link', { name: n.bell.labelNew.replace('{{n}}', '2') })
      .first()
      .click();
    await expect(page).toHaveURL(/\/en\/alarm$/);
    const list = page.getByRole('list', { name: n.list.label });
    await list.getByRole('button', { name: new RegExp(`^${n.list.unread}: .*${gone.title}`) }).click();
    await expect(page.getByRole('alert')).toContainText(enErrors.POST_REMOVE);
    await expect(page).toHaveURL(/\/en\/alarm$/);

    await list.getByRole('button', { name: new RegExp(`^${n.list.unread}: .*${title}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/en/post/${postId}`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});
