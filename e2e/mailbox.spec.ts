import type { APIRequestContext } from '@playwright/test';
import { expect, expectHttpErrors, LAYOUT, test } from './fixtures.ts';
import { latestMailLink, mailsTo } from './mailbox-helpers.ts';

/**
 * The local mailbox (DECISIONS P27, ADR 0008): the e2e server has no SMTP_URL and a local
 * PUBLIC_URL, so mails stay in the outbox and this page shows them with working links.
 * Both projects run in parallel against one server: every test has its own address.
 */

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
const ADMIN = 'admin@hearth.test';

// The HTML part is in a frame sandboxed without scripts. Playwright's trace recorder injects a
// script into every frame, which such a frame refuses with a console error that would fail the
// test (e2e/fixtures.ts); this file records no traces.
test.use({ trace: 'off' });

function uniqueAddress(tag: string): { email: string; nickName: string } {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `mailbox-${tag}-${id}@hearth.test`, nickName: `mb${id}`.slice(0, 12) };
}

async function signUp(request: APIRequestContext, lang: string, tag: string) {
  const jobs = await request.post('/api/admin/code/get_list', { data: { lang, group: 'job' }, headers: SAME_ORIGIN });
  const job = ((await jobs.json()) as { data: { rows: { id: number; key: string }[] } }).data.rows.find(
    (row) => row.key === 'JOB_MARKETER',
  );
  const member = uniqueAddress(tag);
  const response = await request.post('/api/user/signup', {
    headers: SAME_ORIGIN,
    data: {
      lang,
      userId: member.email,
      password: 'mailbox-secret-1',
      nickName: member.nickName,
      jobCodeId: job?.id,
      agreePrivacy: true,
    },
  });
  expect(response.status(), 'sign-up').toBe(200);
  return member;
}

test('shows a sign-up confirmation mail and its link confirms the account', async ({ page, checkA11y }) => {
  const member = await signUp(page.request, 'ja', 'confirm');

  await page.goto(`/ja/mailbox?to=${encodeURIComponent(member.email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'ローカルメールボックス' })).toBeVisible();
  const list = page.getByRole('list').filter({ hasText: member.email });
  await expect(list.getByRole('link')).toHaveCount(1);
  await expect(list.getByRole('link')).toContainText('メールアドレスの確認をお願いします');
  await expect(list.getByRole('link')).toContainText('登録確認');

  // The newest mail is open: its facts, the HTML part in a sandboxed frame and the text part.
  const view = page.getByRole('article');
  await expect(view.getByRole('heading', { level: 2 })).toHaveText(/【Hearth】メールアドレスの確認をお願いします/);
  await expect(view.getByText(member.email)).toBeVisible();
  await expect(view.getByText('日本語')).toBeVisible();
  const frame = view.locator('iframe');
  await expect(frame).toHaveAttribute('title', /」のHTML版$/);
  await expect(frame).toHaveAttribute(
    'sandbox',
    'allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation',
  );
  await expect(
    page.frameLocator('article iframe').getByRole('heading', { name: `${member.nickName}さん、ようこそ！` }),
  ).toBeVisible();
  // The frame element is judged (its title); axe does not enter frames (e2e/axe.ts).
  await checkA11y();

  const link = view.getByRole('link', { name: /\/ja\/signup\/confirm\?token=/ });
  await expect(link).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1:\d+\/ja\/signup\/confirm\?token=/);
  await link.click();
  await expect(page).toHaveURL(/\/ja\/signup\/confirm\?token=/);
  await expect(page.getByText(`${member.nickName}さん、メール認証が完了しました`)).toBeVisible();
});

test('opens a link of the HTML part in a new tab', async ({ page, context }) => {
  const response = await page.request.post('/api/user/passwordFind', {
    headers: SAME_ORIGIN,
    data: { lang: 'ko', userId: ADMIN },
  });
  expect(response.status(), 'password find').toBe(200);

  await page.goto(`/ko/mailbox?to=${encodeURIComponent(ADMIN)}`);
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(
    '[Hearth] 비밀번호 재설정 안내',
  );
  const button = page.frameLocator('article iframe').getByRole('link', { name: '새 비밀번호 설정하기' });
  const [popup] = await Promise.all([context.waitForEvent('page'), button.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/ko\/password\/reset\?token=/);
  await popup.close();
});

test('lets other specs follow the newest link through latestMailLink', async ({ page }) => {
  const member = await signUp(page.request, 'en', 'helper');
  const link = await latestMailLink(page, member.email, '/en/signup/confirm');
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/en\/signup\/confirm\?token=[\w-]+/);
  const [mail] = await mailsTo(page.request, member.email);
  expect(mail).toMatchObject({ template: 'signupConfirm', lang: 'en', to: member.email });

  await page.goto(link);
  await expect(page.getByText(`${member.nickName}, your e-mail is confirmed.`)).toBeVisible();
});

test('filters by recipient and says so when nothing matches', LAYOUT, async ({ page, checkA11y }) => {
  const nobody = uniqueAddress('nobody').email;
  await page.goto('/en/mailbox');
  await page.getByLabel('Recipient').fill(nobody);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(new RegExp(`to=${encodeURIComponent(nobody).replace(/\./g, '\\.')}`));
  await expect(page.getByText(`No mail for ${nobody}.`)).toBeVisible();
  await expect(page.getByText('Mails: 0')).toBeVisible();
  await checkA11y();

  await page.getByRole('link', { name: 'Show all' }).click();
  await expect(page).toHaveURL(/\/en\/mailbox$/);
  await expect(page.getByLabel('Recipient')).toHaveValue('');
  // The page fits the viewport: no sideways scrolling on a 375 px phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('answers 404 to a visitor who comes through a proxy, on the page and on the API', async ({ page, request }) => {
  expectHttpErrors();
  const proxied = { 'x-forwarded-for': '203.0.113.9' };
  const pageResponse = await request.get('/ko/mailbox', { headers: proxied });
  expect(pageResponse.status()).toBe(404);
  // The not-found page, whose title does not give the mailbox away.
  const html = await pageResponse.text();
  expect(html).toContain('id="not-found-title"');
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe('페이지를 찾을 수 없어요 | Hearth');

  const api = await request.post('/api/dev/mailbox/list', { headers: { ...SAME_ORIGIN, ...proxied }, data: {} });
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });

  // The same page straight from this machine is there.
  const local = await page.goto('/ko/mailbox');
  expect(local?.status()).toBe(200);
});
