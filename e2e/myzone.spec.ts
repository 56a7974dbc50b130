import type { Page } from '@playwright/test';
import sharp from 'sharp';
import enAuth from '../common/i18n/locales/en/auth.json' with { type: 'json' };
import enCommon from '../common/i18n/locales/en/common.json' with { type: 'json' };
import enErrors from '../common/i18n/locales/en/errors.json' with { type: 'json' };
import enMember from '../common/i18n/locales/en/member.json' with { type: 'json' };
import koCommon from '../common/i18n/locales/ko/common.json' with { type: 'json' };
import koErrors from '../common/i18n/locales/ko/errors.json' with { type: 'json' };
import koMember from '../common/i18n/locales/ko/member.json' with { type: 'json' };
import { PROFILE_IMAGE_MAX_BYTES } from '../common/validation/member.ts';
import { createConfirmedMember, type Member, uniqueMember } from './account-helpers.ts';
import { expect, expectHttpErrors, LAYOUT, test } from './fixtures.ts';
import { addPost, call, newWriter, signInPage, uniqueTitle } from './post-reading-helpers.ts';

/**
 * My Zone (issue 14 web, part B): the layout and its pages, the profile edit with an image, and
 * the header dropdown and mobile menu that lead there. Desktop (1440 px) and phone (375 px).
 */

const mobile = () => test.info().project.name === 'mobile';

async function signedInMember(page: Page, tag: string, lang: 'en' | 'ko'): Promise<Member> {
  const member = uniqueMember('myzone', tag);
  await createConfirmedMember(page.request, member, lang);
  await signInPage(page, member);
  return member;
}

/** A toast's text, inside the toast region (radix also repeats it for screen readers elsewhere). */
function toast(page: Page, text: string) {
  return page.getByRole('region', { name: /\(F8\)/ }).getByText(text);
}

test('a visitor of My Zone is sent to sign-in with the way back', async ({ page }) => {
  await page.goto('/ko/myzone/profile');
  await expect(page).toHaveURL(/\/ko\/signin\?redirectUrl=%2Fko%2Fmyzone%2Fprofile$/);
  await page.goto('/en/myzone/mypost?tab=reply');
  await expect(page).toHaveURL(/\/en\/signin\?redirectUrl=%2Fen%2Fmyzone%2Fmypost%3Ftab%3Dreply$/);
});

