import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';
import { xssPayloads } from '../../test/hostile-text.ts';
import {
  bearer,
  check,
  createMember,
  jobId,
  json,
  latestLinkToken,
  post,
  signIn,
  signupPayload,
} from './test-support.ts';

const DAY = 24 * 60 * 60 * 1000;
const hostile = xssPayloads();

for (const dialect of testDialects('api')) {
  describe(`sign-up (${dialect})`, () => {
    let t: TestApp;
    beforeEach(async () => {
      t = await createTestApp(dialect);
    });
    afterEach(async () => {
      await t.close();
    });

    const count = async (table: 'users' | 'mails' | 'jobs') =>
      Number(
        (
          await t.app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    async function fieldCodes(body: Record<string, unknown>) {
      const response = await post(t.app, '/api/user/signup', {
        ...(await signupPayload(t.app, { email: 'a@example.com', nickName: 'baker' })),
        ...body,
      });
      return {
        status: response.statusCode,
        codes: (json(response).fields ?? []).map((f: { field: string; code: string }) => `${f.field}:${f.code}`),
        body: json(response),
      };
    }

    it.each([
      ['a', 'nicknameMinLength'],
      ['ab', undefined],
      ['가나다라마바사아자차카타', undefined],
      ['abcdefghijklm', 'nicknameMaxLength'],
      ['bak er', 'nicknameFormat'],
      ['baker🍞', 'nicknameFormat'],
      ['🍞', 'nicknameMinLength'],
      ['', 'nicknamePlz'],
      ['baker!', 'nicknameFormat'],
    ])('nickname %j → %s', async (nickName, code) => {
      const result = await fieldCodes({ nickName });
      if (code) {
        expect(result.status).toBe(400);
        expect(result.codes).toEqual([`nickName:${code}`]);
      } else {
        expect(result.status).toBe(200);
      }
    });

    it.each([
      ['12345', 'passwordLength'],
      ['123456', undefined],
      ['x'.repeat(128), undefined],
      ['x'.repeat(129), 'passwordMaxLength'],
      ['', 'passwordPlz'],
    ])('password of %j characters → %s', async (password, code) => {
      const result = await fieldCodes({ password });
      if (code) expect(result.codes).toEqual([`password:${code}`]);
      else expect(result.status).toBe(200);
    });

    it.each([
      ['', 'idPlz'],
      ['   ', 'idPlz'],
      ['no-at-sign', 'emailFormat'],
      ['a@b', 'emailFormat'],
      ['a@b.c.d.e', 'emailFormat'],
      ['a b@example.com', 'emailFormat'],
      ['a+tag@example.com', 'emailFormat'],
      ['mail.me@sub.example.co', undefined],
    ])('e-mail %j → %s', async (userId, code) => {
      const result = await fieldCodes({ userId });
      if (code) expect(result.codes).toEqual([`userId:${code}`]);
      else expect(result.status).toBe(200);
    });

    it('requires the privacy agreement, a chosen job, and fields of the right type; nothing is stored', async () => {
      expect((await fieldCodes({ agreePrivacy: false })).codes).toEqual(['agreePrivacy:privacyPlz']);
      expect((await fieldCodes({ agreePrivacy: undefined })).codes).toEqual(['agreePrivacy:privacyPlz']);
      expect((await fieldCodes({ jobCodeId: await jobId(t.app, 'JOB_NONE') })).codes).toEqual(['jobCodeId:jobPlz']);
      expect((await fieldCodes({ jobCodeId: await jobId(t.app, 'JOB_ADMIN') })).codes).toEqual(['jobCodeId:jobPlz']);
      expect((await fieldCodes({ jobCodeId: 99_999 })).codes).toEqual(['jobCodeId:jobPlz']);
      expect((await fieldCodes({ jobCodeId: '1' })).codes).toEqual(['jobCodeId:invalidType']);
      expect((await fieldCodes({ nickName: 42 })).codes).toEqual(['nickName:invalidType']);
      expect((await fieldCodes({ admin: true })).codes).toEqual(['admin:unknownField']);
      expect(await count('users')).toBe(0);
      expect(await count('mails')).toBe(0);
    });

    it('answers in the request language, with a message for each field', async () => {
      const response = await post(t.app, '/api/user/signup', {
        lang: 'ja',
        userId: 'x',
        password: '1',
        nickName: 'a',
        jobCodeId: 1,
        agreePrivacy: true,
      });
      expect(response.statusCode).toBe(400);
      const fields = json(response).fields ?? [];
      expect(fields.map((f) => f.code).sort()).toEqual(['emailFormat', 'nicknameMinLength', 'passwordLength']);
      expect(fields.every((f) => /[ぁ-んァ-ン一-龯]/.test(f.message))).toBe(true);
    });

    it('refuses every hostile payload as a nickname and stores nothing', async () => {
      // A few payloads ("123456") are plain words and fine nicknames; every one with markup must be refused.
      const withMarkup = hostile.filter((text) => /[^0-9A-Za-z가-힣]/.test(text));
      expect(withMarkup.length).toBeGreaterThan(200);
      for (const [index, text] of withMarkup.entries()) {
        const response = await post(t.app, '/api/user/nickNameCheck', { nickName: text });
        expect(response.statusCode, text).toBe(400);
        const signup = await post(t.app, '/api/user/signup', {
          ...(await signupPayload(t.app, { email: `h${index}@example.com`, nickName: 'ok' })),
          nickName: text,
        });
        expect(signup.statusCode, text).toBe(400);
      }
      expect(await count('users')).toBe(0);
    });

    it('creates a pending account with a 24-hour confirmation mail; the link activates it once', async () => {
      const response = await post(
        t.app,
        '/api/user/signup',
        await signupPayload(t.app, { email: 'Baker@Example.com', nickName: 'baker' }),
      );
      expect(response.statusCode).toBe(200);
      expect(json(response).data).toMatchObject({ confirmationRequired: true });
      expect(json(response).data.token).toBeUndefined();
      expect(response.headers['set-cookie']).toBeUndefined();

      const pending = await post(t.app, '/api/user/signin', { userId: 'baker@example.com', password: 'secret-pass' });
      expect(json(pending).code).toBe('USER_PENDING');
      const dup = await post(t.app, '/api/user/userIdDupCheck', { userId: 'baker@example.com' });
      expect([dup.statusCode, json(dup).code]).toEqual([409, 'USER_AUTH_FOUND']);

      const token = await latestLinkToken(t.app, 'baker@example.com', '/signup/confirm');
      const confirmed = await post(t.app, '/api/user/signupConfirm', { token });
      expect(json(confirmed).data).toEqual({ userId: 'baker@example.com', nickName: 'baker' });
      const again = await post(t.app, '/api/user/signupConfirm', { token });
      expect([again.statusCode, json(again).code]).toEqual([400, 'LINK_INVALID']);

      const templates = await t.app.db.selectFrom('mails').select('template').orderBy('id').execute();
      expect(templates.map((m) => m.template)).toEqual(['signupConfirm', 'signupComplete']);
      const dupAfter = await post(t.app, '/api/user/userIdDupCheck', { userId: 'BAKER@example.com' });
      expect([dupAfter.statusCode, json(dupAfter).code]).toEqual([409, 'USER_FOUND']);
      const signed = await signIn(t.app, 'baker@example.com');
      expect(signed.data.isFirstLogin).toBe(true);
    });

    it('expires the link after 24 hours: the expiry answer, and the sign-up can be redone', async () => {
      await post(
        t.app,
        '/api/user/signup',
        await signupPayload(t.app, { email: 'late@example.com', nickName: 'late' }),
      );
      const token = await latestLinkToken(t.app, 'late@example.com', '/signup/confirm');
      t.clock.advance(DAY - 1000);
      expect(json(await post(t.app, '/api/user/userIdDupCheck', { userId: 'late@example.com' })).code).toBe(
        'USER_AUTH_FOUND',
      );
      t.clock.advance(1000);
      const expired = await post(t.app, '/api/user/signupConfirm', { token });
      expect([expired.statusCode, json(expired).code]).toEqual([410, 'LINK_EXPIRED']);
      expect((await post(t.app, '/api/user/userIdDupCheck', { userId: 'late@example.com' })).statusCode).toBe(200);
      expect((await post(t.app, '/api/user/nickNameCheck', { nickName: 'late' })).statusCode).toBe(200);
      const redo = await post(
        t.app,
        '/api/user/signup',
        await signupPayload(t.app, { email: 'late@example.com', nickName: 'late' }),
      );
      expect(redo.statusCode).toBe(200);
    });

    it('the scheduled job removes an unconfirmed sign-up after 24 hours', async () => {
      await post(
        t.app,
        '/api/user/signup',
        await signupPayload(t.app, { email: 'gone@example.com', nickName: 'gone' }),
      );
      t.clock.advance(DAY + 2 * 60_000);
      await t.app.jobs.runDue();
      const row = await t.app.db
        .selectFrom('users')
        .select('id')
        .where('user_id', '=', 'gone@example.com')
        .executeTakeFirst();
      expect(row).toBeUndefined();
    });

    it('two sign-ups racing for one nickname: one wins, the other gets nicknameExist, never a 500', async () => {
      const [a, b] = await Promise.all([
        post(t.app, '/api/user/signup', await signupPayload(t.app, { email: 'race1@example.com', nickName: 'Racer' })),
        post(t.app, '/api/user/signup', await signupPayload(t.app, { email: 'race2@example.com', nickName: 'racer' })),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      expect([json(a).code, json(b).code]).toContain('nicknameExist');
      expect(await count('users')).toBe(1);
    });

    it('checks nicknames case-insensitively and names the taken one', async () => {
      await createMember(t.app, { email: 'one@example.com', nickName: 'Baker' });
      const taken = await post(t.app, '/api/user/nickNameCheck', { nickName: 'bAKER', lang: 'en' });
      expect([taken.statusCode, json(taken).code, json(taken).message]).toEqual([
        409,
        'nicknameExist',
        'This nickname is already in use.',
      ]);
      const signup = await post(
        t.app,
        '/api/user/signup',
        await signupPayload(t.app, { email: 'two@example.com', nickName: 'baker' }),
      );
      expect(json(signup).fields).toEqual([expect.objectContaining({ field: 'nickName', code: 'nicknameExist' })]);
    });

    it('sends the consent proof with its date when marketing was agreed, in the mail language', async () => {
      t.clock.set('2026-03-04T05:06:00.000Z');
      await createMember(t.app, { email: 'ads@example.com', nickName: 'ads', agreeMarketing: true, lang: 'en' });
      const mail = await t.app.db
        .selectFrom('mails')
        .selectAll()
        .where('template', '=', 'marketingConsent')
        .executeTakeFirstOrThrow();
      expect(mail.lang).toBe('en');
      expect(mail.to_address).toBe('ads@example.com');
      expect(mail.text).toMatch(/2026/);
      const info = await post(
        t.app,
        '/api/user/info',
        {
          id: (
            await t.app.db
              .selectFrom('users')
              .select('id')
              .where('user_id', '=', 'ads@example.com')
              .executeTakeFirstOrThrow()
          ).id,
        },
        bearer((await signIn(t.app, 'ads@example.com')).token),
      );
      expect(json(info).data.account).toMatchObject({
        agreeMarketing: true,
        agreeMarketingAt: '2026-03-04T05:06:00.000Z',
      });
    });

    it('resends the confirmation link, at most five times an hour', async () => {
      await post(
        t.app,
        '/api/user/signup',
        await signupPayload(t.app, { email: 'again@example.com', nickName: 'again' }),
      );
      const first = await latestLinkToken(t.app, 'again@example.com', '/signup/confirm');
      for (let i = 0; i < 5; i += 1) {
        expect((await post(t.app, '/api/user/signupConfirmResend', { userId: 'again@example.com' })).statusCode).toBe(
          200,
        );
      }
      const limited = await post(t.app, '/api/user/signupConfirmResend', { userId: 'again@example.com' });
      expect([limited.statusCode, json(limited).code]).toEqual([429, 'RATE_LIMITED']);
      expect(json(await post(t.app, '/api/user/signupConfirm', { token: first })).code).toBe('LINK_INVALID');
      const latest = await latestLinkToken(t.app, 'again@example.com', '/signup/confirm');
      expect((await post(t.app, '/api/user/signupConfirm', { token: latest })).statusCode).toBe(200);
    });

    it('answers a resend the same for any address and mails only a waiting sign-up (issue 13 finding 5)', async () => {
      await post(
        t.app,
        '/api/user/signup',
        await signupPayload(t.app, { email: 'waits@example.com', nickName: 'waits' }),
      );
      await createMember(t.app, { email: 'active@example.com', nickName: 'active' });
      const confirmMailsTo = async (to: string) =>
        (
          await t.app.db
            .selectFrom('mails')
            .select('id')
            .where('template', '=', 'signupConfirm')
            .where('to_address', '=', to)
            .execute()
        ).length;
      const before = await Promise.all(['waits@example.com', 'active@example.com'].map(confirmMailsTo));

      const addresses = ['waits@example.com', 'active@example.com', 'unknown@example.com'];
      const answers = [];
      for (const userId of addresses) {
        const response = await post(t.app, '/api/user/signupConfirmResend', { userId });
        answers.push([response.statusCode, response.body]);
      }
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
      expect(answers[0]).toEqual([200, JSON.stringify({ success: true, data: { sent: true } })]);
      expect(await Promise.all(addresses.map(confirmMailsTo))).toEqual([before[0]! + 1, before[1], 0]);

      // A sign-up whose 24 hours are over is not waiting any more: no mail, the same answer.
      t.clock.advance(25 * 60 * 60 * 1000);
      const late = await post(t.app, '/api/user/signupConfirmResend', { userId: 'waits@example.com' });
      expect([late.statusCode, late.body]).toEqual(answers[0]);
      expect(await confirmMailsTo('waits@example.com')).toBe(before[0]! + 1);
    });

    it('implements /api/auth/register with the payload names of SPEC §7.6 (P9)', async () => {
      const response = await post(t.app, '/api/auth/register', {
        email_address: 'reg@example.com',
        password: 'secret-pass',
        nickName: 'reg',
        jobCodeId: await jobId(t.app),
        agreePrivacy: true,
      });
      expect(json(response).data).toMatchObject({
        user: { userId: 'reg@example.com' },
        payload: null,
        confirmationRequired: true,
      });
      const bad = await post(t.app, '/api/auth/register', {
        email_address: 'x',
        password: '12345',
        nickName: 'r',
        jobCodeId: 1,
        agreePrivacy: true,
      });
      expect((json(bad).fields ?? []).map((f) => f.code).sort()).toEqual([
        'emailFormat',
        'nicknameMinLength',
        'passwordLength',
      ]);
    });

    it('never echoes the password in a response', async () => {
      const response = await post(t.app, '/api/user/signup', {
        ...(await signupPayload(t.app, { email: 'x', nickName: 'a' })),
        password: 'my-secret-9',
      });
      expect(response.body).not.toContain('my-secret-9');
      const signin = await post(t.app, '/api/user/signin', { userId: 'nobody@example.com', password: 'my-secret-9' });
      expect(signin.body).not.toContain('my-secret-9');
      expect((await check(t.app, {})).statusCode).toBe(200);
    });
  });
}

for (const dialect of testDialects()) {
  describe(`sign-up limits of issue 13 finding 7 (${dialect})`, () => {
    let t: TestApp;
    beforeEach(async () => {
      t = await createTestApp(dialect, {
        env: { SIGNUP_MAX_PER_IP: '3', SIGNUP_WINDOW_SECONDS: '3600', SIGNUP_CONFIRM_MAILS_PER_ADDRESS_PER_DAY: '3' },
      });
    });
    afterEach(async () => {
      await t.close();
    });

    const join = async (n: number, remoteAddress: string, lang = 'en') =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/signup',
        payload: { ...(await signupPayload(t.app, { email: `burst${n}@example.com`, nickName: `burst${n}` })), lang },
        remoteAddress,
      });
    const mailsTo = async (to: string) =>
      (await t.app.db.selectFrom('mails').select('id').where('to_address', '=', to).execute()).length;

    it('refuses the sign-up past the per-address limit with the break message, for the window', async () => {
      for (let n = 0; n < 3; n += 1) expect((await join(n, '203.0.113.9')).statusCode).toBe(200);
      const refused = await join(3, '203.0.113.9');
      expect([refused.statusCode, json(refused).code, json(refused).message]).toEqual([
        429,
        'SIGNUP_ABUSING',
        'Too many accounts have been created from your network in a short time. Please take a break and try again in 60 minutes.',
      ]);
      expect(refused.headers['retry-after']).toBe('3600');
      expect(await mailsTo('burst3@example.com')).toBe(0);
      const ko = await join(3, '203.0.113.9', 'ko');
      expect(json(ko).message).toBe(
        '짧은 시간에 같은 네트워크에서 너무 많은 가입이 있었어요. 60분 후에 다시 시도해 주세요.',
      );
      // Another address is not affected; the window's end lifts the limit.
      expect((await join(4, '198.51.100.7')).statusCode).toBe(200);
      t.clock.advance(3600 * 1000);
      expect((await join(3, '203.0.113.9')).statusCode).toBe(200);
    });

    it('a refused form costs nothing: only accounts created are counted', async () => {
      for (let n = 0; n < 5; n += 1) {
        const taken = await t.app.inject({
          method: 'POST',
          url: '/api/user/signup',
          payload: { ...(await signupPayload(t.app, { email: `x${n}@example.com`, nickName: 'dup' })), nickName: 'x' },
          remoteAddress: '203.0.113.9',
        });
        expect(taken.statusCode).toBe(400);
      }
      for (let n = 0; n < 3; n += 1) expect((await join(n, '203.0.113.9')).statusCode).toBe(200);
    });

    it('caps confirmation mails to one address a day, sign-up and resends together', async () => {
      expect((await join(0, '203.0.113.9')).statusCode).toBe(200);
      for (let i = 0; i < 2; i += 1) {
        const resent = await post(t.app, '/api/user/signupConfirmResend', { userId: 'burst0@example.com' });
        expect(resent.statusCode).toBe(200);
      }
      const limited = await post(t.app, '/api/user/signupConfirmResend', { userId: 'burst0@example.com' });
      expect([limited.statusCode, json(limited).code]).toEqual([429, 'RATE_LIMITED']);
      expect(await mailsTo('burst0@example.com')).toBe(3);
      // An unknown address is counted alike: the refusal tells nothing.
      for (let i = 0; i < 3; i += 1)
        await post(t.app, '/api/user/signupConfirmResend', { userId: 'nobody@example.com' });
      expect(json(await post(t.app, '/api/user/signupConfirmResend', { userId: 'nobody@example.com' })).code).toBe(
        'RATE_LIMITED',
      );
    });
  });
}
