import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPostgres } from '../../../db/connection.ts';
import { systemClock } from '../../../lib/clock.ts';
import { testDialects } from '../../../test/harness.ts';
import { type PrivateRedis, privateRedisAvailable, startPrivateRedis } from '../../../test/private-redis.ts';
import {
  type ServerProcess,
  startServerProcess,
  temporaryDataDir,
  temporaryPostgresDatabase,
  waitUntilReady,
} from '../../../test/processes.ts';
import { startSession } from '../../accounts/sessions.ts';
import { findCategory, insertMember, POSTS_TEST_ENV } from '../../posts/test-support.ts';
import { ALARM_STREAM_PATH } from './routes.ts';
import { openSse, type SseClient, within } from './test-support.ts';

/**
 * Issue 29 point 3 across processes: two real server processes on one PostgreSQL database
 * and a Redis of the test's own. A member's bell open on process A hears what happens on
 * process B; while Redis is away the stream says it is degraded (the client polls), and once
 * Redis is back it is sent the state it missed, the same as get_alarm_count answers.
 */
const SECRET = 'live-bell-processes-shared-secret-000000000';

interface ProcessMember {
  id: number;
  headers: Record<string, string>;
}

// Without PostgreSQL (TEST_DATABASE_URL) the inner suite would be empty, which vitest refuses.
describe.runIf(privateRedisAvailable() && testDialects().includes('postgres'))(
  'the live bell across two processes',
  () => {
    describe.each(testDialects().filter((dialect) => dialect === 'postgres'))('on %s and Redis', () => {
      let redis: PrivateRedis;
      let database: Awaited<ReturnType<typeof temporaryPostgresDatabase>>;
      let data: ReturnType<typeof temporaryDataDir>;
      let handle: DatabaseHandle;
      let servers: ServerProcess[];
      let origins: string[];
      const clients: SseClient[] = [];
      let names = 0;

      beforeAll(async () => {
        redis = await startPrivateRedis();
        database = await temporaryPostgresDatabase();
        data = temporaryDataDir('hearth-live-');
        const env = {
          ...POSTS_TEST_ENV,
          DATA_DIR: data.dir,
          DEMO_DATA: 'off',
          ADMIN_EMAIL: '',
          ADMIN_PASSWORD: '',
          SESSION_SECRET: SECRET,
          DATABASE_URL: database.url,
          REDIS_URL: redis.url,
        };
        // One first, so that the migrations and the seed are done once.
        servers = [startServerProcess(env)];
        origins = [await waitUntilReady(servers[0]!)];
        servers.push(startServerProcess(env));
        origins.push(await waitUntilReady(servers[1]!));
        handle = openPostgres(database.url, 2);
      }, 180_000);
      afterAll(async () => {
        for (const client of clients) client.close();
        for (const server of servers ?? []) if (server.child.exitCode === null) server.child.kill('SIGKILL');
        await Promise.all((servers ?? []).map((server) => server.exited));
        await handle?.close();
        await database?.drop();
        data?.remove();
        await redis?.close();
      });

      const member = async (): Promise<ProcessMember> => {
        const id = await insertMember({ db: handle.db, clock: systemClock }, `liveproc${++names}`);
        const login = await startSession({ clock: systemClock, sessionSecret: SECRET }, handle.db, id);
        return { id, headers: { authorization: `Bearer ${login.token}` } };
      };
      const post = async (origin: string, url: string, payload: object, who: ProcessMember) => {
        const response = await fetch(`${origin}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...who.headers },
          body: JSON.stringify(payload),
        });
        const answer = (await response.json()) as { success: boolean; data?: unknown };
        if (response.status !== 200) throw new Error(`${url}: ${response.status} ${JSON.stringify(answer)}`);
        return answer.data;
      };
      const writePost = async (origin: string, who: ProcessMember) => {
        const category = await findCategory({ db: handle.db }, 'forum');
        const added = (await post(
          origin,
          '/api/post/add',
          {
            type: 'forum',
            postLang: 'ko',
            categoryId: category.id,
            title: 'A post to answer',
            content: '<p>Answer it</p>',
            tags: [],
            visibility: 'public',
          },
          who,
        )) as { id: number };
        return added.id;
      };
      const reply = (origin: string, who: ProcessMember, postId: number) =>
        post(origin, '/api/post/reply/add', { postId, content: '<p>x</p>' }, who);
      const connect = async (origin: string, who: ProcessMember) => {
        const client = await openSse(`${origin}${ALARM_STREAM_PATH}`, who.headers);
        clients.push(client);
        expect(client.response.status).toBe(200);
        return client;
      };
      const [A, B] = [0, 1];

      it('tells a bell open on process A of a reply made on process B', async () => {
        const author = await member();
        const replier = await member();
        const postId = await writePost(origin(B), author);
        const stream = await connect(origin(A), author);
        await stream.waitForState((state) => state.count === 0, { timeoutMs: 5000 });
        const from = stream.frames.length;
        await reply(origin(B), replier, postId);
        expect(await stream.waitForState((state) => state.count === 1, { from, timeoutMs: 2000 })).toMatchObject({
          count: 1,
          unread: 1,
        });
      });

      it('says degraded while Redis is away, and sends the missed state once it is back', async () => {
        const author = await member();
        const replier = await member();
        const postId = await writePost(origin(B), author);
        const stream = await connect(origin(A), author);
        await stream.waitForState((state) => state.count === 0, { timeoutMs: 5000 });

        await redis.kill();
        const degraded = await stream.waitFor((frame) => frame.event === 'degraded', {
          timeoutMs: 5000,
          what: 'degraded event',
        });
        expect(JSON.parse(degraded.data!)).toEqual({ pollMs: 10_000 });
        // A bell opened during the outage is told at once too, after its state.
        const late = await connect(origin(A), author);
        await late.waitFor((frame) => frame.event === 'degraded', { timeoutMs: 5000, what: 'degraded event' });
        expect(late.frames.findIndex((frame) => frame.event === 'alarms')).toBeLessThan(
          late.frames.findIndex((frame) => frame.event === 'degraded'),
        );

        // Members go on writing meanwhile (ADR 0018); process A cannot hear of it.
        await reply(origin(B), replier, postId);
        await reply(origin(B), await member(), postId);

        const restartedAt = stream.frames.length;
        await redis.start();
        const expected = (await post(origin(A), '/api/user/get_alarm_count', {}, author)) as number;
        expect(expected).toBe(2);
        for (const bell of [stream, late]) {
          const from = bell === stream ? restartedAt : 0;
          await bell.waitForState((state) => state.count === expected, { from, timeoutMs: 10_000 });
        }
      });

      it('stops gracefully with bells open: the streams end and the process exits at once', async () => {
        const author = await member();
        const stream = await connect(origin(B), author);
        await stream.waitForState(() => true, { timeoutMs: 5000 });
        const exit = await within(servers[B]!.stop(), 10_000, 'process B stops');
        expect(exit).toEqual({ code: 0, signal: null });
        await within(stream.ended, 2000, 'the stream ends');
      });

      function origin(index: number): string {
        return origins[index]!;
      }
    });
  },
);
