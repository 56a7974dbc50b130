import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import enAuth from '../common/i18n/locales/en/auth.json' with { type: 'json' };
import enCommon from '../common/i18n/locales/en/common.json' with { type: 'json' };
import enErrors from '../common/i18n/locales/en/errors.json' with { type: 'json' };
import enMember from '../common/i18n/locales/en/member.json' with { type: 'json' };
import jaAuth from '../common/i18n/locales/ja/auth.json' with { type: 'json' };
import jaCommon from '../common/i18n/locales/ja/common.json' with { type: 'json' };
import jaErrors from '../common/i18n/locales/ja/errors.json' with { type: 'json' };
import jaMember from '../common/i18n/locales/ja/member.json' with { type: 'json' };
import koAuth from '../common/i18n/locales/ko/auth.json' with { type: 'json' };
import koCommon from '../common/i18n/locales/ko/common.json' with { type: 'json' };
import koErrors from '../common/i18n/locales/ko/errors.json' with { type: 'json' };
import koMember from '../common/i18n/locales/ko/member.json' with { type: 'json' };
import { type A11yCheck, expect, LAYOUT, test } from './fixtures.ts';
import { createConfirmedMember, type Member, SAME_ORIGIN, uniqueMember } from './account-helpers.ts';
import { latestMailLink } from './mailbox-helpers.ts';

/**
 * Join, confirm, sign in and out, password reset and the field messages of SPEC §5, as a
 * person does them in the browser (issue 3 items 1–4, 6, 9). Both projects run in parallel
 * against one server: every test has its own e-mail address and nickname.
 */

const TEXT = {
  ko: { auth: koAuth, common: koCommon, errors: koErrors, member: koMember },
  en: { auth: enAuth, common: enCommon, errors: enErrors, member: enMember },
  ja: { auth: jaAuth, common: jaCommon, errors: jaErrors, member: jaMember },
} as const;
type Lang = keyof typeof TEXT;

const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, value), text);

const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** A member made and confirmed through the API. */
async function createMember(request: APIRequestContext, tag: string, lang: Lang = 'en'): Promise<Member> {
  const member = uniqueMember('acct', tag);
  await createConfirmedMember(request, member, lang);
  return member;
}

async function signInOnce(request: APIRequestContext, member: Member) {
  const response = await request.post('/api/user/signin', {
    data: { userId: member.email, password: member.password },
    headers: SAME_ORIGIN,
  });
  expect(response.status(), 'first sign-in through the API').toBe(200);
}

async function signInThroughPage(page: Page, lang: Lang, member: Member, password = member.password) {
  const t = TEXT[lang].auth;
  const main = page.getByRole('main');
  await main.getByLabel(t.signin.userId).fill(member.email);
  await main.getByLabel(t.signin.password, { exact: true }).fill(password);
  await main.getByRole('button', { name: t.signin.submit, exact: true }).click();
}

