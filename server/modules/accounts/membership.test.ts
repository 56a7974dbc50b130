import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';
import { bearer, check, createMember, json, post, signIn, signupPayload } from './test-support.ts';

const DAY = 24 * 60 * 60 * 1000;

for (const dialect of testDialects('api')) {
  describe(`account facts and withdrawal (${dialect})`, () => {
    let t: TestApp;
    let memberId: number;
    beforeEach(async () => {
      t = await createTestApp(dialect);
      memberId = await createMember(t.app, { email: 'member@example.com', nickName: 'Member' });
    });
    afterEach(async () => {
      await t.close();
    });

    it('sets and clears the personality type, whose character the session shows', async () => {
      const { token } = await signIn(t.app, 'member@example.com');
      const intj = await t.app.db
        .selectFrom('mbti_types')
        .select('id')
        .where('type', '=', 'intj')
        .executeTakeFirstOrThrow();
      const set = await post(t.app, '/api/user/update', { mbtiId: intj.id }, bearer(token));
      expect(json(set).data.user).toMatchObject({ mbtiId: intj.id, characterKey: 'muffin' });
      expect(json(await check(t.app, bearer(token))).data.user.characterKey).toBe('muffin');
      const none = await post(t.app, '/api/user/update', { mbtiId: null }, bearer(token));
      expect(json(none).data.user).toMatchObject({ mbtiId: null, characterKey: 'dough' });
      expect(json(await post(t.app, '/api/user/update', { mbtiId: 999 }, bearer(token))).fields?.[0]).toMatchObject({
        field: 'mbtiId',
      });
      expect(json(await post(t.app, '/api/user/update', { id: memberId + 1, mbtiId: null }, bearer(token))).code).toBe(
        'FORBIDDEN',
      );
      expect(json(await post(t.app, '/api/user/update', { mailLang: 'fr' }, bearer(token))).code).toBe(
        'VALIDATION_FAILED',
      );
    });

    it('marketing consent on records its date and mails the proof; off clears it', async () => {
      t.clock.set('2026-05-06T07:08:00.000Z');
      const { token } = await signIn(t.app, 'member@example.com');
      await post(t.app, '/api/user/update', { agreeMarketing: true, mailLang: 'en' }, bearer(token));
      const info = json(await post(t.app, '/api/user/info', { id: memberId }, bearer(token))).data.account;
      expect(info).toMatchObject({ agreeMarketing: true, agreeMarketingAt: '2026-05-06T07:08:00.000Z', lang: 'en' });
      const proof = await t.app.db
        .selectFrom('mails')
        .select(['lang', 'template'])
        .where('template', '=', 'marketingConsent')
        .execute();
      expect(proof).toEqual([{ lang: 'en', template: 'marketingConsent' }]);
      await post(t.app, '/api/user/update', { agreeMarketing: false }, bearer(token));
      expect(
        json(await post(t.app, '/api/user/info', { id: memberId }, bearer(token))).data.account.agreeMarketingAt,
      ).toBeNull();
    });

    it('withdrawal needs a reason and the disclaimer tick; nothing changes without them', async () => {
      const { token } = await signIn(t.app, 'member@example.com');
      const missing = await post(t.app, '/api/user/withdraw', { reasons: [] }, bearer(token));
      expect((json(missing).fields ?? []).map((f) => `${f.field}:${f.code}`).sort()).toEqual([
        'agreeDisclaimer:disclaimerPlz',
        'reasons:withdrawReasonPlz',
      ]);
      expect(
        json(await post(t.app, '/api/user/withdraw', { reasons: ['bogus'], agreeDisclaimer: true }, bearer(token)))
          .code,
      ).toBe('VALIDATION_FAILED');
      expect(
        json(
          await post(
            t.app,
            '/api/user/withdraw',
            { reasons: ['other'], agreeDisclaimer: true, comment: 'x'.repeat(501) },
            bearer(token),
          ),
        ).fields?.[0]?.code,
      ).toBe('tooLong');
      expect(json(await post(t.app, '/api/user/withdraw', { reasons: ['other'], agreeDisclaimer: true })).code).toBe(
        'LOGIN_REQUIRED',
      );
      expect((await check(t.app, bearer(token))).statusCode).toBe(200);
    });

    it('withdraws at once, blocks e-mail and nickname for 30 days, then the job erases the personal data', async () => {
      t.clock.set('2026-02-01T00:00:00.000Z');
      const { token, refreshToken } = await signIn(t.app, 'member@example.com');
      const done = await post(
        t.app,
        '/api/user/withdraw',
        { reasons: ['rarelyUsed', 'other'], comment: 'bye', agreeDisclaimer: true },
        bearer(token),
      );
      expect(json(done).data).toEqual({
        withdrawnAt: '2026-02-01T00:00:00.000Z',
        erasedAfter: '2026-03-03T00:00:00.000Z',
      });
      expect(String(done.headers['set-cookie'])).toMatch(/hearth_at=;/);
      expect(json(await check(t.app, bearer(token))).code).toBe('TOKEN_INVALID');
      expect(json(await post(t.app, '/api/auth/refresh', { refresh_token: refreshToken })).code).toBe('TOKEN_INVALID');
      expect(
        json(await post(t.app, '/api/user/signin', { userId: 'member@example.com', password: 'secret-pass' })).code,
      ).toBe('USER_WITHDRAWN');
      const deleted = await t.app.db
        .selectFrom('mails')
        .select(['template', 'text'])
        .where('template', '=', 'accountDeleted')
        .executeTakeFirstOrThrow();
      expect(deleted.text).toMatch(/2026/);

      t.clock.set('2026-03-02T23:59:59.000Z');
      expect(json(await post(t.app, '/api/user/userIdDupCheck', { userId: 'member@example.com' })).code).toBe(
        'USER_FOUND',
      );
      expect(json(await post(t.app, '/api/user/nickNameCheck', { nickName: 'member' })).code).toBe('nicknameExist');
      await t.app.jobs.runDue(); // the erasure is not due yet
      const kept = await t.app.db
        .selectFrom('users')
        .select(['user_id', 'erased_at'])
        .where('id', '=', memberId)
        .executeTakeFirstOrThrow();
      expect(kept).toEqual({ user_id: 'member@example.com', erased_at: null });
      // P11: no profile; the web shows the withdrawn-member notice (issue 14).
      const gone = await post(t.app, '/api/user/info', { id: memberId });
      expect([gone.statusCode, json(gone).code]).toEqual([410, 'MEMBER_WITHDRAWN']);

      t.clock.set('2026-03-03T00:00:00.000Z');
      await t.app.jobs.runDue();
      const row = await t.app.db.selectFrom('users').selectAll().where('id', '=', memberId).executeTakeFirstOrThrow();
      expect(row.user_id).toBe(`erased-${memberId}@erased.invalid`);
      expect(row.password_hash).toBeNull();
      expect(row.erased_at).not.toBeNull();
      const leftovers = await t.app.db
        .selectFrom('mails')
        .select('id')
        .where('to_address', '=', 'member@example.com')
        .execute();
      expect(leftovers).toEqual([]);
      const withdrawal = await t.app.db.selectFrom('withdrawals').selectAll().executeTakeFirstOrThrow();
      expect([JSON.parse(withdrawal.reasons), withdrawal.comment]).toEqual([['rarelyUsed', 'other'], null]);

      const rejoin = await post(
        t.app,
        '/api/user/signup',
        await signupPayload(t.app, { email: 'member@example.com', nickName: 'member' }),
      );
      expect(rejoin.statusCode).toBe(200);
    });

    it('a rejoin check after 30 days frees the e-mail even before the job has run', async () => {
      const { token } = await signIn(t.app, 'member@example.com');
      await post(t.app, '/api/user/withdraw', { reasons: ['privacy'], agreeDisclaimer: true }, bearer(token));
      t.clock.advance(30 * DAY);
      expect((await post(t.app, '/api/user/userIdDupCheck', { userId: 'member@example.com' })).statusCode).toBe(200);
      expect((await post(t.app, '/api/user/nickNameCheck', { nickName: 'Member' })).statusCode).toBe(200);
    });

    it('administrators cannot withdraw, and read the withdrawals list', async () => {
      const { token } = await signIn(t.app, 'member@example.com');
      await post(t.app, '/api/user/withdraw', { reasons: ['notUseful'], agreeDisclaimer: true }, bearer(token));
      await createMember(t.app, { email: 'boss@example.com', nickName: 'boss' });
      await t.app.db.updateTable('users').set({ admin: true }).where('user_id', '=', 'boss@example.com').execute();
      const admin = await signIn(t.app, 'boss@example.com');
      expect(
        json(
          await post(t.app, '/api/user/withdraw', { reasons: ['other'], agreeDisclaimer: true }, bearer(admin.token)),
        ).code,
      ).toBe('FORBIDDEN');
      const list = json(await post(t.app, '/api/admin/withdraw/get_list', {}, bearer(admin.token))).data;
      expect(list).toMatchObject({ total: 1, rows: [{ reasons: ['notUseful'], nickName: 'Member' }] });
      await createMember(t.app, { email: 'peer@example.com', nickName: 'peer' });
      const peer = await signIn(t.app, 'peer@example.com');
      expect(json(await post(t.app, '/api/admin/withdraw/get_list', {}, bearer(peer.token))).code).toBe('NOT_FOUND');
    });
  });
}
