import { type Page, request as playwrightRequest } from '@playwright/test';
import { expect, expectHttpErrors, LAYOUT, test } from './fixtures.ts';
import { addPost, addReply, call, newWriter, signInPage, uniqueTitle, type Writer } from './post-reading-helpers.ts';

/**
 * Issue 14 web, part A: a member's profile, the summary popup behind every author's avatar and
 * nickname, the follower lists and a member's activity. Every test makes its own members
 * (both browser projects run at once against one server).
 */

interface SignedIn {
  user: { id: number; nickName: string };
}

/** A member with a request context of their own, and their id. */
async function newMember(baseURL: string, tag: string, lang = 'en'): Promise<Writer & { id: number }> {
  const writer = await newWriter(baseURL, tag, lang);
  const { user } = await call<SignedIn>(writer.request, '/api/user/signin', {
    userId: writer.member.email,
    password: writer.member.password,
  });
  return { ...writer, id: user.id };
}

/** A toast's text, inside the toast region (radix also repeats it for screen readers elsewhere). */
function toast(page: Page, text: string) {
  return page.getByRole('region', { name: /\(F8\)/ }).getByText(text);
}

test('a member follows an author from the profile popup and sees both follower lists', async ({
  page,
  baseURL,
  checkA11y,
}) => {
  const author = await newMember(baseURL!, 'popup-author');
  const reader = await newMember(baseURL!, 'popup-reader');
  const title = uniqueTitle('Popup');
  const postId = await addPost(author, { title });
  await signInPage(page, reader.member);

  await page.goto(`/en/post/${postId}`);
  // The author's nickname in the post header is the member link: at 1440 px it opens the popup.
  const authorLink = page.getByRole('link', { name: author.member.nickName }).first();
  await expect(authorLink).toHaveAttribute('href', `/en/user/profile/${author.id}`);
  await authorLink.click();
  const popup = page.getByRole('dialog', { name: `${author.member.nickName}'s profile` });
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId('popup-counts')).toContainText('1Posts');
  await checkA11y();

  await popup.getByRole('button', { name: `Follow ${author.member.nickName}` }).click();
  await expect(toast(page, `You now follow ${author.member.nickName}.`)).toBeVisible();
  await expect(popup.getByRole('button', { name: `Unfollow ${author.member.nickName}` })).toBeVisible();
  // The popup's summary is read again after the press: the follower count moved.
  await expect(popup.getByTestId('popup-counts')).toContainText('1Followers');
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
  // The focus goes back to the name that opened the popup.
  await expect(authorLink).toBeFocused();

  // The author's followers list the reader; the reader's following lists the author.
  await page.goto(`/en/user/profile/follower/${author.id}`);
  await expect(page.getByRole('link', { name: 'Followers (1)' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('follow-rows').getByTestId('member-row-name')).toHaveText([reader.member.nickName]);
  await checkA11y();
  await page.getByRole('link', { name: /^Following/ }).click();
  await expect(page).toHaveURL(new RegExp(`/en/user/profile/follower/${author.id}\\?tab=following$`));
  await expect(page.getByText('Not following anyone yet.')).toBeVisible();

  await page.goto(`/en/user/profile/follower/${reader.id}?tab=following`);
  const rows = page.getByTestId('follow-rows');
  await expect(rows.getByTestId('member-row-name')).toHaveText([author.member.nickName]);
  // Follow-back state: the reader already follows the author, so the row offers to unfollow.
  await expect(rows.getByRole('button', { name: `Unfollow ${author.member.nickName}` })).toBeVisible();
  await checkA11y();
});

test(
  'a member follows from the profile page, and the page shows the new state',
  LAYOUT,
  async ({ page, baseURL, checkA11y }) => {
    const author = await newMember(baseURL!, 'page-author', 'ko');
    const reader = await newMember(baseURL!, 'page-reader', 'ko');
    const postId = await addPost(author, { title: uniqueTitle('Profile') });
    await signInPage(page, reader.member);

    if (test.info().project.name === 'mobile') {
      // Under 785 px the author's name is a plain link to the profile page.
      await page.goto(`/ko/post/${postId}`);
      await page.getByRole('link', { name: author.member.nickName }).first().click();
      await expect(page).toHaveURL(new RegExp(`/ko/user/profile/${author.id}$`));
    } else {
      await page.goto(`/ko/user/profile/${author.id}`);
    }
    await expect(page.getByTestId('profile-nickname')).toHaveText(author.member.nickName);
    await expect(page.getByTestId('profile-followers')).toContainText('0');
    await checkA11y();

    await page.getByRole('button', { name: `${author.member.nickName} 팔로우` }).click();
    await expect(toast(page, `${author.member.nickName} 님을 팔로우했어요.`)).toBeVisible();
    await expect(page.getByRole('button', { name: `${author.member.nickName} 언팔로우` })).toBeVisible();
    await expect(page.getByTestId('profile-followers')).toContainText('1');

    // The state is the server's: a fresh load shows it, and unfollowing goes back.
    await page.reload();
    await expect(page.getByTestId('profile-followers')).toContainText('1');
    await page.getByRole('button', { name: `${author.member.nickName} 언팔로우` }).click();
    await expect(toast(page, `${author.member.nickName} 님을 더 이상 팔로우하지 않아요.`)).toBeVisible();
    await expect(page.getByTestId('profile-followers')).toContainText('0');

    // One's own profile has no follow button.
    await page.goto(`/ko/user/profile/${reader.id}`);
    await expect(page.getByTestId('profile-nickname')).toHaveText(reader.member.nickName);
    await expect(page.getByTestId('follow-button')).toHaveCount(0);
  },
);

test('a member’s activity lists their posts and their replies with the post they belong to', async ({
  page,
  baseURL,
  checkA11y,
}) => {
  const writer = await newMember(baseURL!, 'activity', 'ko');
  const older = uniqueTitle('Older');
  const newer = uniqueTitle('Newer');
  const firstId = await addPost(writer, { title: older });
  await addPost(writer, { title: newer });
  await addReply(writer, firstId, 'A reply of the activity page');

  await page.goto(`/ko/user/activity/${writer.id}`);
  await expect(page.getByRole('link', { name: '게시글 (2)' })).toHaveAttribute('aria-current', 'page');
  // Newest first.
  await expect(page.getByTestId('activity-rows').getByRole('link')).toHaveText([newer, older]);
  await checkA11y();

  await page.getByRole('link', { name: '댓글 (1)' }).click();
  await expect(page).toHaveURL(new RegExp(`/ko/user/activity/${writer.id}\\?type=reply$`));
  const rows = page.getByTestId('activity-rows');
  await expect(rows.getByRole('link', { name: 'A reply of the activity page' })).toHaveAttribute(
    'href',
    new RegExp(`/ko/post/${firstId}#reply-\\d+$`),
  );
  await expect(rows.getByRole('link', { name: `게시글: ${older}` })).toHaveAttribute('href', `/ko/post/${firstId}`);
  await checkA11y();
});

test('a visitor who presses follow is asked to sign in and comes back to the profile', async ({ page, baseURL }) => {
  const author = await newMember(baseURL!, 'visitor-target');
  await page.goto(`/en/user/profile/${author.id}`);
  await page.getByRole('button', { name: `Follow ${author.member.nickName}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Sign in' }).click();
  const back = encodeURIComponent(`/en/user/profile/${author.id}`);
  await expect(page).toHaveURL(new URL(`/en/signin?redirectUrl=${back}`, baseURL).href);
});

const ADMIN = { userId: 'admin@hearth.test', password: 'e2e-admin-password' };

test('an administrator’s profile shows the admin avatar and label, without level or personality type', async ({
  page,
  baseURL,
  checkA11y,
}) => {
  const adminRequest = await playwrightRequest.newContext({ baseURL });
  const admin = await call<SignedIn>(adminRequest, '/api/user/signin', ADMIN);
  await adminRequest.dispose();
  const reader = await newMember(baseURL!, 'admin-reader');
  await signInPage(page, reader.member);

  // SPEC §6: the admin avatar and the job label "admin"; no level, temperature or personality.
  await page.goto(`/en/user/profile/${admin.user.id}`);
  const profile = page.getByTestId('member-profile');
  await expect(page.getByRole('heading', { level: 1, name: admin.user.nickName })).toBeVisible();
  await expect(profile.locator('header [data-character]')).toHaveAttribute('data-character', 'admin');
  await expect(profile.locator('header')).toContainText('Administrator');
  await expect(profile).not.toContainText(/Level \d/);
  await expect(profile).not.toContainText('°C');
  await expect(page.getByRole('heading', { name: 'Character' })).toHaveCount(0);
  await expect(page.getByTestId('profile-mbti')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'About' })).toBeVisible();
  await checkA11y();

  // The administrator's own view has nothing to follow.
  await call(page.request, '/api/user/signin', ADMIN);
  await page.goto(`/en/user/profile/${admin.user.id}`);
  await expect(page.getByRole('heading', { level: 1, name: admin.user.nickName })).toBeVisible();
  await expect(profile.locator('header [data-character]')).toHaveAttribute('data-character', 'admin');
  await expect(page.getByTestId('follow-button')).toHaveCount(0);
  await page.goto('/en/myzone/profile');
  await expect(page.getByRole('heading', { level: 2, name: admin.user.nickName })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit profile' })).toBeVisible();
  await expect(page.getByTestId('follow-button')).toHaveCount(0);
  await expect(page.getByTestId('profile-mbti')).toHaveCount(0);
});

test('a withdrawn member’s profile says so with a way home; an unknown one is not found', async ({
  page,
  baseURL,
  checkA11y,
}) => {
  expectHttpErrors();
  const leaver = await newMember(baseURL!, 'leaver');
  await call(leaver.request, '/api/user/withdraw', { lang: 'en', reasons: ['other'], agreeDisclaimer: true });

  const withdrawn = await page.goto(`/en/user/profile/${leaver.id}`);
  expect(withdrawn?.status()).toBe(410);
  await expect(page.getByRole('heading', { name: 'This member has left the community' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/en');
  await checkA11y();

  await expect(page).toHaveTitle(/^This member has left the community/);

  const unknown = await page.goto('/en/user/profile/2147483000');
  expect(unknown?.status()).toBe(404);
});

test('a member who never existed gets the not-found page and its title, not the withdrawn one (issue 35 item 5)', async ({
  page,
}) => {
  expectHttpErrors();
  for (const id of ['999999', 'abc', '0']) {
    const response = await page.goto(`/ko/user/profile/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없어요' })).toBeVisible();
    await expect(page).toHaveTitle(/^페이지를 찾을 수 없어요/);
    expect(await page.title()).not.toContain('탈퇴한 회원이에요');
  }
});

test('without JavaScript the author link opens the profile and the follow form works', async ({ browser, baseURL }) => {
  const author = await newMember(baseURL!, 'noscript-author');
  const reader = await newMember(baseURL!, 'noscript-reader');
  const postId = await addPost(author, { title: uniqueTitle('No script') });
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    viewport: { width: 1440, height: 900 },
  });
  try {
    const page = await context.newPage();
    await signInPage(page, reader.member);
    await page.goto(`/en/post/${postId}`);
    // Without script there is no popup, even on a wide screen: the name is the profile's link.
    await page.getByRole('link', { name: author.member.nickName }).first().click();
    await expect(page).toHaveURL(new RegExp(`/en/user/profile/${author.id}$`));

    await page.getByRole('button', { name: `Follow ${author.member.nickName}` }).click();
    // Post/redirect/get back to the profile, which says what happened and shows the new state.
    await expect(page).toHaveURL(new RegExp(`/en/user/profile/${author.id}\\?followed=on$`));
    await expect(
      page.getByRole('status').filter({ hasText: `You now follow ${author.member.nickName}.` }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: `Unfollow ${author.member.nickName}` })).toBeVisible();
    await expect(page.getByTestId('profile-followers')).toContainText('1');

    // The follow-back button of a list row returns to the list.
    await page.goto(`/en/user/profile/follower/${reader.id}?tab=following`);
    await page.getByRole('button', { name: `Unfollow ${author.member.nickName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/en/user/profile/follower/${reader.id}\\?tab=following&followed=off$`));
    await expect(page.getByText('Not following anyone yet.')).toBeVisible();
  } finally {
    await context.close();
  }
});
