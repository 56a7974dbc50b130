import type { Page } from '@playwright/test';
import enMail from '../common/i18n/locales/en/notifications-mail.json' with { type: 'json' };
import { createConfirmedMember, uniqueMember } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';
import { latestMailLink } from './mailbox-helpers.ts';
import { addPost, addReply, call, newWriter, signInPage, uniqueTitle } from './post-reading-helpers.ts';

/**
 * Notification e-mails (issue 29 point 4): the switches of myzone/e-mail-alarm, and the
 * unsubscribe link of a real mail in the local mailbox, opened signed out. Desktop only.
 */

const t = enMail;

async function signedInMember(page: Page, tag: string) {
  const member = uniqueMember('mail', tag);
  await createConfirmedMember(page.request, member, 'en');
  await signInPage(page, member);
  return member;
}

/** A toast's text, inside the toast region (radix also repeats it for screen readers elsewhere). */
const toast = (page: Page, text: string) => page.getByRole('region', { name: /\(F8\)/ }).getByText(text);

const settingsOf = (page: Page) => call<Record<string, boolean>>(page.request, '/api/user/get_alarm_mail_setting', {});

test('a member switches an e-mail kind off; it says so and stays off after a reload', async ({ page, checkA11y }) => {
  await signedInMember(page, 'switch');
  await page.goto('/en/myzone/e-mail-alarm');
  await expect(page.getByRole('heading', { level: 1, name: t.page.title })).toBeVisible();
  // The menu leads here.
  await expect(page.getByRole('link', { name: t.page.title }).first()).toBeVisible();
  const followed = page.getByRole('switch', { name: t.kinds.replyOnFollowedPost.label });
  await expect(followed).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch')).toHaveCount(5);
  await checkA11y();

  await followed.click();
  await expect(toast(page, t.page.savedOff.replace('{{label}}', t.kinds.replyOnFollowedPost.label))).toBeVisible();
  await expect(followed).toHaveAttribute('aria-checked', 'false');

  await page.reload();
  await expect(page.getByRole('switch', { name: t.kinds.replyOnFollowedPost.label })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(page.getByRole('switch', { name: t.kinds.replyOnMyPost.label })).toHaveAttribute('aria-checked', 'true');
  expect(await settingsOf(page)).toMatchObject({ replyOnFollowedPost: false, replyOnMyPost: true });
});

test('the unsubscribe link of a real mail works signed out: it asks, then stops that kind', async ({
  page,
  browser,
  baseURL,
  checkA11y,
}) => {
  const member = await signedInMember(page, 'unsub');
  const postId = await addPost({ request: page.request, member }, { title: uniqueTitle('Sourdough') });
  const replier = await newWriter(baseURL!, 'replier', 'en');
  await addReply(replier, postId, '<p>Overnight, in the fridge.</p>');
  await replier.request.dispose();

  // The mail is written by the server's job a moment later; the helper waits for it.
  const link = await latestMailLink(page, member.email, '/en/alarm/unsubscribe');

  const visitor = await browser.newContext();
  try {
    const signedOut = await visitor.newPage();
    await signedOut.goto(link);
    await expect(signedOut.getByRole('heading', { level: 1, name: t.unsubscribe.title })).toBeVisible();
    await expect(
      signedOut.getByText(t.unsubscribe.question.replace('{{label}}', t.kinds.replyOnMyPost.label)),
    ).toBeVisible();
    await checkA11y({ page: signedOut });
    // Opening the link switched nothing.
    expect((await settingsOf(page)).replyOnMyPost).toBe(true);

    await signedOut.getByRole('button', { name: t.unsubscribe.confirm }).click();
    await expect(signedOut.getByRole('heading', { level: 1, name: t.unsubscribe.doneTitle })).toBeVisible();
    await expect(
      signedOut.getByText(t.unsubscribe.done.replace('{{label}}', t.kinds.replyOnMyPost.label)),
    ).toBeVisible();
    await expect(signedOut.getByRole('link', { name: t.unsubscribe.settings })).toHaveAttribute(
      'href',
      '/en/myzone/e-mail-alarm',
    );
    await checkA11y({ page: signedOut });
  } finally {
    await visitor.close();
  }
  expect((await settingsOf(page)).replyOnMyPost).toBe(false);
});

test('the switches work without JavaScript: a press is a plain form POST', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await signedInMember(page, 'nojs');
    await page.goto('/en/myzone/e-mail-alarm');
    const newPosts = page.getByRole('switch', { name: t.kinds.newPostByFollowed.label });
    await expect(newPosts).toHaveAttribute('aria-checked', 'true');
    await newPosts.click();
    await expect(page.getByRole('switch', { name: t.kinds.newPostByFollowed.label })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect((await settingsOf(page)).newPostByFollowed).toBe(false);
  } finally {
    await context.close();
  }
});
