import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { type DatabaseHandle, openPostgres, openSqlite } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { ManualClock } from './lib/clock.ts';
import {
  body,
  call,
  createSignedInMember,
  type Member,
  postBody,
  POSTS_TEST_ENV,
} from './modules/posts/test-support.ts';
import { seedReferenceData } from './seed/reference.ts';
import { createRenderQueue } from './lib/render-queue.ts';
import { type DatabaseNotes, injectTransport, servePages } from './web.ts';
import { RouterContextProvider } from 'react-router';
import { ApiError, createApiClient } from '../web/lib/api.ts';
import { requestServices } from '../web/lib/request-context.ts';
import { loadListPage } from '../web/routes/post-list/post-list.server.ts';
import { loadPostPage } from '../web/routes/post/post.server.ts';
import { LogLines } from './test/outage-log.ts';
import { type PrivatePostgres, privatePostgresAvailable, startPrivatePostgres } from './test/private-postgres.ts';

/**
 * Issue 34 on PostgreSQL, as the review met it: members write while the server is stopped
 * (`pg_ctl stop -m fast`) and started again, on a cluster of the test's own; and a server that
 * takes the connection and never answers. What must hold: every call answers 200 or 503 with
 * Retry-After in the caller's language, never 500; the process serves again on its own once
 * the server is back; every acknowledged write is stored; the log has one warning and one
 * recovery line for the outage and no stack trace.
 */

/** Short bounds for the test: a hung server costs a request about this long. */
const TIMEOUTS = { connectTimeoutMs: 500, queryTimeoutMs: 500 };
/**
 * The bounds of the drills on a real server, which answers in milliseconds when up and refuses
 * at once when down. Longer than TIMEOUTS: on a machine loaded by the rest of the suite, a new
 * connection or a first query after the restart can take over 500 ms, which by the app's rules
 * is a short outage of its own with its own warning; CI once counted two warnings in the drill.
 */
const DRILL_TIMEOUTS = { connectTimeoutMs: 2000, queryTimeoutMs: 2000 };
/** The issue's bound on any answer during the drill; the test's bounds are a fraction of it. */
const SLOWEST_ANSWER_MS = 5000;

async function appOn(database: DatabaseHandle, log: LogLines): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/hearth-test',
    // Kept long: the lists kept before the outage must still be there during it.
    LIST_CACHE_SECONDS: '3600',
    ...POSTS_TEST_ENV,
  });
  const app = await buildApp({
    config,
    database,
    clock: new ManualClock(),
    logger: { level: 'info', stream: log.stream },
  });
  await app.ready();
  return app;
}

interface Answer {
  phase: string;
  status: number;
  code?: string;
  retryAfter?: string;
  ms: number;
}

function describeAnswer(response: LightMyRequestResponse, phase: string, ms: number): Answer {
  const parsed = response.headers['content-type']?.includes('json') ? body(response) : undefined;
  return {
    phase,
    status: response.statusCode,
    ...(parsed?.code ? { code: parsed.code as string } : {}),
    ...(response.headers['retry-after'] ? { retryAfter: String(response.headers['retry-after']) } : {}),
    ms,
  };
}

const BUSY_PAGE = fs.readFileSync(path.resolve(import.meta.dirname, '../public/busy.html'), 'utf8');

/**
 * The page route of server/web.ts with the pages' real loaders (the list page's and the post
 * page's, calling the API through app.inject as in production); only React's HTML is left out:
 * a page answers its loader's data as JSON, or, as React Router does when a loader throws, its
 * error page with status 500.
 */
async function pagesWithRealLoaders(app: FastifyInstance): Promise<void> {
  servePages(app, {
    queue: createRenderQueue({ concurrency: 1, maxWaiting: 16 }),
    busyPage: BUSY_PAGE,
    render: async (request) => {
      const setCookies: string[] = [];
      const database: DatabaseNotes = { unavailable: false, stale: false };
      const context = new RouterContextProvider();
      context.set(requestServices, {
        api: createApiClient(injectTransport(app, request, setCookies, database)),
        siteConfig: {
          siteName: 'Hearth',
          providerName: 'Hearth Analytics',
          sisterProductName: 'Hearth Heatmap',
          sisterProductUrl: 'https://heatmap.example.com',
          providerUrl: 'https://analytics.example.com',
          socialLinks: [],
        },
        marks: { issue: () => '', verify: () => false },
      });
      const url = new URL(request.url, 'http://hearth.test');
      const pageRequest = new Request(url);
      const post = /^\/ko\/post\/(\d+)$/.exec(url.pathname);
      try {
        const data = post
          ? await loadPostPage({ params: { lang: 'ko', id: post[1] }, context, request: pageRequest })
          : await loadListPage(context, pageRequest, 'ko', 'forum');
        return { response: Response.json(data), setCookies, database };
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return { response: new Response('<p>the error page</p>', { status: 500 }), setCookies, database };
      }
    },
  });
}