test(
  'a member edits the whole profile with an image and sees it on their profile',
  LAYOUT,
  async ({ page, checkA11y }) => {
    const t = enMember.myzone;
    const member = await signedInMember(page, 'edit', 'en');
    await page.goto('/en/myzone/profileedit');
    await expect(page.getByRole('heading', { level: 1, name: t.edit.title })).toBeVisible();
    await checkA11y();

    // The image: too large is refused at once, a small png is taken and shown.
    const big = Buffer.concat([
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
      Buffer.alloc(307_300),
    ]);
    await page.locator('#profile-image-file').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await expect(page.getByRole('alert').filter({ hasText: enErrors.PROFILE_IMAGE_SIZE_EXCEEDED })).toBeVisible();
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#dd6a2c' } })
      .png()
      .toBuffer();
    // Issue 35 item 6: a chosen picture is a preview until Save, and the form says so.
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/user/myprofile_image_upload')) uploads.push(request.method());
    });
    await expect(page.getByText(t.edit.uploadHint)).toBeVisible();
    await expect(page.getByText(t.edit.uploadNeedsScript)).toHaveCount(0);
    await page.locator('#profile-image-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByTestId('profile-image-preview')).toBeVisible();
    await expect(page.getByText(t.edit.imagePending)).toBeVisible();
    await expect(page.getByTestId('member-avatar-image')).toHaveCount(0);
    expect(uploads).toEqual([]);

    // A mistake is named at its field before anything is sent.
    const nickname = page.getByLabel(t.edit.nickname, { exact: true });
    await nickname.fill('');
    await page.getByRole('button', { name: t.edit.save }).click();
    await expect(page.getByText(enErrors.nicknamePlz)).toBeVisible();
    await expect(nickname).toBeFocused();

    // Every text field, the type, two links; the nickname is checked as the field is left.
    const fresh = uniqueMember('myzone', 'new').nickName;
    await nickname.fill(fresh);
    await page.getByLabel(t.edit.bio, { exact: true }).click();
    await expect(page.getByText(t.edit.nicknameAvailable)).toBeVisible();
    await page.getByLabel(t.edit.bio, { exact: true }).fill('I bake numbers into charts.');
    await page.getByLabel(t.edit.job, { exact: true }).selectOption({ index: 2 });
    await page.getByLabel(t.edit.mbti, { exact: true }).selectOption({ label: 'INTJ' });
    await page.getByLabel('Link 1 type').selectOption('SNS_HOMEPAGE');
    await page.getByLabel('Link 1 address').fill('https://baker.example');
    await page.getByRole('button', { name: t.edit.addLink }).click();
    await page.getByLabel('Link 2 type').selectOption('SNS_LINKEDIN');
    await page.getByLabel('Link 2 address').fill('https://www.linkedin.com/in/baker');
    await page.getByRole('button', { name: t.edit.save }).click();
    await expect(toast(page, t.edit.saved)).toBeVisible();
    expect(uploads).toEqual(['POST']);
    // Saved: every avatar of the page shows the picture at once, the header's too, without a reload.
    await expect(page.getByTestId('profile-image-preview')).toHaveCount(0);
    await expect(page.getByRole('main').getByTestId('member-avatar-image')).toHaveAttribute('src', /\/uploads\//);
    if (!mobile()) {
      await expect(page.getByRole('banner').getByTestId('member-avatar-image')).toHaveAttribute('src', /\/uploads\//);
    }

    await page.getByRole('link', { name: t.edit.cancel }).click();
    await expect(page).toHaveURL('/en/myzone/profile');
    // One's own profile is the profile page's view: as others see it, with the way to edit it.
    await expect(page.getByRole('heading', { level: 2, name: fresh })).toBeVisible();
    await expect(page.getByTestId('profile-bio')).toHaveText('I bake numbers into charts.');
    await expect(page.getByTestId('profile-mbti')).toContainText('INTJ');
    // Each link is named by its network, with the network's icon beside it (decorative).
    const links = page.getByTestId('profile-links').getByRole('link');
    await expect(links).toHaveText([enMember.profile.sns.SNS_HOMEPAGE, enMember.profile.sns.SNS_LINKEDIN]);
    await expect(links.locator('svg[aria-hidden="true"]')).toHaveCount(2);
    await expect(
      page.getByRole('link', { name: enMember.profile.sns.SNS_LINKEDIN, exact: true }).locator('svg'),
    ).toHaveAttribute('data-icon', 'SNS_LINKEDIN');
    await expect(page.getByRole('main').getByTestId('member-avatar-image')).toBeVisible();
    await expect(page.getByTestId('follow-button')).toHaveCount(0);
    await checkA11y();

    // A base image replaces the uploaded one.
    await page.getByRole('link', { name: t.profile.edit }).click();
    await page.getByRole('radio', { name: 'Base image: Donut' }).check();
    await page.getByRole('button', { name: t.edit.save }).click();
    await expect(toast(page, t.edit.saved)).toBeVisible();
    await expect(page.getByTestId('member-avatar-image')).toHaveCount(0);
    expect(member.nickName).not.toBe(fresh);
  },
);

test('Cancel discards a chosen profile image: nothing is uploaded and the profile keeps its picture (issue 35 item 6)', async ({
  page,
}) => {
  const t = koMember.myzone;
  await signedInMember(page, 'discard', 'ko');
  await page.goto('/ko/myzone/profileedit');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/user/myprofile_image_upload')) sent.push(request.method());
  });
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#a8431a' } })
    .png()
    .toBuffer();
  await page.locator('#profile-image-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByTestId('profile-image-preview')).toBeVisible();
  // The choice can be taken back on the page, too.
  await page.getByRole('button', { name: t.edit.discardImage }).click();
  await expect(page.getByTestId('profile-image-preview')).toHaveCount(0);
  await page.locator('#profile-image-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByTestId('profile-image-preview')).toBeVisible();
  await page.getByRole('link', { name: t.edit.cancel }).click();
  await expect(page).toHaveURL('/ko/myzone/profile');
  await expect(page.getByRole('heading', { level: 1, name: t.profile.title })).toBeVisible();
  await expect(page.getByTestId('member-avatar-image')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('member-avatar-image')).toHaveCount(0);
  expect(sent).toEqual([]);
});

test('without JavaScript the image part says it needs it', async ({ browser, baseURL }) => {
  const t = koMember.myzone;
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await signedInMember(page, 'noscript-image', 'ko');
  await page.goto('/ko/myzone/profileedit');
  await expect(page.getByText(t.edit.uploadNeedsScript)).toBeVisible();
  await expect(page.locator('#profile-image-file')).toBeDisabled();
  await context.close();
});

test('a refused profile image is named at its field in the page’s language, and nothing changes', async ({ page }) => {
  // The server's refusal below is a 415 answer, which Chromium logs as a console error.
  expectHttpErrors(415);
  const t = koMember.myzone;
  await signedInMember(page, 'refused', 'ko');
  await page.goto('/ko/myzone/profileedit');
  await expect(page.getByRole('heading', { level: 1, name: t.edit.title })).toBeVisible();
  const field = page.locator('#profile-image-file');
  await expect(field).toBeEnabled();
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/user/myprofile_image_upload')) sent.push(request.method());
  });

  // One byte over 300 KB: the form refuses it before sending anything.
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  const tooBig = Buffer.concat([png, Buffer.alloc(PROFILE_IMAGE_MAX_BYTES + 1 - png.length)]);
  await field.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: tooBig });
  const sizeError = page.getByRole('alert').filter({ hasText: koErrors.PROFILE_IMAGE_SIZE_EXCEEDED });
  await expect(sizeError).toBeVisible();
  await expect(field).toHaveAttribute('aria-describedby', /profile-image-error/);
  expect(sent).toEqual([]);

  // Text named .png: on Save the server looks at the content (P19) and refuses it, in Korean;
  // the other fields are not saved either.
  await field.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image\n') });
  await expect(page.getByText(t.edit.imagePending)).toBeVisible();
  expect(sent).toEqual([]);
  const answer = page.waitForResponse((response) => response.url().includes('/api/user/myprofile_image_upload'));
  await page.getByRole('button', { name: t.edit.save }).click();
  expect((await answer).status()).toBe(415);
  await expect(page.getByRole('alert').filter({ hasText: koErrors.FILE_TYPE_UNSUPPORTED })).toBeVisible();
  await expect(sizeError).toBeHidden();
  await expect(field).toHaveAttribute('aria-describedby', /profile-image-error/);
  expect(sent).toEqual(['POST']);
  await expect(toast(page, t.edit.saved)).toHaveCount(0);

  // Nothing changed: no uploaded image, here or on the profile.
  await expect(page.getByTestId('member-avatar-image')).toHaveCount(0);
  await page.goto('/ko/myzone/profile');
  await expect(page.getByRole('heading', { level: 1, name: t.profile.title })).toBeVisible();
  await expect(page.getByTestId('member-avatar-image')).toHaveCount(0);
});

