import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { createTestApp, type TestApp, testDialects } from '../../../test/harness.ts';
import { type PrivateRedis, privateRedisAvailable, startPrivateRedis } from '../../../test/private-redis.ts';
import {
  addPost,
  body,
  call,
  createPost,
  createSignedInMember,
  type Member,
  POSTS_TEST_ENV,
  postBody,
} from '../test-support.ts';

const SECONDS = 10;

interface Card {
  id: number;
  title: string;
  likeCount: number;
  replyCount: number;
  viewCount: number;
}

describe.each(testDialects())('kept post lists on %s', (dialect) => {
  let t: TestApp;
  let author: Member;
  let reader: Member;

  beforeEach(async () => {
    t = await createTestApp(dialect, { env: { ...POSTS_TEST_ENV, LIST_CACHE_SECONDS: String(SECONDS) } });
    author = await createSignedInMember(t.app, 'keeper');
    reader = await createSignedInMember(t.app, 'reader');
  });
  afterEach(() => t.close());

  const forum = async (request: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
    const response = await call(t.app, '/api/post/get_list', { type: 'forum', lang: 'ko', ...request }, null, headers);
    expect(response.statusCode, response.body).toBe(200);
    return { response, rows: body(response).data.rows as Card[] };
  };
  const card = async (id: number) => (await forum()).rows.find((row) => row.id === id);
  /** A change no service made, so no event clears the kept lists: only expiry shows it. */
  const retitleBehindTheServices = (id: number, title: string) =>
    sql`update posts set title = ${title} where id = ${id}`.execute(t.app.db);

  it('answers the same question from what it kept until LIST_CACHE_SECONDS have passed', async () => {
    const id = await createPost(t.app, author, 'forum', { title: 'First title' });
    const first = await forum();
    await retitleBehindTheServices(id, 'Second title');

    t.clock.advance(SECONDS * 1000 - 1);
    const kept = await forum();
    expect(kept.rows[0]!.title).toBe('First title');
    // The kept answer is the very text of the first one, as JSON.
    expect(kept.response.body).toBe(first.response.body);
    expect(kept.response.headers['content-type']).toBe('application/json; charset=utf-8');

    t.clock.advance(1);
    expect((await card(id))!.title).toBe('Second title');
  });

  it('keeps each question apart: language, body and grouping', async () => {
    const ko = await createPost(t.app, author, 'forum');
    const en = await createPost(t.app, author, 'forum', { postLang: 'en' });
    const story = await createPost(t.app, author, 'casestudy');
    expect((await forum()).rows.map((row) => row.id)).toEqual([ko]);
    expect((await forum({ lang: 'en' })).rows.map((row) => row.id)).toEqual([en]);
    // Without `lang` in the body, the request's language decides, and is part of the question.
    expect((await forum({ lang: undefined }, { 'accept-language': 'en' })).rows.map((row) => row.id)).toEqual([en]);
    expect((await forum({ type: 'casestudy' })).rows.map((row) => row.id)).toEqual([story]);
    expect((await forum({ pageNum: 2 })).rows).toEqual([]);
  });

  it('shows what members do through the calls at once: new posts, likes, replies, edits, deletes', async () => {
    const id = await createPost(t.app, author, 'forum');
    expect((await card(id))!.likeCount).toBe(0);

    const second = await createPost(t.app, author, 'forum');
    expect((await forum()).rows.map((row) => row.id)).toEqual([second, id]);

    expect((await call(t.app, '/api/post/like', { postId: id }, reader)).statusCode).toBe(200);
    expect((await card(id))!.likeCount).toBe(1);

    const reply = await call(t.app, '/api/post/reply/add', { postId: id, content: '<p>Answer</p>' }, reader);
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await card(id))!.replyCount).toBe(1);

    const { type: _type, ...fields } = await postBody(t.app, 'forum', { title: 'Edited title' });
    const edited = await call(t.app, '/api/post/edit', { id, ...fields }, author);
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await card(id))!.title).toBe('Edited title');

    expect((await call(t.app, '/api/post/delete', { id: second }, author)).statusCode).toBe(200);
    expect((await forum()).rows.map((row) => row.id)).toEqual([id]);
  });

  it('lets a view count lag until expiry: every read counts one, so views do not clear the lists', async () => {
    const id = await createPost(t.app, author, 'forum');
    expect((await card(id))!.viewCount).toBe(0);
    expect((await call(t.app, '/api/post/get_one', { id }, reader)).statusCode).toBe(200);
    expect((await card(id))!.viewCount).toBe(0);
    t.clock.advance(SECONDS * 1000);
    expect((await card(id))!.viewCount).toBe(1);
  });

  it("keeps and clears the home page's lists the same way", async () => {
    const blog = async () =>
      body(await call(t.app, '/api/post/get_blog_list', { lang: 'ko' })).data.casestudy.map(
        (row: { id: number }) => row.id,
      );
    const recommended = async () =>
      body(await call(t.app, '/api/post/get_recommand_list', { lang: 'ko' })).data.rows.map(
        (row: { id: number }) => row.id,
      );
    const story = await createPost(t.app, author, 'casestudy');
    expect(await blog()).toEqual([story]);
    expect(await recommended()).toEqual([story]);
    const next = await createPost(t.app, author, 'casestudy');
    expect(await blog()).toEqual([next, story]);
    expect(await recommended()).toEqual([next, story]);
  });
});