describe.runIf(privatePostgresAvailable())('a PostgreSQL outage (a cluster of the test’s own)', () => {
  let server: PrivatePostgres;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const log = new LogLines();
  let writer: Member;
  let reader: Member;
  let author: Member;

  beforeAll(async () => {
    server = await startPrivatePostgres();
    database = openPostgres(server.url, 4, DRILL_TIMEOUTS);
    await migrateToLatest(database.db);
    await seedReferenceData(database.db);
    app = await appOn(database, log);
    writer = await createSignedInMember(app, 'writer');
    reader = await createSignedInMember(app, 'reader');
    author = await createSignedInMember(app, 'author');
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await server?.close();
  });

  it('answers 503 with Retry-After while the server is stopped, serves again once it is back, and loses no acknowledged write', async () => {
    const answers: Answer[] = [];
    const stored: number[] = [];
    let phase = 'before';
    let running = true;
    let titles = 0;
    const payload = await postBody(app, 'forum');
    const firstPost = await call(app, '/api/post/add', { ...payload, title: 'The first post' }, author);
    const firstId = body(firstPost).data.id as number;

    /** Posts, replies and likes, one after another, recorded with the phase they were sent in. */
    const member = async (me: Member) => {
      for (let round = 0; running; round += 1) {
        const sentIn = phase;
        const started = performance.now();
        let response: LightMyRequestResponse;
        if (round % 3 === 0) {
          response = await call(app, '/api/post/add', { ...payload, title: `Outage post ${++titles}` }, me);
          if (response.statusCode === 200) stored.push(body(response).data.id as number);
        } else if (round % 3 === 1) {
          response = await call(app, '/api/post/reply/add', { postId: firstId, content: '<p>Still here</p>' }, me);
        } else {
          response = await call(app, '/api/post/like', { postId: firstId, value: round % 2 === 0 }, me);
        }
        answers.push(describeAnswer(response, sentIn, performance.now() - started));
        // Let the stop and start go on between calls that fail at once.
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const load = Promise.all([member(writer), member(reader)]);
    const answered = (inPhase: string, count: number) =>
      expect
        .poll(() => answers.filter((answer) => answer.phase === inPhase).length, { timeout: 10_000 })
        .toBeGreaterThanOrEqual(count);

    await answered('before', 10);
    phase = 'stopped';
    await server.stop();
    phase = 'down';
    await answered('down', 30);
    const readyDown = await app.inject({ method: 'GET', url: '/readyz' });
    const inEnglish = await app.inject({
      method: 'POST',
      url: '/api/post/add',
      payload: { ...payload, title: 'In English' },
      headers: { ...writer.headers, 'accept-language': 'en' },
    });
    phase = 'starting';
    await server.start();
    phase = 'back';
    await expect
      .poll(() => answers.filter((answer) => answer.phase === 'back' && answer.status === 200).length, {
        timeout: 10_000,
      })
      .toBeGreaterThanOrEqual(10);
    running = false;
    await load;

    const down = answers.filter((answer) => answer.phase === 'down');
    expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 503)).toEqual([]);
    expect(down.every((answer) => answer.status === 503)).toBe(true);
    expect(down.every((answer) => answer.code === 'SERVICE_UNAVAILABLE' && answer.retryAfter === '5')).toBe(true);
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(SLOWEST_ANSWER_MS);
    expect(readyDown.statusCode).toBe(503);
    expect([inEnglish.statusCode, inEnglish.headers['retry-after'], body(inEnglish).message]).toEqual([
      503,
      '5',
      'The service is temporarily unavailable.',
    ]);
    // Back on its own: no restart, every answer after the first success is a success.
    const back = answers.filter((answer) => answer.phase === 'back');
    expect(back.slice(back.findIndex((answer) => answer.status === 200)).every((answer) => answer.status === 200)).toBe(
      true,
    );
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

    // Every acknowledged post is stored, whole (its author's counter counts each).
    const rows = await app.db.selectFrom('posts').select('id').where('id', 'in', stored).execute();
    expect(rows.length).toBe(stored.length);
    expect(stored.length).toBeGreaterThan(0);

    expect(log.warnings.length).toBe(1);
    expect(log.warnings[0]).toMatchObject({ level: 40 });
    expect(log.recoveries.length).toBe(1);
    expect(log.errors).toEqual([]);
  });

  it('pages during the outage: a list page from the kept list, marked not fresh; a post page answers the busy page with 503', async () => {
    const clock = new ManualClock();
    const [warningsBefore, recoveriesBefore] = [log.warnings.length, log.recoveries.length];
    const pages = await buildApp({
      config: app.config,
      database,
      clock,
      logger: { level: 'info', stream: log.stream },
      web: pagesWithRealLoaders,
    });
    await pages.ready();
    try {
      const postId = body(
        await call(app, '/api/post/add', { ...(await postBody(app)), title: 'Kept in the list' }, author),
      ).data.id as number;
      const fresh = await pages.inject({ method: 'GET', url: '/ko/forum/list' });
      expect(fresh.statusCode).toBe(200);
      expect(fresh.headers['x-hearth-stale']).toBeUndefined();
      const keptTitles = fresh.json().page.rows.map((row: { title: string }) => row.title);
      expect(keptTitles).toContain('Kept in the list');
      expect((await pages.inject({ method: 'GET', url: `/ko/post/${postId}` })).statusCode).toBe(200);

      // The kept answers are past their lifetime: only the outage may serve them now.
      clock.advance(2 * 3600 * 1000);
      await server.stop();
      try {
        const list = await pages.inject({ method: 'GET', url: '/ko/forum/list' });
        expect([list.statusCode, list.headers['x-hearth-stale'], list.headers['cache-control']]).toEqual([
          200,
          'database-unavailable',
          'no-store',
        ]);
        expect(list.json().page.rows.map((row: { title: string }) => row.title)).toEqual(keptTitles);
        // A list question nobody asked before the outage has nothing kept: 503.
        const call = await pages.inject({
          method: 'POST',
          url: '/api/post/get_list',
          payload: { lang: 'ko', type: 'forum', sort: 'new', pageNum: 1, pageSize: 7 },
        });
        expect([call.statusCode, call.headers['x-hearth-stale']]).toEqual([503, undefined]);

        const page = await pages.inject({ method: 'GET', url: `/ko/post/${postId}` });
        expect([page.statusCode, page.headers['retry-after'], page.headers['cache-control']]).toEqual([
          503,
          '5',
          'no-store',
        ]);
        expect(page.body).toBe(BUSY_PAGE);
      } finally {
        await server.start();
      }
      await expect
        .poll(async () => (await pages.inject({ method: 'GET', url: `/ko/post/${postId}` })).statusCode)
        .toBe(200);
      const after = await pages.inject({ method: 'GET', url: '/ko/forum/list' });
      expect([after.statusCode, after.headers['x-hearth-stale']]).toEqual([200, undefined]);
      expect(log.warnings.length - warningsBefore).toBe(1);
      expect(log.recoveries.length - recoveriesBefore).toBe(1);
      expect(log.errors).toEqual([]);
    } finally {
      await pages.close();
    }
  });
});

