import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';
import { bearer, check, createMember, json, latestLinkToken, post, signIn, signupPayload } from './test-support.ts';

const DAY = 24 * 60 * 60 * 1000;

for (const dialect of testDialects('api')) {
  describe(`passwords (${dialect})`, () => {
    let t: TestApp;
    beforeEach(async () => {
      t = await createTestApp(dialect);
      await createMember(t.app, { email: 'member@example.com', nickName: 'member', lang: 'ja' });
    });
    afterEach(async () => {
      await t.close();
    });

    it('forgot password mails a 24-hour link in the mail language; the reset ends every session', async () => {
      const session = await signIn(t.app, 'member@example.com');
      expect(json(await post(t.app, '/api/user/passwordFind', { userId: 'member@example.com' })).data).toEqual({
        sent: true,
      });
      const mail = await t.app.db
        .selectFrom('mails')
        .selectAll()
        .where('template', '=', 'passwordReset')
        .executeTakeFirstOrThrow();
      expect(mail.lang).toBe('ja');
      const token = await latestLinkToken(t.app, 'member@example.com', '/password/reset');
      expect(json(await post(t.app, '/api/user/passwordResetCheck', { token })).data).toEqual({
        userId: 'member@example.com',
      });

      const short = await post(t.app, '/api/user/passwordReset', { token, password: '12345' });
      expect(json(short).fields).toEqual([expect.objectContaining({ field: 'password', code: 'passwordLength' })]);
      const done = await post(t.app, '/api/user/passwordReset', { token, password: 'brand-new-1' });
      expect(json(done).data).toEqual({ userId: 'member@example.com' });
      expect(json(await check(t.app, bearer(session.token))).code).toBe('TOKEN_INVALID');
      expect(json(await post(t.app, '/api/auth/refresh', { refresh_token: session.refreshToken })).code).toBe(
        'TOKEN_INVALID',
      );
      expect(
        json(await post(t.app, '/api/user/signin', { userId: 'member@example.com', password: 'secret-pass' })).code,
      ).toBe('passwordCheck');
      await signIn(t.app, 'member@example.com', 'brand-new-1');
      const reused = await post(t.app, '/api/user/passwordReset', { token, password: 'another-one' });
      expect([reused.statusCode, json(reused).code]).toEqual([400, 'LINK_INVALID']);
    });

    it('a reset link expires after 24 hours with the retry answer', async () => {
      await post(t.app, '/api/user/passwordFind', { userId: 'member@example.com' });
      const token = await latestLinkToken(t.app, 'member@example.com', '/password/reset');
      t.clock.advance(DAY);
      const expired = await post(t.app, '/api/user/passwordReset', { token, password: 'brand-new-1' });
      expect([expired.statusCode, json(expired).code]).toEqual([410, 'LINK_EXPIRED']);
      expect(json(await post(t.app, '/api/user/passwordResetCheck', { token })).code).toBe('LINK_EXPIRED');
      await signIn(t.app, 'member@example.com');
    });

    it('answers an unknown address like a member; refuses malformed input; a newer link retires the older one', async () => {
      // Issue 13 finding 5: the answer no longer tells who is a member.
      const unknown = await post(t.app, '/api/user/passwordFind', { userId: 'ghost@example.com' });
      expect([unknown.statusCode, json(unknown)]).toEqual([200, { success: true, data: { sent: true } }]);
      expect(json(await post(t.app, '/api/user/passwordFind', { userId: 'nope' })).fields?.[0]?.code).toBe(
        'emailFormat',
      );
      expect(json(await post(t.app, '/api/user/passwordFind', { userId: 7 })).code).toBe('VALIDATION_FAILED');
      expect(
        json(await post(t.app, '/api/user/passwordReset', { token: 'forged', password: 'brand-new-1' })).code,
      ).toBe('LINK_INVALID');
      await post(t.app, '/api/user/passwordFind', { userId: 'member@example.com' });
      const older = await latestLinkToken(t.app, 'member@example.com', '/password/reset');
      await post(t.app, '/api/user/passwordFind', { userId: 'member@example.com' });
      expect(json(await post(t.app, '/api/user/passwordReset', { token: older, password: 'brand-new-1' })).code).toBe(
        'LINK_INVALID',
      );
    });

    it('answers every address the same and mails only an active member (issue 13 finding 5)', async () => {
      await post(
        t.app,
        '/api/user/signup',
        await signupPayload(t.app, { email: 'waiting@example.com', nickName: 'waiting' }),
      );
      await createMember(t.app, { email: 'banned@example.com', nickName: 'banned' });
      await t.app.db
        .updateTable('users')
        .set({ status: 'banned' })
        .where('user_id', '=', 'banned@example.com')
        .execute();
      await createMember(t.app, { email: 'gone@example.com', nickName: 'gone' });
      await t.app.db
        .updateTable('users')
        .set({ status: 'deprecated' })
        .where('user_id', '=', 'gone@example.com')
        .execute();
      const resetMailsTo = async (to: string) =>
        (
          await t.app.db
            .selectFrom('mails')
            .select('id')
            .where('template', '=', 'passwordReset')
            .where('to_address', '=', to)
            .execute()
        ).length;

      const addresses = [
        'member@example.com',
        'ghost@example.com',
        'waiting@example.com',
        'banned@example.com',
        'gone@example.com',
      ];
      const answers = [];
      for (const userId of addresses) {
        const response = await post(t.app, '/api/user/passwordFind', { userId });
        answers.push([response.statusCode, response.body]);
      }
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
      expect(answers[0]).toEqual([200, JSON.stringify({ success: true, data: { sent: true } })]);
      expect(await Promise.all(addresses.map(resetMailsTo))).toEqual([1, 0, 0, 0, 0]);

      // The per-address limit counts every address alike: the sixth request of the hour is refused for each.
      for (const userId of ['member@example.com', 'ghost@example.com']) {
        for (let i = 0; i < 4; i += 1) await post(t.app, '/api/user/passwordFind', { userId });
        const limited = await post(t.app, '/api/user/passwordFind', { userId });
        expect([limited.statusCode, json(limited).code], userId).toEqual([429, 'RATE_LIMITED']);
      }
      expect(await resetMailsTo('member@example.com')).toBe(5);
    });

    it('My Zone change needs the current password, keeps this device signed in and ends the others', async () => {
      const elsewhere = await signIn(t.app, 'member@example.com');
      const here = await signIn(t.app, 'member@example.com');
      const wrong = await post(
        t.app,
        '/api/user/reset_password_myzone',
        { currentPassword: 'not-it', password: 'brand-new-1' },
        bearer(here.token),
      );
      expect(json(wrong).fields).toEqual([
        expect.objectContaining({ field: 'currentPassword', code: 'currentPasswordCheck' }),
      ]);
      const short = await post(
        t.app,
        '/api/user/reset_password_myzone',
        { currentPassword: 'secret-pass', password: '12345' },
        bearer(here.token),
      );
      expect(json(short).fields?.[0]?.code).toBe('passwordLength');
      const visitor = await post(t.app, '/api/user/reset_password_myzone', {
        currentPassword: 'secret-pass',
        password: 'brand-new-1',
      });
      expect(json(visitor).code).toBe('LOGIN_REQUIRED');

      const changed = await post(
        t.app,
        '/api/user/reset_password_myzone',
        { currentPassword: 'secret-pass', password: 'brand-new-1' },
        bearer(here.token),
      );
      expect(changed.statusCode).toBe(200);
      expect(json(await check(t.app, bearer(elsewhere.token))).code).toBe('TOKEN_INVALID');
      expect(json(await check(t.app, bearer(here.token))).code).toBe('TOKEN_INVALID');
      expect((await check(t.app, bearer(json(changed).data.token))).statusCode).toBe(200);
      await signIn(t.app, 'member@example.com', 'brand-new-1');
    });
  });
}
