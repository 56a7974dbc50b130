import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ALARM_ONE_CLICK_PATH } from '../../../../common/contracts/notifications/mail-settings.ts';
import { createTestApp, type TestApp, testDialects } from '../../../test/harness.ts';
import {
  body,
  call,
  createPost,
  createSignedInMember,
  insertMember,
  type Member,
  POSTS_TEST_ENV,
} from '../../posts/test-support.ts';
import { findDigest } from './repository.ts';
import { scheduleAlarmMails } from './schedule.ts';
import { sendDueAlarmMails } from './send.ts';
import { signUnsubscribeToken } from './token.ts';

const HOUR = 60 * 60 * 1000;

/** Runs the jobs that are due until none is left (fan-out, then the mails it schedules). */
async function drain(app: FastifyInstance): Promise<void> {
  for (let pass = 0; pass < 10; pass += 1) {
    if ((await app.jobs.runDue()) === 0) return;
  }
  throw new Error('jobs kept coming');
}

interface MailRow {
  id: number;
  to: string;
  template: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

async function mailsTo(app: FastifyInstance, member: Member): Promise<MailRow[]> {
  const rows = await app.db
    .selectFrom('mails')
    .select(['id', 'to_address', 'template', 'subject', 'html', 'text', 'headers'])
    .where('user_id', '=', member.id)
    .where('template', 'like', 'alarm%')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    template: row.template,
    subject: row.subject,
    html: row.html,
    text: row.text,
    headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : {},
  }));
}

const reply = async (app: FastifyInstance, member: Member, postId: number, text: string, parentId?: number) => {
  const response = await call(app, '/api/post/reply/add', { postId, content: `<p>${text}</p>`, parentId }, member);
  expect(response.statusCode, response.body).toBe(200);
  return body(response).data.id as number;
};

/** The token of a mail's List-Unsubscribe header (RFC 8058's one-click address). */
function headerToken(mail: MailRow): { url: URL; token: string } {
  const address = /^<(.+)>$/.exec(mail.headers['List-Unsubscribe'] ?? '')?.[1];
  if (!address) throw new Error('no List-Unsubscribe header');
  const url = new URL(address);
  return { url, token: url.searchParams.get('token')! };
}

const settings = (app: FastifyInstance, member: Member | null, extra: object = {}) =>
  call(app, '/api/user/get_alarm_mail_setting', extra, member);
const update = (app: FastifyInstance, member: Member | null, changes: object) =>
  call(app, '/api/user/update_alarm_mail_setting', changes, member);