/** A listener on loopback that accepts connections and never says a word: a hung server. */
async function silentListener(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const listener = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  return {
    port: (listener.address() as net.AddressInfo).port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    },
  };
}

describe('a PostgreSQL server that takes the connection and never answers', () => {
  it('is given up on within the connect timeout: 503 with Retry-After, readiness 503, one warning, and the app closes promptly', async () => {
    const hung = await silentListener();
    const log = new LogLines();
    const database = openPostgres(`postgres://postgres@127.0.0.1:${hung.port}/hearth`, 2, TIMEOUTS);
    const app = await appOn(database, log);
    try {
      const timed = async (url: string) => {
        const started = performance.now();
        const response = await app.inject({ method: 'POST', url, payload: { lang: 'ko' } });
        return { response, ms: performance.now() - started };
      };
      const list = await timed('/api/admin/code/get_list');
      expect([list.response.statusCode, list.response.headers['retry-after'], body(list.response).code]).toEqual([
        503,
        '5',
        'SERVICE_UNAVAILABLE',
      ]);
      // The connect timeout (500 ms here) and nothing like an unbounded wait.
      expect(list.ms).toBeGreaterThanOrEqual(TIMEOUTS.connectTimeoutMs - 50);
      expect(list.ms).toBeLessThan(TIMEOUTS.connectTimeoutMs + 1500);
      const again = await timed('/api/admin/code/get_list');
      expect(again.response.statusCode).toBe(503);
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
      expect(log.warnings.length).toBe(1);
      expect(log.warnings[0]?.reason).toMatch(/timeout/);
      expect(log.errors).toEqual([]);
    } finally {
      const started = performance.now();
      await app.close();
      await database.close();
      // What a SIGTERM does after the requests (server/main.ts): bounded by the same timeouts.
      expect(performance.now() - started).toBeLessThan(TIMEOUTS.connectTimeoutMs + 1500);
      await hung.close();
    }
  });
});