describe('lists without the cache (LIST_CACHE_SECONDS=0)', () => {
  it('reads the database for every question', async () => {
    const t = await createTestApp('sqlite', { env: { ...POSTS_TEST_ENV, LIST_CACHE_SECONDS: '0' } });
    try {
      const author = await createSignedInMember(t.app, 'nocache');
      const id = await createPost(t.app, author, 'forum', { title: 'Before' });
      const titles = async () =>
        body(await call(t.app, '/api/post/get_list', { type: 'forum', lang: 'ko' })).data.rows.map(
          (row: Card) => row.title,
        );
      expect(await titles()).toEqual(['Before']);
      await sql`update posts set title = ${'After'} where id = ${id}`.execute(t.app.db);
      expect(await titles()).toEqual(['After']);
      expect(t.app.postsContext.listCache.size).toBe(0);
    } finally {
      await t.close();
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(Boolean(redisUrl))('kept lists of two processes sharing Redis', () => {
  let t: TestApp;
  let other: FastifyInstance;

  beforeAll(async () => {
    // Kept for an hour: only the signal, not expiry, can make the other process read again.
    const env = { ...POSTS_TEST_ENV, LIST_CACHE_SECONDS: '3600', REDIS_URL: redisUrl as string };
    t = await createTestApp('sqlite', { env });
    other = await buildApp({ config: t.config, database: t.database, clock: t.clock, logger: { level: 'silent' } });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('shows a write made in one process in the lists the other process kept', async () => {
    const author = await createSignedInMember(t.app, 'sharer');
    const titles = async (app: FastifyInstance) =>
      body(await call(app, '/api/post/get_list', { type: 'forum', lang: 'ko' })).data.rows.map(
        (row: Card) => row.title,
      );
    // Written past the services, so that no signal is under way when the other process keeps it.
    const before = await addPost(t.app, author.id, { title: 'Before' });
    expect(await titles(other)).toEqual(['Before']);
    // Kept: a change past the services stays unseen in the other process.
    await sql`update posts set title = ${'Retitled'} where id = ${before}`.execute(t.app.db);
    expect(await titles(other)).toEqual(['Before']);

    await createPost(t.app, author, 'forum', { title: 'After' });
    // The signal arrives asynchronously; the other process reads again once it has.
    await expect.poll(() => titles(other), { timeout: 5000 }).toEqual(['After', 'Retitled']);
  });
});

describe.runIf(privateRedisAvailable())(
  'kept lists while the signals cannot arrive (a redis-server of the test’s own)',
  () => {
    let server: PrivateRedis;
    let t: TestApp;

    beforeAll(async () => {
      server = await startPrivateRedis();
      // Kept for an hour: only reading afresh, not expiry, can show a change.
      const env = { ...POSTS_TEST_ENV, LIST_CACHE_SECONDS: '3600', REDIS_URL: server.url };
      t = await createTestApp('sqlite', { env });
    });
    afterAll(async () => {
      await t.close();
      await server.close();
    });

    it('reads afresh while Redis is away, and drops what it kept before once it hears signals again', async () => {
      const author = await createSignedInMember(t.app, 'outage');
      const titles = async () =>
        body(await call(t.app, '/api/post/get_list', { type: 'forum', lang: 'ko' })).data.rows.map(
          (row: Card) => row.title,
        );
      const retitle = (id: number, title: string) =>
        sql`update posts set title = ${title} where id = ${id}`.execute(t.app.db);
      // Past the services: no event clears the lists, as with another process's write whose signal is lost.
      const id = await addPost(t.app, author.id, { title: 'Kept' });
      expect(await titles()).toEqual(['Kept']);
      await retitle(id, 'Unseen');
      expect(await titles()).toEqual(['Kept']);

      await server.kill();
      await expect.poll(() => t.app.broadcast.listening, { timeout: 2000 }).toBe(false);
      // Bypassed: each read is the database's, and none is kept.
      expect(await titles()).toEqual(['Unseen']);
      await retitle(id, 'During');
      expect(await titles()).toEqual(['During']);

      await server.start();
      await expect.poll(() => t.app.broadcast.listening, { timeout: 5000 }).toBe(true);
      await retitle(id, 'After');
      // What was kept before the outage ('Kept') is gone; this read is kept again.
      expect(await titles()).toEqual(['After']);
      await retitle(id, 'Behind');
      expect(await titles()).toEqual(['After']);
    });
  },
);
