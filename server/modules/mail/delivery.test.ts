import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';
import { queueMail } from './service.ts';
import { startSmtpCapture, type SmtpCapture } from './testing/smtp-capture.ts';

const LINK = 'http://localhost:3000/ko/signup/confirm?token=Zx9_-abc';
const BACKOFF_FIRST_MS = 30_000;

async function queueConfirm(t: TestApp, nickName = '빵순이') {
  return queueMail(t.app.db, t.app, {
    to: 'new.member@example.com',
    lang: 'ko',
    template: 'signupConfirm',
    params: { nickName, link: LINK },
  });
}

const mailRow = (t: TestApp, id: number) =>
  t.app.db.selectFrom('mails').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const jobRows = (t: TestApp) => t.app.db.selectFrom('jobs').selectAll().execute();

for (const dialect of testDialects()) {
  describe(`mail delivery through SMTP on ${dialect}`, () => {
    let smtp: SmtpCapture;
    let t: TestApp;
    beforeAll(async () => {
      smtp = await startSmtpCapture();
      t = await createTestApp(dialect, {
        env: {
          SMTP_URL: smtp.url,
          MAIL_FROM: 'Crumb Club <hello@crumb.example>',
          SITE_NAME: 'Crumb Club',
          JOB_MAX_ATTEMPTS: '3',
        },
      });
    });
    afterEach(async () => {
      smtp.refusing = false;
      smtp.received.length = 0;
      await t.app.db.deleteFrom('jobs').execute();
      await t.app.db.deleteFrom('mails').execute();
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    it('sends the HTML and text parts from MAIL_FROM and marks the mail sent', async () => {
      const id = await queueConfirm(t, '<b>빵</b>');
      expect(await t.app.jobs.runDue()).toBe(1);

      expect(smtp.received).toHaveLength(1);
      const [message] = smtp.received;
      expect(message!.envelopeFrom).toBe('hello@crumb.example');
      expect(message!.envelopeTo).toEqual(['new.member@example.com']);
      expect(message!.from).toContain('hello@crumb.example');
      expect(message!.subject).toBe('[Crumb Club] 이메일 주소를 인증해 주세요');
      expect(message!.html).toContain(`href="${LINK}"`);
      expect(message!.html).toContain('&lt;b&gt;빵&lt;/b&gt;님, 환영합니다!');
      expect(message!.text).toContain(`\n${LINK}\n`);
      expect(message!.text).toContain('<b>빵</b>님, 환영합니다!');

      const row = await mailRow(t, id);
      expect(row).toMatchObject({ status: 'sent', last_error: null });
      expect(new Date(row.sent_at!).toISOString()).toBe(t.clock.now().toISOString());
      expect((await jobRows(t))[0]).toMatchObject({ status: 'done', attempts: 1 });
    });

    it('passes the mail’s extra headers to the SMTP server (List-Unsubscribe, RFC 8058)', async () => {
      const oneClick =
        'https://hearth.example/api/alarm/unsubscribe/one-click?token=7.replyOnMyPost.abc_DEF-123&lang=ko';
      await queueMail(t.app.db, t.app, {
        to: 'member@example.com',
        lang: 'ko',
        template: 'signupComplete',
        params: { nickName: '빵순이', link: LINK },
        headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
      expect(await t.app.jobs.runDue()).toBe(1);

      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.headers['list-unsubscribe']?.replace(/\s+/g, '')).toBe(`<${oneClick}>`);
      expect(smtp.received[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    });

    it('refuses a header that would inject another or replace the mail’s own', async () => {
      const mail = (headers: Record<string, string>) =>
        queueMail(t.app.db, t.app, {
          to: 'member@example.com',
          lang: 'ko',
          template: 'signupComplete',
          params: { nickName: '빵순이', link: LINK },
          headers,
        });
      await expect(mail({ 'List-Unsubscribe': '<https://a.example>\r\nBcc: x@evil.example' })).rejects.toThrow();
      await expect(mail({ Subject: 'Other' })).rejects.toThrow();
      await expect(mail({ 'Bad Name': 'x' })).rejects.toThrow();
      expect(await jobRows(t)).toHaveLength(0);
    });

    it('keeps the mail queued while the server refuses, and sends it on the retry', async () => {
      smtp.refusing = true;
      const id = await queueConfirm(t);
      expect(await t.app.jobs.runDue()).toBe(1);

      expect(smtp.received).toHaveLength(0);
      expect(await mailRow(t, id)).toMatchObject({ status: 'queued', sent_at: null });
      expect((await mailRow(t, id)).last_error).toMatch(/451|Try again later/);
      expect((await jobRows(t))[0]).toMatchObject({ status: 'pending', attempts: 1 });

      smtp.refusing = false;
      t.clock.advance(BACKOFF_FIRST_MS - 1);
      expect(await t.app.jobs.runDue()).toBe(0);
      t.clock.advance(1);
      expect(await t.app.jobs.runDue()).toBe(1);

      expect(smtp.received).toHaveLength(1);
      expect(await mailRow(t, id)).toMatchObject({ status: 'sent', last_error: null });
      expect((await jobRows(t))[0]).toMatchObject({ status: 'done', attempts: 2 });
    });

    it('marks the mail failed when the last attempt fails, and the job is dead', async () => {
      smtp.refusing = true;
      const id = await queueConfirm(t);
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        expect(await t.app.jobs.runDue()).toBe(1);
        t.clock.advance(60 * 60_000);
      }
      expect(await t.app.jobs.runDue()).toBe(0);
      expect(smtp.received).toHaveLength(0);
      expect(await mailRow(t, id)).toMatchObject({ status: 'failed', sent_at: null });
      expect((await jobRows(t))[0]).toMatchObject({ status: 'dead', attempts: 3 });
    });

    it('does not send a mail twice when its job runs again', async () => {
      const id = await queueConfirm(t);
      await t.app.jobs.runDue();
      // A worker that crashed after sending and before recording the job runs it again.
      await t.app.db.updateTable('jobs').set({ status: 'pending', attempts: 1 }).execute();
      expect(await t.app.jobs.runDue()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      expect((await mailRow(t, id)).status).toBe('sent');
    });
  });

  describe(`mail delivery without SMTP on ${dialect}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(() => t.close());

    it('keeps the mail in the outbox for the local mailbox', async () => {
      const id = await queueConfirm(t);
      expect(await t.app.jobs.runDue()).toBe(1);
      const row = await mailRow(t, id);
      expect(row).toMatchObject({ status: 'kept', last_error: null });
      expect(new Date(row.sent_at!).toISOString()).toBe(t.clock.now().toISOString());
      expect((await jobRows(t))[0]).toMatchObject({ status: 'done' });
    });
  });
}