/** Sign-out from the navigation bar (desktop: the My Zone dropdown; mobile: the menu sheet). */
async function signOut(page: Page, lang: Lang, testInfo: TestInfo, checkA11y: (check?: A11yCheck) => Promise<void>) {
  const t = TEXT[lang];
  if (isMobile(testInfo)) {
    await page.getByRole('button', { name: t.common.nav.openMenu }).click();
    const sheet = page.getByRole('dialog', { name: t.common.nav.menu });
    await expect(sheet.getByRole('button', { name: t.auth.menu.signOut })).toBeVisible();
    await checkA11y({ allRules: true });
    await sheet.getByRole('button', { name: t.auth.menu.signOut }).click();
  } else {
    await page.getByRole('button', { name: t.auth.menu.open }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await checkA11y({ allRules: true });
    await page.getByRole('menuitem', { name: t.auth.menu.signOut }).click();
  }
}

/** The Join and Sign in buttons of a visitor, in the bar that the screen shows. */
function visitorSignInLink(page: Page, lang: Lang, testInfo: TestInfo) {
  const banner = page.getByRole('banner');
  return isMobile(testInfo)
    ? banner.getByRole('button', { name: TEXT[lang].common.nav.openMenu })
    : banner.getByRole('link', { name: TEXT[lang].common.auth.signIn, exact: true });
}

// Korean, the first language, on both screens; Japanese on the desktop only: its steps are the
// same and a phone adds only the layout, which the Korean run checks (27 s a run).
for (const lang of ['ko', 'ja'] as const) {
  test(
    `a full sign-up in ${lang}: join, confirm from the mailbox, first sign-in, sign-out`,
    lang === 'ko' ? LAYOUT : {},
    async ({ page, checkA11y }, testInfo) => {
      const t = TEXT[lang].auth;
      const member = uniqueMember('acct', lang);

      // The header's Join button opens step 1.
      await page.goto(`/${lang}`);
      if (isMobile(testInfo)) {
        await page.getByRole('button', { name: TEXT[lang].common.nav.openMenu }).click();
        await page.getByRole('dialog').getByRole('link', { name: TEXT[lang].common.auth.join }).click();
      } else {
        await page.getByRole('banner').getByRole('link', { name: TEXT[lang].common.auth.join }).click();
      }
      const stepOne = page.getByRole('dialog', { name: `${t.join.title}: ${t.join.stepOne}` });
      await expect(stepOne).toBeVisible();
      await expect(stepOne.getByRole('link', { name: new RegExp(t.join.viewPrivacy) })).toHaveAttribute(
        'href',
        `/${lang}/service/privacy`,
      );
      await checkA11y();
      await stepOne.getByLabel(t.join.email).fill(member.email);
      await stepOne.getByLabel(t.join.password, { exact: true }).fill(member.password);
      await stepOne.getByLabel(t.join.agreeAll).check();
      await expect(stepOne.getByLabel(t.join.agreePrivacy)).toBeChecked();
      await expect(stepOne.getByLabel(t.join.agreeMarketing)).toBeChecked();
      await stepOne.getByRole('button', { name: t.join.next }).click();

      const stepTwo = page.getByRole('dialog', { name: `${t.join.title}: ${t.join.stepTwo}` });
      await expect(stepTwo).toBeVisible();
      // The mail language starts as the page's language.
      await expect(stepTwo.getByLabel(t.join.mailLang)).toHaveValue(lang);
      await checkA11y();
      await stepTwo.getByLabel(t.join.nickname).fill(member.nickName);
      await stepTwo.getByLabel(t.join.job).selectOption({ index: 1 });
      await stepTwo.getByRole('button', { name: t.join.submit, exact: true }).click();

      // The join certification popup, then the sign-up complete page.
      const sent = page.getByRole('alertdialog', { name: t.join.sentTitle });
      await expect(sent).toContainText(member.email);
      await checkA11y();
      await sent.getByRole('button', { name: TEXT[lang].common.action.confirm }).click();
      await expect(page).toHaveURL(`/${lang}/signup/complete?email=${encodeURIComponent(member.email)}`);
      await expect(page.getByRole('heading', { level: 1, name: t.complete.title })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(member.email);
      await checkA11y();

      // The account waits for confirmation: signing in says so and offers the mail again.
      await page.goto(`/${lang}/signin`);
      await signInThroughPage(page, lang, member);
      await expect(page.getByRole('alert')).toContainText(TEXT[lang].errors.USER_PENDING);
      await page.getByRole('button', { name: t.signin.resendConfirm }).click();
      const resend = page.getByRole('dialog', { name: t.resend.title });
      await expect(resend.getByLabel(t.resend.email)).toHaveValue(member.email);
      await checkA11y();
      await resend.getByRole('button', { name: t.resend.submit }).click();
      await expect(resend).toContainText(t.resend.sent);
      await resend.getByRole('button', { name: TEXT[lang].common.action.confirm }).click();

      // The confirmation link from the outbox, in the member's mail language.
      const link = await latestMailLink(page, member.email, `/${lang}/signup/confirm`);
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: t.confirm.successTitle })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(member.nickName);
      await checkA11y();
      await page.getByRole('main').getByRole('link', { name: t.confirm.signIn }).click();

      // The very first sign-in leads to the character setting (its mobile page on a phone).
      await expect(page).toHaveURL(`/${lang}/signin`);
      await signInThroughPage(page, lang, member);
      await expect(page).toHaveURL(`/${lang}/${isMobile(testInfo) ? 'mobile-mbti-setting' : 'charactersetting'}`);

      await page.goto(`/${lang}`);
      if (!isMobile(testInfo)) {
        await page.getByRole('button', { name: t.menu.open }).click();
        const menu = page.getByRole('menu');
        await expect(menu).toContainText(member.nickName);
        await expect(menu).toContainText(fill(t.menu.level, { level: '1' }));
        await expect(menu.getByRole('menuitem', { name: TEXT[lang].member.myzone.menu.setting })).toHaveAttribute(
          'href',
          `/${lang}/myzone/setting`,
        );
        await page.keyboard.press('Escape');
      }
      await signOut(page, lang, testInfo, checkA11y);
      await expect(visitorSignInLink(page, lang, testInfo)).toBeVisible();
      await expect(page.getByRole('button', { name: t.menu.open })).toHaveCount(0);
      const check = await page.request.get('/api/user/check');
      expect(((await check.json()) as { data: { user: unknown } }).data.user).toBeNull();
    },
  );
}