test('every My Zone page opens, with its menu on the desktop', LAYOUT, async ({ page, checkA11y }) => {
  // Nine pages, each checked by axe, on a busy 2-core machine.
  test.setTimeout(180_000);
  const t = koMember.myzone;
  const member = await signedInMember(page, 'pages', 'ko');
  const secret = uniqueTitle('secret');
  await addPost({ request: page.request, member }, { title: secret, visibility: 'private' });

  const pages: [string, string][] = [
    ['/ko/myzone/profile', t.profile.title],
    ['/ko/myzone/profileedit', t.edit.title],
    ['/ko/myzone/mypost', t.mypost.title],
    ['/ko/myzone/mypost?tab=reply', t.mypost.title],
    ['/ko/myzone/interest', t.interest.title],
    ['/ko/myzone/interest?type=follow', t.interest.title],
    ['/ko/myzone/Mfollower', t.follower.title],
    ['/ko/myzone/info', t.info.title],
    ['/ko/myzone/setting', koMember.settings.title],
  ];
  // Every page's title sits where the first one's does: My Zone's frame alone gives the margins
  // (a page that added its own was 16 px to the right and 32 px lower). The profile's edit
  // button centres its title a few pixels lower.
  let titleAt: { x: number; y: number } | undefined;
  for (const [path, title] of pages) {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1, name: title });
    await expect(heading).toBeVisible();
    const box = (await heading.boundingBox())!;
    titleAt ??= { x: box.x, y: box.y };
    expect(box.x, `${path}: the title's left edge`).toBe(titleAt.x);
    expect(Math.abs(box.y - titleAt.y), `${path}: the title's top`).toBeLessThanOrEqual(6);
    const menu = page.getByRole('navigation', { name: t.menuLabel });
    if (mobile()) await expect(menu).toBeHidden();
    else await expect(menu.getByRole('link', { name: t.menu.profile })).toBeVisible();
    await checkA11y();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} fits the screen`).toBeLessThanOrEqual(page.viewportSize()!.width);
  }

  // The member's own private post is listed for them; replies and bookmarks are empty.
  await page.goto('/ko/myzone/mypost');
  await expect(page.getByRole('link', { name: secret })).toBeVisible();
  await page.getByRole('link', { name: t.mypost.replies.replace('{{count}}', '0') }).click();
  await expect(page.getByText(t.mypost.noReplies)).toBeVisible();

  // My Zone opens on the profile; its follower count leads to the follower page.
  await page.goto('/ko/myzone');
  await expect(page).toHaveURL('/ko/myzone/profile');
  await page.getByTestId('profile-followers').click();
  await expect(page).toHaveURL('/ko/myzone/Mfollower');
  await expect(page.getByText(t.follower.noFollowers)).toBeVisible();
  if (mobile()) {
    // SPEC §2.3: a back icon on the follower page, a close icon on myzone/info.
    await expect(page.getByRole('banner').getByRole('button', { name: koCommon.nav.back })).toBeVisible();
    await page.goto('/ko/myzone/info');
    await expect(page.getByRole('banner').getByRole('button', { name: koCommon.action.close })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(koCommon.mobileHeader.aboutTemperature);
  }
});

test(
  'a follower in My Zone opens as every member link does: the popup on the desktop, the profile on a phone',
  LAYOUT,
  async ({ page, baseURL, checkA11y }) => {
    const member = await signedInMember(page, 'fans', 'en');
    const { user: me } = await call<{ user: { id: number } }>(page.request, '/api/user/signin', {
      userId: member.email,
      password: member.password,
    });
    const fan = await newWriter(baseURL!, 'fan', 'en');
    const { user: fanUser } = await call<{ user: { id: number } }>(fan.request, '/api/user/signin', {
      userId: fan.member.email,
      password: fan.member.password,
    });
    await call(fan.request, '/api/user/follow', { followingUserInfoId: me.id, key: 'USER_FOLLOW' });

    await page.goto('/en/myzone/Mfollower');
    const rows = page.getByTestId('follow-rows');
    await expect(rows.getByTestId('member-row-name')).toHaveText([fan.member.nickName]);
    // The row offers to follow back, as the public follower list does.
    await expect(rows.getByRole('button', { name: `Follow ${fan.member.nickName}` })).toBeVisible();
    const name = rows.getByRole('link', { name: fan.member.nickName });
    await expect(name).toHaveAttribute('href', `/en/user/profile/${fanUser.id}`);
    await name.click();
    if (mobile()) {
      await expect(page).toHaveURL(`/en/user/profile/${fanUser.id}`);
      await expect(page.getByTestId('profile-nickname')).toHaveText(fan.member.nickName);
    } else {
      const popup = page.getByRole('dialog', { name: `${fan.member.nickName}'s profile` });
      await expect(popup.getByTestId('popup-counts')).toBeVisible();
      await expect(page).toHaveURL('/en/myzone/Mfollower');
      await checkA11y();
    }
    await fan.request.dispose();
  },
);