for (const dialect of testDialects()) {
  describe(`notification e-mails on ${dialect}`, () => {
    let t: TestApp;
    let app: FastifyInstance;
    let count = 0;
    const member = (name: string, options: { admin?: boolean; lang?: 'ko' | 'en' | 'ja' } = {}) =>
      createSignedInMember(app, `${name}${(count += 1)}`, options);

    beforeAll(async () => {
      t = await createTestApp(dialect, {
        env: { ...POSTS_TEST_ENV, PUBLIC_URL: 'https://hearth.example', SITE_NAME: 'Hearth' },
      });
      app = t.app;
    });
    afterEach(async () => {
      // Each test starts an hour later: no digest of one test holds the next one's mails back.
      t.clock.advance(2 * HOUR);
      await drain(app);
    });
    afterAll(async () => {
      await t.close();
    });

    describe('each kind, in the recipient’s language', () => {
      it('a reply on my post (ko), with who, the title, the excerpt, the link and the unsubscribe footer', async () => {
        const author = await member('author', { lang: 'ko' });
        const replier = await member('replier', { lang: 'en' });
        const postId = await createPost(app, author, 'forum', { title: 'Sourdough at altitude' });
        const replyId = await reply(app, replier, postId, 'Try a longer proof.');
        await drain(app);

        const [mail, ...more] = await mailsTo(app, author);
        expect(more).toHaveLength(0);
        expect(mail).toMatchObject({ template: 'alarmReplyOnMyPost' });
        expect(mail!.subject).toBe(`[Hearth] ${replier.nickName}님이 내 글 "Sourdough at altitude"에 댓글을 남겼어요`);
        expect(mail!.html).toContain('Try a longer proof.');
        expect(mail!.html).toContain(`href="https://hearth.example/ko/post/${postId}#reply-${replyId}"`);
        expect(mail!.text).toContain('https://hearth.example/ko/alarm/unsubscribe?token=');
        expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
        expect(headerToken(mail!).url.origin + headerToken(mail!).url.pathname).toBe(
          `https://hearth.example${ALARM_ONE_CLICK_PATH}`,
        );
        // The replier is not told of their own reply.
        expect(await mailsTo(app, replier)).toHaveLength(0);
      });

      it('an answer to my reply (en)', async () => {
        const author = await member('author');
        const first = await member('first', { lang: 'en' });
        const second = await member('second', { lang: 'ja' });
        const postId = await createPost(app, author, 'forum', { title: 'Crumb structure' });
        const parentId = await reply(app, first, postId, 'Use more water.');
        await reply(app, second, postId, 'Agreed, about 75%.', parentId);
        await drain(app);

        const mails = await mailsTo(app, first);
        expect(mails.map((mail) => mail.template)).toEqual(['alarmReplyOnMyReply']);
        expect(mails[0]!.subject).toBe(`[Hearth] ${second.nickName} answered your reply on "Crumb structure"`);
        expect(mails[0]!.text).toContain('Agreed, about 75%.');
      });

      it('a reply on a post I follow (ja)', async () => {
        const author = await member('author');
        const follower = await member('follower', { lang: 'ja' });
        const replier = await member('replier');
        const postId = await createPost(app, author, 'forum', { title: 'Rye starters' });
        expect((await call(app, '/api/post/follow', { postId }, follower)).statusCode).toBe(200);
        await reply(app, replier, postId, 'Feed it twice a day.');
        await drain(app);

        const mails = await mailsTo(app, follower);
        expect(mails.map((mail) => mail.template)).toEqual(['alarmReplyOnFollowedPost']);
        expect(mails[0]!.subject).toBe('【Hearth】フォロー中の投稿「Rye starters」に新しいコメントがあります');
      });

      it('a new post of a member I follow (en)', async () => {
        const author = await member('author');
        const fan = await member('fan', { lang: 'en' });
        const follow = await call(app, '/api/user/follow', { followingUserInfoId: author.id, key: 'USER_FOLLOW' }, fan);
        expect(follow.statusCode, follow.body).toBe(200);
        const postId = await createPost(app, author, 'forum', { title: 'Baguette scoring' });
        await drain(app);

        const mails = await mailsTo(app, fan);
        expect(mails.map((mail) => mail.template)).toEqual(['alarmNewPostByFollowed']);
        expect(mails[0]!.subject).toBe(`[Hearth] ${author.nickName} published "Baguette scoring"`);
        expect(mails[0]!.html).toContain(`href="https://hearth.example/en/post/${postId}"`);
      });
    });

    it('sends nothing for a kind switched off, nor to administrators', async () => {
      const author = await member('author');
      const admin = await member('admin', { admin: true });
      const replier = await member('replier');
      expect((await update(app, author, { replyOnMyPost: false })).statusCode).toBe(200);
      const postId = await createPost(app, author);
      const adminPost = await createPost(app, admin);
      await reply(app, replier, postId, 'Hello');
      await reply(app, replier, adminPost, 'Hello');
      await drain(app);

      expect(await mailsTo(app, author)).toHaveLength(0);
      expect(await mailsTo(app, admin)).toHaveLength(0);
      expect(await findDigest(app.db, author.id, postId)).toBeUndefined();
      // The bell still has them: only the e-mail is off.
      const alarms = await app.db.selectFrom('alarms').select('key').where('user_id', '=', author.id).execute();
      expect(alarms.map((row) => row.key)).toEqual(['MY_POST_REPLY']);
    });

    it('mails at most once an hour per post: later events wait and come as one summary counting them', async () => {
      const author = await member('author', { lang: 'en' });
      const replier = await member('replier');
      const postId = await createPost(app, author, 'forum', { title: 'Oven spring' });

      await reply(app, replier, postId, 'First');
      await drain(app);
      expect((await mailsTo(app, author)).map((mail) => mail.template)).toEqual(['alarmReplyOnMyPost']);

      t.clock.advance(10 * 60 * 1000);
      await reply(app, replier, postId, 'Second');
      await drain(app);
      t.clock.advance(20 * 60 * 1000);
      await reply(app, replier, postId, 'Third');
      await drain(app);
      expect(await mailsTo(app, author)).toHaveLength(1);

      // 59 minutes after the first mail: still waiting.
      t.clock.advance(29 * 60 * 1000);
      await drain(app);
      expect(await mailsTo(app, author)).toHaveLength(1);

      t.clock.advance(60 * 1000);
      await drain(app);
      const mails = await mailsTo(app, author);
      expect(mails.map((mail) => mail.template)).toEqual(['alarmReplyOnMyPost', 'alarmDigest']);
      expect(mails[1]!.subject).toBe('[Hearth] 2 new replies on "Oven spring"');
      expect(await findDigest(app.db, author.id, postId)).toMatchObject({ pending: 0 });
    });

    it('reads the switch again when the summary is due: switched off meanwhile, nothing is sent', async () => {
      const author = await member('author');
      const replier = await member('replier');
      const postId = await createPost(app, author);
      await reply(app, replier, postId, 'First');
      await drain(app);
      await reply(app, replier, postId, 'Second');
      await drain(app);
      expect((await update(app, author, { replyOnMyPost: false })).statusCode).toBe(200);
      t.clock.advance(HOUR);
      await drain(app);
      expect((await mailsTo(app, author)).map((mail) => mail.template)).toEqual(['alarmReplyOnMyPost']);
    });

    it('takes a fan-out batch in a few statements: one job for all, mails written in steps', async () => {
      const author = await member('author');
      const postId = await createPost(app, author);
      const stamp = (count += 1);
      const followers: number[] = [];
      for (let n = 0; n < 220; n += 1) followers.push(await insertMember(app, `f${stamp}x${n}`));
      const jobsBefore = await app.db.selectFrom('jobs').select('id').where('type', '=', 'alarms.mail').execute();
      const delivery = {
        key: 'FOLLOW_USER_NEW_POST' as const,
        postId,
        replyId: null,
        actorId: author.id,
        at: t.clock.now().toISOString(),
        recipientIds: followers,
      };
      await app.services.transaction((trx) => scheduleAlarmMails(trx, app.services, delivery));
      const jobs = await app.db.selectFrom('jobs').select('id').where('type', '=', 'alarms.mail').execute();
      expect(jobs.length - jobsBefore.length).toBe(1);

      await sendDueAlarmMails({ ...app.services, sessionSecret: app.sessionSecret }, postId);
      const mails = await app.db
        .selectFrom('mails')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('template', '=', 'alarmNewPostByFollowed')
        .where('user_id', 'in', followers)
        .executeTakeFirstOrThrow();
      expect(Number(mails.count)).toBe(220);
      // A new post's mail quotes the post's own excerpt.
      const one = await app.db
        .selectFrom('mails')
        .select(['text', 'html'])
        .where('template', '=', 'alarmNewPostByFollowed')
        .where('user_id', '=', followers[0]!)
        .executeTakeFirstOrThrow();
      expect(one.text).toContain('How do you build a funnel report?');
      expect(one.html).toContain('How do you build a funnel report?');
      // Sending them through the outbox is the mail feature's, tested there.
      await app.db.deleteFrom('jobs').where('type', '=', 'mail.send').where('status', '=', 'pending').execute();
    });

    it('merges deliveries made at the same time into one digest and one scheduled mail', async () => {
      const author = await member('author');
      const reader = await member('reader');
      const postId = await createPost(app, author);
      const delivery = (replyId: number) => ({
        key: 'FOLLOW_POST_REPLY' as const,
        postId,
        replyId,
        actorId: author.id,
        at: t.clock.now().toISOString(),
        recipientIds: [reader.id],
      });
      const jobsBefore = await app.db.selectFrom('jobs').select('id').where('type', '=', 'alarms.mail').execute();
      await Promise.all(
        [1, 2, 3].map((replyId) =>
          app.services.transaction((trx) => scheduleAlarmMails(trx, app.services, delivery(replyId))),
        ),
      );
      expect(await findDigest(app.db, reader.id, postId)).toMatchObject({ pending: 3 });
      const jobs = await app.db.selectFrom('jobs').select('id').where('type', '=', 'alarms.mail').execute();
      expect(jobs.length - jobsBefore.length).toBe(1);
      await drain(app);
      expect((await mailsTo(app, reader)).map((mail) => mail.template)).toEqual(['alarmDigest']);
    });

    it('schedules a new job for a digest whose job died: it does not wait for ever', async () => {
      const author = await member('author');
      const replier = await member('replier');
      const postId = await createPost(app, author);
      await reply(app, replier, postId, 'First');
      await drain(app);
      await reply(app, replier, postId, 'Second');
      // The summary's job goes dead (its attempts spent) and never mails.
      await app.db.deleteFrom('jobs').where('type', '=', 'alarms.mail').where('status', '=', 'pending').execute();
      t.clock.advance(8 * HOUR);
      await drain(app);
      expect(await mailsTo(app, author)).toHaveLength(1);

      await reply(app, replier, postId, 'Third');
      await drain(app);
      const mails = await mailsTo(app, author);
      expect(mails.map((mail) => mail.template)).toEqual(['alarmReplyOnMyPost', 'alarmDigest']);
      expect(mails[1]!.subject).toContain('2');
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