test('the field messages of SPEC §5 appear at their fields and clear once fixed', async ({
  page,
  request,
  checkA11y,
}) => {
  const lang = 'ko';
  const t = TEXT[lang].auth;
  const e = TEXT[lang].errors;
  const taken = await createMember(request, 'taken', lang);
  const member = uniqueMember('acct', 'fields');

  await page.goto(`/${lang}/signin?type=signup`);
  const stepOne = page.getByRole('dialog', { name: `${t.join.title}: ${t.join.stepOne}` });
  const email = stepOne.getByLabel(t.join.email);
  const password = stepOne.getByLabel(t.join.password, { exact: true });
  const next = stepOne.getByRole('button', { name: t.join.next });

  await next.click();
  await expect(email).toHaveAccessibleDescription(e.idPlz);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  await expect(password).toHaveAccessibleDescription(e.passwordPlz);
  await expect(stepOne.getByText(e.privacyPlz)).toBeVisible();
  await checkA11y();

  await email.fill('not-an-email');
  await expect(email).toHaveAccessibleDescription(e.emailFormat);
  await email.fill(member.email);
  await expect(email).not.toHaveAttribute('aria-invalid');
  await password.fill('12345');
  await expect(password).toHaveAccessibleDescription(e.passwordLength);
  await password.fill('123456');
  await expect(password).toHaveAccessibleDescription(t.join.passwordHint);
  await stepOne.getByLabel(t.join.agreePrivacy).check();
  await expect(stepOne.getByText(e.privacyPlz)).toHaveCount(0);

  // The duplicate check of Next: an e-mail in use.
  await email.fill(taken.email);
  await next.click();
  await expect(email).toHaveAccessibleDescription(e.USER_FOUND);
  await email.fill(member.email);
  await expect(email).not.toHaveAttribute('aria-invalid');
  await next.click();

  const stepTwo = page.getByRole('dialog', { name: `${t.join.title}: ${t.join.stepTwo}` });
  const nickname = stepTwo.getByLabel(t.join.nickname);
  const submit = stepTwo.getByRole('button', { name: t.join.submit, exact: true });
  await submit.click();
  await expect(nickname).toHaveAccessibleDescription(e.nicknamePlz);
  await expect(stepTwo.getByLabel(t.join.job)).toHaveAccessibleDescription(e.jobPlz);
  await checkA11y();

  await nickname.fill('가');
  await expect(nickname).toHaveAccessibleDescription(e.nicknameMinLength);
  // Thirteen characters are cut at twelve (SPEC §5).
  await nickname.fill('abcdefghijklm');
  await expect(nickname).toHaveValue('abcdefghijkl');
  await expect(nickname).not.toHaveAttribute('aria-invalid');
  await nickname.fill('ab cd');
  await submit.click();
  await expect(nickname).toHaveAccessibleDescription(e.nicknameFormat);
  await expect(nickname).toBeFocused();
  await nickname.fill('빵🍞굽기');
  await expect(nickname).toHaveAccessibleDescription(e.nicknameFormat);
  // A nickname in use is found when leaving the field.
  await nickname.fill(taken.nickName);
  await nickname.blur();
  await expect(nickname).toHaveAccessibleDescription(e.nicknameExist);
  await nickname.fill(member.nickName);
  await expect(nickname).not.toHaveAttribute('aria-invalid');
  await stepTwo.getByLabel(t.join.job).selectOption({ index: 2 });
  await expect(stepTwo.getByLabel(t.join.job)).not.toHaveAttribute('aria-invalid');
});

