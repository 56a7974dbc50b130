import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { createTestApp, type TestApp, testDialects } from '../../../test/harness.ts';
import { json, post } from '../../accounts/test-support.ts';
import { ABUSE_KINDS } from './abuse-limits.ts';
import { createSignedInMember, addPost, postCounts, type Member } from '../test-support.ts';

const SECOND = 1000;

/** A leaf category of the forum: what /api/post/add accepts. */
async function leafCategoryId(app: FastifyInstance): Promise<number> {
  const row = await app.db
    .selectFrom('categories as c')
    .select('c.id')
    .where('c.grouping_type', '=', 'forum')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('categories as child').select('child.id').whereRef('child.parent_id', '=', 'c.id'))),
    )
    .orderBy('c.id')
    .executeTakeFirstOrThrow();
  return row.id;
}

for (const dialect of testDialects()) {
  describe(`P17 rate limits (${dialect})`, () => {
    let t: TestApp;
    let author: Member;
    let postId: number;
    let categoryId: number;

    // The defaults of DECISIONS P17: 10 posts and replies, 30 likes, bookmarks and follows in 5 minutes.
    beforeAll(async () => {
      t = await createTestApp(dialect);
      author = await createSignedInMember(t.app, 'author');
      postId = await addPost(t.app, author.id);
      categoryId = await leafCategoryId(t.app);
    });
    afterAll(async () => {
      await t.close();
    });

    const replyCountOf = async (member: Member) =>
      (await t.app.db.selectFrom('replies').select('id').where('user_id', '=', member.id).execute()).length;

    it('posts and replies count together: ten pass, the eleventh is refused with Retry-After in the reader’s language, storing nothing', async () => {
      const writer = await createSignedInMember(t.app, 'writer');
      const write = (lang?: string) =>
        post(
          t.app,
          '/api/post/add',
          {
            type: 'forum',
            postLang: 'ko',
            categoryId,
            title: 'A question',
            content: '<p>How?</p>',
            visibility: 'public',
            ...(lang ? { lang } : {}),
          },
          writer.headers,
        );
      const reply = (lang?: string) =>
        post(
          t.app,
          '/api/post/reply/add',
          { postId, content: '<p>answer</p>', ...(lang ? { lang } : {}) },
          writer.headers,
        );

      for (let i = 0; i < 5; i += 1) {
        expect((await write()).statusCode, `post ${i + 1}`).toBe(200);
        expect((await reply()).statusCode, `reply ${i + 1}`).toBe(200);
      }
      const refused = await reply();
      expect([refused.statusCode, json(refused).code, json(refused).message]).toEqual([
        429,
        'POST_REPLY_ABUSING',
        '짧은 시간에 글과 댓글을 너무 많이 작성했어요. 5분 후에 다시 시도해 주세요.',
      ]);
      expect(refused.headers['retry-after']).toBe('300');
      const inEnglish = await write('en');
      expect([inEnglish.statusCode, json(inEnglish).code, json(inEnglish).message]).toEqual([
        429,
        'POST_REPLY_ABUSING',
        'You have written too many posts and replies in a short time. Please take a 5-minute break.',
      ]);
      expect(json(await reply('ja')).message).toBe(
        '短時間に投稿とコメントが多すぎます。5分後にもう一度お試しください。',
      );

      expect(await replyCountOf(writer)).toBe(5);
      const posts = await t.app.db.selectFrom('posts').select('id').where('user_id', '=', writer.id).execute();
      expect(posts).toHaveLength(5);
      // Another member is not held back by this one's limit.
      const other = await createSignedInMember(t.app, 'other');
      expect(
        (await post(t.app, '/api/post/reply/add', { postId, content: '<p>hi</p>' }, other.headers)).statusCode,
      ).toBe(200);
    });

    it('the break lasts five minutes from the refusal, even after the counting window has ended', async () => {
      const writer = await createSignedInMember(t.app, 'patient');
      const reply = () => post(t.app, '/api/post/reply/add', { postId, content: '<p>again</p>' }, writer.headers);
      for (let i = 0; i < 10; i += 1) expect((await reply()).statusCode).toBe(200);
      t.clock.advance(200 * SECOND);
      const refused = await reply();
      expect([refused.statusCode, refused.headers['retry-after']]).toEqual([429, '300']);

      // 350 s after the first reply its counting window is over; the break (until 500 s) is not.
      t.clock.advance(150 * SECOND);
      const stillRefused = await reply();
      expect([stillRefused.statusCode, json(stillRefused).code]).toEqual([429, 'POST_REPLY_ABUSING']);
      expect(stillRefused.headers['retry-after']).toBe('150');
      t.clock.advance(149 * SECOND);
      const lastSecond = await reply();
      expect([lastSecond.statusCode, lastSecond.headers['retry-after']]).toEqual([429, '1']);
      expect(await replyCountOf(writer)).toBe(10);

      t.clock.advance(1 * SECOND);
      expect((await reply()).statusCode).toBe(200);
      expect(await replyCountOf(writer)).toBe(11);
    });

    const pressLimits = [
      { kind: 'like', url: '/api/post/like', counter: 'like_count', table: 'post_likes' },
      { kind: 'bookmark', url: '/api/post/bookmark', counter: 'bookmark_count', table: 'post_bookmarks' },
      { kind: 'follow', url: '/api/post/follow', counter: 'follow_count', table: 'post_follows' },
    ] as const;

    for (const { kind, url, counter, table } of pressLimits) {
      it(`${ABUSE_KINDS[kind]} at the 31st ${kind} in five minutes, toggles included; others unaffected`, async () => {
        const target = await addPost(t.app, author.id);
        const presser = await createSignedInMember(t.app, `${kind}er`);
        const neighbour = await createSignedInMember(t.app, `${kind}nb`);
        for (let i = 0; i < 30; i += 1) {
          const response = await post(t.app, url, { postId: target }, presser.headers);
          expect(response.statusCode, `${kind} ${i + 1}`).toBe(200);
        }
        // Thirty toggles end where they started; the refused 31st would have turned it on.
        const refused = await post(t.app, url, { postId: target, lang: 'en' }, presser.headers);
        expect([refused.statusCode, json(refused).code]).toEqual([429, ABUSE_KINDS[kind]]);
        expect(json(refused).message).toMatch(/5-minute break/);
        expect(Number(refused.headers['retry-after'])).toBe(300);
        expect((await postCounts(t.app, target))[counter]).toBe(0);
        const rows = await t.app.db.selectFrom(table).select('user_id').where('post_id', '=', target).execute();
        expect(rows).toEqual([]);

        expect(json(await post(t.app, url, { postId: target }, neighbour.headers)).success).toBe(true);
        expect((await postCounts(t.app, target))[counter]).toBe(1);
      });
    }

    it('likes of posts and of replies share one limit', async () => {
      const presser = await createSignedInMember(t.app, 'mixed');
      const target = await addPost(t.app, author.id);
      const replied = json(
        await post(t.app, '/api/post/reply/add', { postId: target, content: '<p>like me</p>' }, author.headers),
      ).data;
      for (let i = 0; i < 15; i += 1) {
        expect((await post(t.app, '/api/post/like', { postId: target }, presser.headers)).statusCode).toBe(200);
        expect((await post(t.app, '/api/post/reply/like', { replyId: replied.id }, presser.headers)).statusCode).toBe(
          200,
        );
      }
      const refused = await post(t.app, '/api/post/reply/like', { replyId: replied.id }, presser.headers);
      expect([refused.statusCode, json(refused).code]).toEqual([429, 'LIKE_ABUSING']);
      const reply = await t.app.db
        .selectFrom('replies')
        .select('like_count')
        .where('id', '=', replied.id)
        .executeTakeFirstOrThrow();
      // Fifteen toggles left it liked; the refused sixteenth did not take the like back.
      expect(reply.like_count).toBe(1);
      // A different limit is not spent by likes.
      expect((await post(t.app, '/api/post/bookmark', { postId: target }, presser.headers)).statusCode).toBe(200);
    });
  });
}

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(Boolean(redisUrl))('P17 rate limits across app instances sharing Redis and a database', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let presser: Member;
  let author: Member;

  beforeAll(async () => {
    // One session secret, so that a token of one instance is valid on the other.
    const env = { REDIS_URL: redisUrl as string, SESSION_SECRET: 'shared-test-secret-of-two-instances-000' };
    t = await createTestApp('sqlite', { env });
    second = await buildApp({ config: t.config, database: t.database, clock: t.clock, logger: { level: 'silent' } });
    await second.ready();
    author = await createSignedInMember(t.app, 'author');
    presser = await createSignedInMember(t.app, 'presser');
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('counts one member’s likes on both instances together', async () => {
    expect(t.app.redis).not.toBeNull();
    expect(second.redis).not.toBeNull();
    const target = await addPost(t.app, author.id);
    for (let i = 0; i < 30; i += 1) {
      const app = i % 2 === 0 ? t.app : second;
      expect((await post(app, '/api/post/like', { postId: target }, presser.headers)).statusCode).toBe(200);
    }
    for (const app of [t.app, second]) {
      const refused = await post(app, '/api/post/like', { postId: target }, presser.headers);
      expect([refused.statusCode, json(refused).code]).toEqual([429, 'LIKE_ABUSING']);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(300);
    }
    expect((await postCounts(t.app, target)).like_count).toBe(0);
    // The count is the database's (ADR 0017), shared by both: one past the limit marks the break.
    const counter = await t.app.db
      .selectFrom('rate_limit_counters')
      .select('count')
      .where('key', 'like', `%like:${presser.id}`)
      .executeTakeFirstOrThrow();
    expect(counter.count).toBe(31);
  });
});