/** What a post writes, counted: a refused post must leave every count as it was. */
async function rowCounts(app: FastifyInstance) {
  const count = async (table: 'posts' | 'keywords' | 'post_keywords') =>
    Number(
      (
        await app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { posts: await count('posts'), keywords: await count('keywords'), postKeywords: await count('post_keywords') };
}

describe('SQLite that cannot take a write', () => {
  let dir: string;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const log = new LogLines();
  let writer: Member;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-sqlite-outage-'));
    // A lock held past this is an outage; short here to keep the test quick.
    database = openSqlite(path.join(dir, 'hearth.db'), { busyTimeoutMs: 200 });
    await migrateToLatest(database.db);
    await seedReferenceData(database.db);
    app = await appOn(database, log);
    writer = await createSignedInMember(app, 'sqlite-writer');
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const addPost = async (title: string) =>
    call(
      app,
      '/api/post/add',
      await postBody(app, 'forum', {
        title,
        tags: [`outage-${title.length}`, 'drill'],
        content: `<p>${'x'.repeat(20_000)}</p>`,
      }),
      writer,
    );

  it('full (max_page_count): 503 with Retry-After, nothing half-stored, and the next write after room is made succeeds', async () => {
    expect((await addPost('Before the disk filled')).statusCode).toBe(200);
    const before = await rowCounts(app);
    const { page_count: pages } = (await sql<{ page_count: number }>`pragma page_count`.execute(app.db)).rows[0]!;
    await sql.raw(`pragma max_page_count = ${pages}`).execute(app.db);
    try {
      for (const title of ['Full 1', 'Full 2', 'Full 3']) {
        const refused = await addPost(title);
        expect([refused.statusCode, refused.headers['retry-after'], body(refused).code]).toEqual([
          503,
          '5',
          'SERVICE_UNAVAILABLE',
        ]);
      }
      expect(await rowCounts(app)).toEqual(before);
      // Reads go on: the file is full, not gone.
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await sql.raw('pragma max_page_count = 1073741823').execute(app.db);
    }
    expect((await addPost('After room was made')).statusCode).toBe(200);
    expect((await rowCounts(app)).posts).toBe(before.posts + 1);
    // Over once writes have gone unrefused for a second (a full file still takes some writes).
    await expect
      .poll(async () => (await addPost('Later')).statusCode === 200 && log.recoveries.length, { timeout: 5000 })
      .toBe(1);
    expect(log.warnings.map((line) => line.reason)).toEqual([expect.stringMatching(/^SQLITE_FULL/)]);
    expect(log.errors).toEqual([]);
  });

  it('locked by another process past busy_timeout: 503 with Retry-After, nothing half-stored, and served again once the lock is gone', async () => {
    const other = new SqliteDatabase(path.join(dir, 'hearth.db'));
    const before = await rowCounts(app);
    const [warningsBefore, recoveriesBefore] = [log.warnings.length, log.recoveries.length];
    other.exec('begin immediate');
    try {
      const started = performance.now();
      const refused = await addPost('While locked');
      expect([refused.statusCode, refused.headers['retry-after'], body(refused).code]).toEqual([
        503,
        '5',
        'SERVICE_UNAVAILABLE',
      ]);
      expect(performance.now() - started).toBeLessThan(SLOWEST_ANSWER_MS);
      expect(await rowCounts(app)).toEqual(before);
    } finally {
      other.exec('rollback');
      other.close();
    }
    expect((await addPost('After the lock')).statusCode).toBe(200);
    await expect
      .poll(async () => (await addPost('Later')).statusCode === 200 && log.recoveries.length - recoveriesBefore, {
        timeout: 5000,
      })
      .toBe(1);
    expect(log.warnings.slice(warningsBefore).map((line) => line.reason)).toEqual([
      expect.stringMatching(/^SQLITE_BUSY/),
    ]);
    expect(log.errors).toEqual([]);
  });
});
