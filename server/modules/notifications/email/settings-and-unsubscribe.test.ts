import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALARM_ONE_CLICK_PATH } from '../../../../common/contracts/notifications/mail-settings.ts';
import { type TestApp, testDialects } from '../../../test/harness.ts';
import { body, call, createPost } from '../../posts/test-support.ts';
import { signUnsubscribeToken } from './token.ts';
import { drain, headerToken, mailSite, mailsTo, reply, settings, update } from './test-support.ts';

for (const dialect of testDialects()) {
  describe(`notification e-mail settings and unsubscribe links on ${dialect}`, () => {
    const site = mailSite(dialect);
    const member = site.member;
    let t: TestApp;
    let app: FastifyInstance;
    beforeAll(() => {
      t = site.t;
      app = site.app;
    });

    describe('the settings calls', () => {
      it('answers every switch on by default, and a partial update changes only what it names', async () => {
        const me = await member('me');
        expect(body(await settings(app, me)).data).toEqual({
          replyOnMyPost: true,
          replyOnMyReply: true,
          replyOnFollowedPost: true,
          newPostByFollowed: true,
          marketing: false,
        });
        const answer = await update(app, me, { replyOnMyReply: false, newPostByFollowed: false, userInfoId: me.id });
        expect(answer.statusCode).toBe(200);
        expect(body(answer).data).toMatchObject({
          replyOnMyReply: false,
          newPostByFollowed: false,
          replyOnMyPost: true,
        });
        expect(body(await update(app, me, { replyOnMyReply: true })).data).toMatchObject({
          replyOnMyReply: true,
          newPostByFollowed: false,
        });
      });

      it('switches the marketing consent as My Zone’s settings do: its date and its proof mail', async () => {
        const me = await member('me');
        expect(body(await update(app, me, { marketing: true })).data.marketing).toBe(true);
        const user = await app.db
          .selectFrom('users')
          .select('agree_marketing_at')
          .where('id', '=', me.id)
          .executeTakeFirstOrThrow();
        expect(new Date(user.agree_marketing_at!).toISOString()).toBe(t.clock.now().toISOString());
        const proofs = await app.db
          .selectFrom('mails')
          .select('template')
          .where('user_id', '=', me.id)
          .where('template', '=', 'marketingConsent')
          .execute();
        expect(proofs).toHaveLength(1);
        expect(body(await update(app, me, { marketing: false })).data.marketing).toBe(false);
        expect(body(await settings(app, me)).data.marketing).toBe(false);
      });

      it('refuses wrong types (400), another member (403), visitors (401) and administrators (403)', async () => {
        const me = await member('me');
        const other = await member('other');
        const admin = await member('admin', { admin: true });
        const wrong = await update(app, me, { replyOnMyPost: 'no' });
        expect(wrong.statusCode).toBe(400);
        expect(body(wrong).code).toBe('VALIDATION_FAILED');
        expect((await update(app, me, { unknownSwitch: true })).statusCode).toBe(400);
        expect((await settings(app, me, { userInfoId: 'me' })).statusCode).toBe(400);
        expect((await settings(app, me, { userInfoId: other.id })).statusCode).toBe(403);
        expect((await update(app, me, { userInfoId: other.id, replyOnMyPost: false })).statusCode).toBe(403);
        expect((await settings(app, null)).statusCode).toBe(401);
        expect((await update(app, null, { replyOnMyPost: false })).statusCode).toBe(401);
        expect((await settings(app, admin)).statusCode).toBe(403);
        expect(body(await settings(app, other)).data.replyOnMyPost).toBe(true);
      });
    });

    describe('unsubscribe links', () => {
      async function mailedMember() {
        const author = await member('author');
        const replier = await member('replier');
        const postId = await createPost(app, author);
        await reply(app, replier, postId, 'Hello');
        await drain(app);
        const [mail] = await mailsTo(app, author);
        return { author, mail: mail! };
      }

      it('the footer’s token shows what it stops, then switches it off signed out', async () => {
        const { author, mail } = await mailedMember();
        const token = decodeURIComponent(/alarm\/unsubscribe\?token=([^"\s&]+)/.exec(mail.text)![1]!);
        const preview = await call(app, '/api/alarm/unsubscribe_preview', { token });
        expect(body(preview).data).toEqual({ kind: 'replyOnMyPost', on: true });
        // Previewing switches nothing.
        expect(body(await settings(app, author)).data.replyOnMyPost).toBe(true);

        const done = await call(app, '/api/alarm/unsubscribe', { token });
        expect(done.statusCode).toBe(200);
        expect(body(done).data).toEqual({ kind: 'replyOnMyPost' });
        expect(body(await call(app, '/api/alarm/unsubscribe', { token })).data).toEqual({ kind: 'replyOnMyPost' });
        expect(body(await settings(app, author)).data).toMatchObject({ replyOnMyPost: false, replyOnMyReply: true });
      });

      it('the List-Unsubscribe address takes RFC 8058’s one-click POST, form-encoded, and sends a GET to the page', async () => {
        const { author, mail } = await mailedMember();
        const { url } = headerToken(mail);
        const path = `${url.pathname}${url.search}`;

        const opened = await app.inject({ method: 'GET', url: path });
        expect(opened.statusCode).toBe(303);
        expect(opened.headers.location).toMatch(/^\/ko\/alarm\/unsubscribe\?token=/);
        expect(body(await settings(app, author)).data.replyOnMyPost).toBe(true);

        const json = await app.inject({ method: 'POST', url: path, payload: { 'List-Unsubscribe': 'One-Click' } });
        expect(json.statusCode).toBe(400);

        const oneClick = await app.inject({
          method: 'POST',
          url: path,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        });
        expect(oneClick.statusCode, oneClick.body).toBe(200);
        expect(body(oneClick).data).toEqual({ kind: 'replyOnMyPost' });
        expect(body(await settings(app, author)).data.replyOnMyPost).toBe(false);
      });

      it('refuses a forged or altered token with 400 LINK_INVALID and a message', async () => {
        const { author, mail } = await mailedMember();
        const { token } = headerToken(mail);
        const [id, , signature] = token.split('.');
        const forged = [
          `${id}.replyOnMyReply.${signature}`,
          `${Number(id) + 1}.replyOnMyPost.${signature}`,
          signUnsubscribeToken('another-secret-of-at-least-32-characters', {
            userId: author.id,
            kind: 'replyOnMyPost',
          }),
          `${id}.marketing.${signature}`,
          'garbage',
        ];
        for (const bad of forged) {
          for (const url of ['/api/alarm/unsubscribe', '/api/alarm/unsubscribe_preview']) {
            const answer = await call(app, url, { token: bad, lang: 'en' });
            expect(answer.statusCode, bad).toBe(400);
            expect(body(answer)).toMatchObject({
              code: 'LINK_INVALID',
              message: 'This link is not valid or has already been used.',
            });
          }
          const oneClick = await app.inject({
            method: 'POST',
            url: `${ALARM_ONE_CLICK_PATH}?token=${encodeURIComponent(bad)}`,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: 'List-Unsubscribe=One-Click',
          });
          expect(oneClick.statusCode).toBe(400);
        }
        expect(body(await settings(app, author)).data.replyOnMyPost).toBe(true);
      });
    });
  });
}
