import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../lib/transaction.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';
import { queueMail } from './service.ts';

for (const dialect of testDialects()) {
  describe(`the mail outbox on ${dialect}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, { env: { SITE_NAME: 'Crumb Club' } });
    });
    afterEach(async () => {
      await t.app.db.deleteFrom('jobs').execute();
      await t.app.db.deleteFrom('mails').execute();
    });
    afterAll(() => t.close());

    const queueReset = (db = t.app.db) =>
      queueMail(db, t.app, {
        to: 'baker@example.com',
        lang: 'ja',
        template: 'passwordReset',
        params: { nickName: 'パン職人', link: 'http://localhost:3000/ja/password/reset?token=t0k3n' },
      });

    it('stores the mail rendered in the recipient language, queued, with its mail.send job', async () => {
      const mailId = await inTransaction(t.app.db, t.app.bus, (trx) => queueReset(trx));

      const mail = await t.app.db.selectFrom('mails').selectAll().where('id', '=', mailId).executeTakeFirstOrThrow();
      expect(mail).toMatchObject({
        user_id: null,
        to_address: 'baker@example.com',
        lang: 'ja',
        template: 'passwordReset',
        subject: '【Crumb Club】パスワード再設定のご案内',
        status: 'queued',
        sent_at: null,
      });
      expect(new Date(mail.created_at).toISOString()).toBe(t.clock.now().toISOString());
      expect(mail.html).toContain('パン職人さん');
      expect(mail.text).toContain('http://localhost:3000/ja/password/reset?token=t0k3n');

      const jobs = await t.app.db.selectFrom('jobs').selectAll().execute();
      expect(jobs).toHaveLength(1);
      expect(jobs[0]).toMatchObject({ type: 'mail.send', status: 'pending' });
      expect(JSON.parse(jobs[0]!.payload)).toEqual({ mailId });
    });

    it('leaves neither a mail nor a job when the caller rolls back', async () => {
      await expect(
        inTransaction(t.app.db, t.app.bus, async (trx) => {
          await queueReset(trx);
          throw new Error('the action failed after queueing its mail');
        }),
      ).rejects.toThrow('the action failed');

      expect(await t.app.db.selectFrom('mails').selectAll().execute()).toEqual([]);
      expect(await t.app.db.selectFrom('jobs').selectAll().execute()).toEqual([]);
    });
  });
}
