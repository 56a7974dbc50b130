import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';
import { type OAuthProvider, startOAuthProvider } from '../../test/oauth-provider.ts';
import { ACCESS_COOKIE } from '../../lib/auth/cookies.ts';
import { createMember, linkMember, PASSWORD, selectableJobId, signInWith } from './test-support.ts';

/** SPEC §4 social outcomes: signin, withdraw, banned, link (move-social-account) and signup. */
let provider: OAuthProvider;
beforeAll(async () => {
  provider = await startOAuthProvider();
});
afterAll(async () => {
  await provider.close();
});

const DAY = 24 * 60 * 60 * 1000;

for (const dialect of testDialects('api')) {
  describe(`social sign-in outcomes (${dialect})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, { env: provider.env() });
    });
    afterAll(async () => {
      await t.close();
    });

    const post = (url: string, payload: object, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) },
      });

    it('signs a linked member in with session cookies', async () => {
      const id = await createMember(t.app, { email: 'linked@example.com', nickName: 'linked1' });
      await linkMember(t.app, id, 'kakao', '2001');
      const response = await signInWith(t.app, 'kakao', { id: '2001', email: 'other@example.com' });
      expect(response.statusCode, response.body).toBe(200);
      const outcome = response.json().data;
      expect(outcome).toMatchObject({ result: 'signin', login: { user: { id, userId: 'linked@example.com' } } });
      expect(outcome.login.isFirstLogin).toBe(true);
      const session = response.cookies.find((c) => c.name === ACCESS_COOKIE);
      expect(session).toMatchObject({ httpOnly: true, value: outcome.login.token });
      const check = await t.app.inject({
        method: 'GET',
        url: '/api/user/check',
        headers: { cookie: `${ACCESS_COOKIE}=${session?.value}` },
      });
      expect(check.json().data.user.id).toBe(id);
    });

    it('answers withdraw for a linked withdrawn member and banned for a banned one, without a session', async () => {
      const gone = await createMember(t.app, {
        email: 'gone@example.com',
        nickName: 'gone1',
        status: 'deprecated',
        withdrawnAt: t.clock.now().toISOString(),
      });
      await linkMember(t.app, gone, 'google', 'gone-google');
      const withdrawn = await signInWith(t.app, 'google', { id: 'gone-google' });
      expect(withdrawn.json().data).toEqual({ result: 'withdraw' });
      expect(withdrawn.cookies.find((c) => c.name === ACCESS_COOKIE)).toBeUndefined();

      const banned = await createMember(t.app, { email: 'banned@example.com', nickName: 'banned1', status: 'banned' });
      await linkMember(t.app, banned, 'naver', 'banned-naver');
      const refused = await signInWith(t.app, 'naver', { id: 'banned-naver' });
      expect(refused.json().data).toEqual({ result: 'banned' });
      expect(refused.cookies.find((c) => c.name === ACCESS_COOKIE)).toBeUndefined();
    });

    it("gives the same-ID alert for a withdrawn member's e-mail for 30 days, then offers sign-up", async () => {
      await createMember(t.app, {
        email: 'left@example.com',
        nickName: 'left1',
        status: 'deprecated',
        withdrawnAt: t.clock.now().toISOString(),
      });
      const within = await signInWith(t.app, 'facebook', { id: 'left-fb', email: 'left@example.com' });
      expect(within.json().data).toEqual({ result: 'withdraw' });
      t.clock.advance(30 * DAY + 1000);
      const after = await signInWith(t.app, 'facebook', { id: 'left-fb', email: 'left@example.com' });
      expect(after.json().data).toMatchObject({ result: 'signup', user: { userId: 'left@example.com' } });
    });

    it("answers banned when the provider's e-mail belongs to a banned account", async () => {
      await createMember(t.app, { email: 'ban2@example.com', nickName: 'ban2', status: 'banned' });
      const response = await signInWith(t.app, 'google', { id: 'ban2-google', email: 'ban2@example.com' });
      expect(response.json().data).toEqual({ result: 'banned' });
    });

    it("offers the move onto the account that holds the provider's e-mail, and links it with its password", async () => {
      const id = await createMember(t.app, { email: 'baker@example.com', nickName: 'baker' });
      const offered = await signInWith(t.app, 'google', { id: 'baker-google', email: 'Baker@example.com' });
      const outcome = offered.json().data;
      expect(outcome).toMatchObject({
        result: 'link',
        snsType: 'google',
        accounts: [{ userId: 'baker@example.com', signupFrom: 'default', nickName: 'baker' }],
      });

      const wrong = await post('/api/user/sns/link', {
        ticket: outcome.ticket,
        userId: 'baker@example.com',
        password: 'nope-nope',
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().code).toBe('passwordCheck');
      const none = await t.app.db.selectFrom('social_accounts').select('id').where('user_id', '=', id).execute();
      expect(none).toEqual([]);

      const linked = await post('/api/user/sns/link', {
        ticket: outcome.ticket,
        userId: 'baker@example.com',
        password: PASSWORD,
      });
      expect(linked.statusCode, linked.body).toBe(200);
      expect(linked.json().data.user.id).toBe(id);
      expect(linked.cookies.find((c) => c.name === ACCESS_COOKIE)?.value).toBe(linked.json().data.token);

      const again = await post('/api/user/sns/link', {
        ticket: outcome.ticket,
        userId: 'baker@example.com',
        password: PASSWORD,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('SNS_ALREADY_LINKED');

      const next = await signInWith(t.app, 'google', { id: 'baker-google', email: 'baker@example.com' });
      expect(next.json().data).toMatchObject({ result: 'signin', login: { user: { id } } });
    });

    it('refuses a forged ticket and one older than 30 minutes', async () => {
      const offered = await signInWith(t.app, 'kakao', { id: '3001', email: 'late.link@example.com' });
      await createMember(t.app, { email: 'late.link@example.com', nickName: 'latelink' });
      const { ticket } = offered.json().data;
      const [header, payload, signature] = ticket.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: '9999' })).toString('base64url');
      const forged = await post('/api/user/sns/link', {
        ticket: `${header}.${forgedPayload}.${signature}`,
        userId: 'late.link@example.com',
        password: PASSWORD,
      });
      expect(forged.json().code).toBe('SNS_TICKET_INVALID');

      t.clock.advance(30 * 60 * 1000 + 1000);
      const late = await post('/api/user/sns/link', { ticket, userId: 'late.link@example.com', password: PASSWORD });
      expect(late.statusCode).toBe(400);
      expect(late.json().code).toBe('SNS_TICKET_INVALID');
    });

    it('creates an active, linked, signed-in account from a sign-up ticket', async () => {
      const offered = await signInWith(t.app, 'naver', { id: 'new-naver', email: 'newbie@example.com' });
      const outcome = offered.json().data;
      expect(outcome).toMatchObject({ result: 'signup', snsType: 'naver', user: { userId: 'newbie@example.com' } });
      const jobCodeId = await selectableJobId(t.app);
      const joined = await post('/api/user/signup', {
        lang: 'ko',
        snsTicket: outcome.ticket,
        nickName: 'newbie',
        jobCodeId,
        agreePrivacy: true,
      });
      expect(joined.statusCode, joined.body).toBe(200);
      expect(joined.json().data).toMatchObject({ confirmationRequired: false });
      const user = await t.app.db
        .selectFrom('users')
        .select(['id', 'status', 'signup_from'])
        .where('user_id', '=', 'newbie@example.com')
        .executeTakeFirstOrThrow();
      expect(user).toMatchObject({ status: 'active', signup_from: 'naver' });

      const next = await signInWith(t.app, 'naver', { id: 'new-naver', email: 'newbie@example.com' });
      expect(next.json().data).toMatchObject({ result: 'signin', login: { user: { id: user.id } } });

      const forged = await post('/api/user/signup', {
        lang: 'ko',
        snsTicket: `${outcome.ticket}x`,
        nickName: 'forger',
        jobCodeId,
        agreePrivacy: true,
      });
      expect(forged.json().code).toBe('SNS_TICKET_INVALID');
    });

    it('refuses a ticket-based sign-up when the provider shared no e-mail', async () => {
      const offered = await signInWith(t.app, 'facebook', { id: 'no-mail-fb' });
      const outcome = offered.json().data;
      expect(outcome).toMatchObject({ result: 'signup', user: { userId: null } });
      const joined = await post('/api/user/signup', {
        lang: 'ko',
        snsTicket: outcome.ticket,
        nickName: 'nomail',
        jobCodeId: await selectableJobId(t.app),
        agreePrivacy: true,
      });
      expect(joined.json().code).toBe('SNS_EMAIL_REQUIRED');
    });
  });
}