test('sign-in: wrong password, unknown ID, redirectUrl kept to this site, members sent home', async ({
  page,
  request,
  checkA11y,
}) => {
  const lang = 'en';
  const t = TEXT[lang].auth;
  const member = await createMember(request, 'redirect', lang);
  await signInOnce(request, member);

  await page.goto(`/${lang}/signin?redirectUrl=${encodeURIComponent(`/${lang}/service/terms`)}`);
  await checkA11y();
  const main = page.getByRole('main');
  await main.getByRole('button', { name: t.signin.submit, exact: true }).click();
  await expect(main.getByLabel(t.signin.userId)).toHaveAccessibleDescription(TEXT[lang].errors.idPlz);

  await signInThroughPage(page, lang, { ...member, email: `nobody-${member.email}` });
  await expect(main.getByLabel(t.signin.userId)).toHaveAccessibleDescription(TEXT[lang].errors.userNotfound);
  await signInThroughPage(page, lang, member, 'not-the-password');
  await expect(main.getByLabel(t.signin.password, { exact: true })).toHaveAccessibleDescription(
    TEXT[lang].errors.passwordCheck,
  );
  await expect(main.getByLabel(t.signin.userId)).not.toHaveAttribute('aria-invalid');
  await checkA11y();

  await signInThroughPage(page, lang, member);
  await expect(page).toHaveURL(`/${lang}/service/terms`);

  // A signed-in member has nothing to do on the sign-in page.
  await page.goto(`/${lang}/signin`);
  await expect(page).toHaveURL(`/${lang}`);

  // Signing out from the footer goes to the root (SPEC §4).
  await page.goto(`/${lang}/service/terms`);
  await page.getByRole('contentinfo').getByRole('button', { name: t.menu.signOut }).click();
  await expect(page).toHaveURL(`/${lang}`);
  await expect(page.getByRole('contentinfo').getByRole('button', { name: t.menu.signOut })).toHaveCount(0);
});

test(
  'a session the API refuses (TOKEN_INVALID) is signed out and sent to the root',
  LAYOUT,
  async ({ page, context, baseURL }, testInfo) => {
    await context.addCookies([{ name: 'hearth_at', value: 'forged.access.token', url: baseURL! }]);
    await page.goto('/en/service/terms');
    await expect(page).toHaveURL('/en');
    await expect(visitorSignInLink(page, 'en', testInfo)).toBeVisible();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('hearth_at');
  },
);

test('redirectUrl to another site falls back to the home page', async ({ page, request }) => {
  const lang = 'en';
  const member = await createMember(request, 'offsite', lang);
  await signInOnce(request, member);
  await page.goto(`/${lang}/signin?redirectUrl=${encodeURIComponent('//evil.example/steal')}`);
  await signInThroughPage(page, lang, member);
  await expect(page).toHaveURL(`/${lang}`);
});