test(
  'My Zone is named one way in the phone’s header, its menu and the desktop sidebar (issue 35 item 10)',
  LAYOUT,
  async ({ page }) => {
    await signedInMember(page, 'names', 'ko');
    await page.goto('/ko/myzone/mypost');
    const name = koMember.myzone.menuLabel;
    if (mobile()) {
      await expect(page.getByRole('banner')).toContainText(name);
      await page.getByRole('banner').getByRole('button', { name: koCommon.nav.openMenu }).click();
      const zone = page.getByRole('dialog', { name: koCommon.nav.menu }).getByRole('navigation', { name });
      await expect(zone.getByRole('link', { name: koMember.myzone.menu.mypost })).toBeVisible();
      await expect(zone.getByRole('link', { name: koMember.myzone.menu.info })).toHaveAttribute(
        'href',
        '/ko/myzone/info',
      );
    } else {
      const sidebar = page.getByRole('navigation', { name });
      await expect(sidebar).toContainText(name);
      await expect(sidebar.getByRole('link', { name: koMember.myzone.menu.mypost })).toBeVisible();
    }
    await expect(page.getByText('마이 존')).toHaveCount(0);
  },
);

test('My Zone’s post lists keep their headings in order under the page’s h1 (axe, every rule)', async ({
  page,
  checkA11y,
}) => {
  const member = await signedInMember(page, 'headings', 'ko');
  await addPost({ request: page.request, member }, { title: uniqueTitle('Heading order') });
  await page.goto('/ko/myzone/mypost');
  await expect(page.getByRole('heading', { level: 1, name: koMember.myzone.mypost.title })).toBeVisible();
  await expect(page.getByTestId('post-row').getByRole('heading', { level: 2 })).toHaveCount(1);
  await checkA11y({ allRules: true });
});

