import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALARM_ONE_CLICK_PATH } from '../../../../common/contracts/notifications/mail-settings.ts';
import { type TestApp, testDialects } from '../../../test/harness.ts';
import { call, createPost, insertMember } from '../../posts/test-support.ts';
import { findDigest } from './repository.ts';
import { scheduleAlarmMails } from './schedule.ts';
import { sendDueAlarmMails } from './send.ts';
import { drain, headerToken, HOUR, mailSite, mailsTo, reply, update } from './test-support.ts';

for (const dialect of testDialects()) {
  describe(`notification e-mails on ${dialect}`, () => {
    const site = mailSite(dialect);
    const member = site.member;
    let t: TestApp;
    let app: FastifyInstance;
    beforeAll(() => {
      t = site.t;
      app = site.app;
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
      // The author's id keeps the followers' nicknames apart from any other test's.
      const stamp = author.id;
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
  });
}