test('a password reset through its e-mail', async ({ page, request, checkA11y }) => {
  const lang = 'en';
  const t = TEXT[lang].auth;
  const e = TEXT[lang].errors;
  const member = await createMember(request, 'reset', lang);
  await signInOnce(request, member);

  await page.goto(`/${lang}/signin`);
  await page.getByRole('button', { name: t.signin.forgotPassword }).click();
  const find = page.getByRole('dialog', { name: t.passwordFind.title });
  await expect(find).toBeVisible();
  await checkA11y();
  await find.getByLabel(t.passwordFind.email).fill(member.email);
  await find.getByRole('button', { name: t.passwordFind.submit }).click();
  await expect(page.getByRole('dialog', { name: t.passwordFind.sentTitle })).toContainText(member.email);

  const link = await latestMailLink(page, member.email, `/${lang}/password/reset`);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: t.reset.title })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(member.email);
  const newPassword = page.getByLabel(t.reset.password, { exact: true });
  const repeat = page.getByLabel(t.reset.passwordRepeat);
  await newPassword.fill('12345');
  await page.getByRole('button', { name: t.reset.submit }).click();
  await expect(newPassword).toHaveAccessibleDescription(e.passwordLength);
  await expect(repeat).toHaveAccessibleDescription(t.reset.mismatch);
  await checkA11y();
  await newPassword.fill('second-secret-2');
  await repeat.fill('second-secret-2');
  await expect(repeat).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: t.reset.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.reset.successTitle })).toBeVisible();
  await checkA11y();

  // The link is used up; the old password no longer works, the new one does.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: t.reset.invalidTitle })).toBeVisible();
  await page.getByRole('link', { name: t.reset.retry }).click();
  await expect(page.getByRole('dialog', { name: t.passwordFind.title })).toBeVisible();
  await page.keyboard.press('Escape');

  await signInThroughPage(page, lang, member);
  await expect(page.getByRole('main').getByLabel(t.signin.password, { exact: true })).toHaveAccessibleDescription(
    e.passwordCheck,
  );
  await signInThroughPage(page, lang, member, 'second-secret-2');
  await expect(page).toHaveURL(`/${lang}`);
});

test('a confirmation link that does not exist shows the invalid-link page', async ({ page, checkA11y }) => {
  const t = TEXT.ko.auth;
  await page.goto('/ko/signup/confirm?token=not-a-real-token');
  await expect(page.getByRole('heading', { level: 1, name: t.confirm.invalidTitle })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: t.confirm.join })).toHaveAttribute(
    'href',
    '/ko/signin?type=signup',
  );
  await checkA11y();
});

test('a visitor who tries a member action is asked to sign in and comes back to it (SPEC §6)', async ({
  page,
  request,
  checkA11y,
}) => {
  const lang = 'en';
  const member = await createMember(request, 'please', lang);
  await signInOnce(request, member);

  await page.goto(`/${lang}`);
  await page.getByRole('button', { name: 'Choose my bread character' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(TEXT[lang].errors.LOGIN_REQUIRED);
  await checkA11y();
  await dialog.getByRole('button', { name: TEXT[lang].auth.requireSignIn.confirm }).click();
  await expect(page).toHaveURL(`/${lang}/signin?redirectUrl=${encodeURIComponent(`/${lang}/charactersetting`)}`);

  await signInThroughPage(page, lang, member);
  await expect(page).toHaveURL(`/${lang}/charactersetting`);
});

test('the signed-in menu opens and works from the keyboard', LAYOUT, async ({ page, request, checkA11y }, testInfo) => {
  const lang = 'en';
  const t = TEXT[lang];
  const member = await createMember(request, 'keys', lang);
  await signInOnce(request, member);
  await page.goto(`/${lang}/signin`);
  await signInThroughPage(page, lang, member);
  await expect(page).toHaveURL(`/${lang}`);

  // Desktop: the My Zone dropdown behind the member's icon; phones: the menu sheet (SPEC §2.3).
  const triggerName = isMobile(testInfo) ? t.common.nav.openMenu : t.auth.menu.open;
  const trigger = page.getByRole('banner').getByRole('button', { name: triggerName });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = isMobile(testInfo) ? page.getByRole('dialog', { name: t.common.nav.menu }) : page.getByRole('menu');
  await expect(menu).toBeVisible();
  await checkA11y({ allRules: true });
  if (isMobile(testInfo)) {
    await expect(menu.getByRole('button', { name: t.auth.menu.signOut })).toBeVisible();
  } else {
    await expect(menu).toContainText(member.nickName);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem').first()).toBeFocused();
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: triggerName })).toBeFocused();
});
