import { type BrowserContext, type Page, request as playwrightRequest } from '@playwright/test';
import { expect, LAYOUT, test } from './fixtures.ts';

/**
 * Social sign-in and sign-up (issue 3 item 5) against the local OAuth provider that
 * playwright.config.ts starts (scripts/oauth-dev-provider.ts). Tests run in parallel, so each
 * browser context tells the provider its own user with a cookie, as if that person had signed
 * in at the provider.
 */

const port = Number(process.env.E2E_PORT ?? 4517);
const baseURL = `http://127.0.0.1:${port}`;
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

type Provider = 'google' | 'facebook' | 'naver' | 'kakao';

function uniqueIdentity(tag: string) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return { id: `${tag}-${id}`, email: `sns-${tag}-${id}@hearth.test`, nickName: `s${id}`.slice(0, 12) };
}

/** Every authorization in this browser context answers for `identity` (server/test/oauth-provider.ts). */
async function signInAtProviderAs(context: BrowserContext, identity: { id: string; email: string }) {
  const value = encodeURIComponent(`${identity.id}~${identity.email}`);
  await context.addCookies([{ name: 'oauth_test_user', value, domain: '127.0.0.1', path: '/' }]);
}

/** A member who joined through `type` earlier, made through the API in a separate cookie jar. */
async function createSocialMember(type: Provider, identity: ReturnType<typeof uniqueIdentity>) {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const start = await api.post(`/api/user/signup/${type}`, { data: { lang: 'ko' }, headers: SAME_ORIGIN });
    const authorize = new URL((await start.json()).data.url);
    authorize.searchParams.set('user', identity.id);
    authorize.searchParams.set('email', identity.email);
    const back = new URL((await fetch(authorize, { redirect: 'manual' })).headers.get('location') ?? '');
    const callback = await api.post('/api/user/sns/callback', {
      data: { lang: 'ko', snsType: type, code: back.searchParams.get('code'), state: back.searchParams.get('state') },
      headers: SAME_ORIGIN,
    });
    const outcome = (await callback.json()).data;
    expect(outcome).toMatchObject({ result: 'signup', user: { userId: identity.email } });
    const jobs = await api.post('/api/admin/code/get_list', {
      data: { lang: 'ko', group: 'job' },
      headers: SAME_ORIGIN,
    });
    const job = (await jobs.json()).data.rows.find((row: { key: string }) => row.key === 'JOB_ANALYST');
    const joined = await api.post('/api/user/signup', {
      data: {
        lang: 'ko',
        snsTicket: outcome.ticket,
        nickName: identity.nickName,
        jobCodeId: job.id,
        agreePrivacy: true,
      },
      headers: SAME_ORIGIN,
    });
    expect(await joined.json()).toMatchObject({ success: true, data: { confirmationRequired: false } });
  } finally {
    await api.dispose();
  }
}

/**
 * Waits for the provider's popup to finish. On a fast run it can close before the wait starts,
 * and a close event that has passed never fires again: check first (no await in between).
 */
async function popupClosed(popup: Page): Promise<void> {
  if (!popup.isClosed()) await popup.waitForEvent('close');
}

async function signedInUserId(page: Page): Promise<string | null> {
  const response = await page.request.get('/api/user/check');
  return (await response.json()).data.user?.userId ?? null;
}

/** Desktop and mobile run in parallel: each gets its own provider so their accounts never meet. */
const providerFor = (project: string, desktop: Provider, mobile: Provider) => (project === 'mobile' ? mobile : desktop);

test('a member who joined with a provider signs in through the popup', async ({ page, context, checkA11y }, info) => {
  const type = providerFor(info.project.name, 'facebook', 'google');
  const identity = uniqueIdentity('in');
  await createSocialMember(type, identity);
  await signInAtProviderAs(context, identity);

  await page.goto('/ko/signin');
  await checkA11y();
  const label = {
    google: 'Google로 로그인',
    facebook: 'Facebook로 로그인',
    naver: '네이버로 로그인',
    kakao: '카카오로 로그인',
  };
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: label[type] }).click(),
  ]);
  await popupClosed(popup);
  await expect(page).not.toHaveURL(/\/signin/);
  expect(await signedInUserId(page)).toBe(identity.email);
});

test('a social sign-up continues at step 2 and signs the new member in', LAYOUT, async ({ page, context }, info) => {
  const type = providerFor(info.project.name, 'naver', 'kakao');
  const identity = uniqueIdentity('up');
  await signInAtProviderAs(context, identity);

  await page.goto('/ko/signin?type=signup');
  const join = page.getByRole('dialog');
  const label = {
    google: 'Google로 가입하기',
    facebook: 'Facebook로 가입하기',
    naver: '네이버로 가입하기',
    kakao: '카카오로 가입하기',
  };
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    join.getByRole('button', { name: label[type] }).click(),
  ]);
  await popupClosed(popup);

  // Step 2 with the provider's e-mail: no password, the provider proved who this is.
  await expect(join.getByText(identity.email)).toBeVisible();
  await join.getByLabel('닉네임').fill(identity.nickName);
  await join.getByLabel('직무').selectOption({ label: '데이터 분석가' });
  await join.getByRole('checkbox', { name: '[필수] 개인정보 수집 및 이용 동의' }).check();
  await join.getByRole('button', { name: '가입하기' }).click();
  await expect(page).toHaveURL(/\/ko\/(charactersetting|mobile-mbti-setting)$/);
  expect(await signedInUserId(page)).toBe(identity.email);
});

test('the callback page hands over the outcome when the sign-in ran in the window itself', async ({
  page,
  context,
  checkA11y,
}, info) => {
  const type = providerFor(info.project.name, 'kakao', 'naver');
  const identity = uniqueIdentity('tab');
  await createSocialMember(type, identity);
  await signInAtProviderAs(context, identity);

  // A blocked popup makes the page sign in in place: {lang}/sns_auth → provider → callback.
  await page.goto(`/ko/sns_auth?snsType=${type}&type=signin`);
  await expect(page).toHaveURL(/\/ko\/sns_auth_callback\?snsType=/);
  const next = page.getByRole('link', { name: '계속하기' });
  await expect(next).toBeVisible();
  await checkA11y();
  const stored = await storedOutcome(page);
  expect(JSON.parse(stored).outcome).toMatchObject({ result: 'signin' });
  expect(stored).not.toContain('token');
  expect(await signedInUserId(page)).toBe(identity.email);

  await next.click();
  await expect(page).toHaveURL(/\/ko$/);
});

test('a tampered or replayed callback is refused with a message', async ({ page }) => {
  await page.goto('/en/sns_auth_callback?snsType=google&code=made-up&state=made-up');
  await expect(page.getByText('The sign-in request expired or was not valid. Please try again.')).toBeVisible();
  expect(JSON.parse(await storedOutcome(page)).outcome).toMatchObject({ result: 'error', code: 'SNS_STATE_INVALID' });
});

/**
 * The callback page writes its outcome in an effect, after hydration, while its message is
 * already in the server-rendered HTML: wait for the write instead of reading once.
 */
async function storedOutcome(page: Page): Promise<string> {
  const read = () => page.evaluate(() => window.localStorage.getItem('hearth.snsOutcome'));
  await expect.poll(read).not.toBeNull();
  return (await read()) as string;
}