test('the profile edit’s radio buttons wear the design system’s ember, not the browser’s blue (issue 35 item 9)', async ({
  page,
}) => {
  await signedInMember(page, 'radios', 'ko');
  await page.goto('/ko/myzone/profileedit');
  const radios = page.locator('input[type="radio"]');
  await expect(radios.first()).toBeVisible();
  const accents = await radios.evaluateAll((inputs) => inputs.map((input) => getComputedStyle(input).accentColor));
  expect(accents.length).toBeGreaterThan(1);
  // --color-ember-700, #a8431a (web/styles/app.css).
  expect(new Set(accents)).toEqual(new Set(['rgb(168, 67, 26)']));
});

test('the header dropdown and the mobile menu lead to My Zone', LAYOUT, async ({ page, checkA11y }) => {
  const member = await signedInMember(page, 'menu', 'en');
  await page.goto('/en');
  if (mobile()) {
    await page.getByRole('banner').getByRole('button', { name: enCommon.nav.openMenu }).click();
    const sheet = page.getByRole('dialog', { name: enCommon.nav.menu });
    const zone = sheet.getByRole('navigation', { name: enCommon.nav.myzone });
    await expect(zone).toContainText(member.nickName);
    // The sidebar's names, the temperature guide included (issue 35 item 10).
    await expect(zone.getByRole('link')).toHaveText([
      enMember.myzone.menu.profile,
      enMember.myzone.menu.mytemperature,
      enMember.myzone.menu.activity,
      enMember.myzone.menu.mypost,
      enMember.myzone.menu.interest,
      enMember.myzone.menu.info,
      enMember.myzone.menu['e-mail-alarm'],
      enMember.myzone.menu.setting,
    ]);
    await expect(zone.getByRole('link', { name: enMember.myzone.menu.info })).toHaveAttribute(
      'href',
      '/en/myzone/info',
    );
    await checkA11y();
    await zone.getByRole('link', { name: enMember.myzone.menu.mypost }).click();
    await expect(page).toHaveURL('/en/myzone/mypost');
    await expect(sheet).toBeHidden();
  } else {
    await page.getByRole('button', { name: enAuth.menu.open }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText(member.nickName);
    await expect(menu.getByRole('menuitem')).toHaveText([
      enMember.myzone.menu.profile,
      enMember.myzone.menu.mytemperature,
      enMember.myzone.menu.activity,
      enMember.myzone.menu.mypost,
      enMember.myzone.menu.interest,
      enMember.myzone.menu.info,
      enMember.myzone.menu['e-mail-alarm'],
      enMember.myzone.menu.setting,
      enAuth.menu.signOut,
    ]);
    await checkA11y();
    await menu.getByRole('menuitem', { name: enMember.myzone.menu.profile }).click();
    await expect(page).toHaveURL('/en/myzone/profile');
    await page.getByRole('button', { name: enAuth.menu.open }).click();
    await page.getByRole('menuitem', { name: enMember.myzone.menu.interest }).click();
    await expect(page).toHaveURL('/en/myzone/interest');
    await expect(page.getByRole('heading', { level: 1, name: enMember.myzone.interest.title })).toBeVisible();
  }
});

test('the profile text fields save without script, and the server names mistakes at their fields', async ({
  browser,
  baseURL,
}) => {
  const t = koMember.myzone;
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const member = uniqueMember('myzone', 'nojs');
  await createConfirmedMember(context.request, member, 'ko');
  await signInPage(page, member);

  await page.goto('/ko/myzone/profileedit');
  await page.getByLabel(t.edit.bio, { exact: true }).fill('스크립트 없이 저장');
  await page.getByLabel('링크 1 종류').selectOption('SNS_HOMEPAGE');
  await page.getByLabel('링크 1 주소').fill('ftp://baker.example');
  await page.getByRole('button', { name: t.edit.save }).click();
  await expect(page.getByLabel('링크 1 주소')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(koErrors.snsUrlFormat)).toBeVisible();

  await page.getByLabel(t.edit.bio, { exact: true }).fill('스크립트 없이 저장');
  await page.getByLabel('링크 1 주소').fill('https://baker.example');
  await page.getByRole('button', { name: t.edit.save }).click();
  await expect(page.getByRole('status').filter({ hasText: t.edit.saved })).toBeVisible();
  await page.goto('/ko/myzone/profile');
  await expect(page.getByTestId('profile-bio')).toHaveText('스크립트 없이 저장');
  await expect(
    page.getByTestId('profile-links').getByRole('link', { name: koMember.profile.sns.SNS_HOMEPAGE }),
  ).toHaveAttribute('href', 'https://baker.example');
  await context.close();
});
