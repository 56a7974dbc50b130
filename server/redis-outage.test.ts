import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { createMember, signIn } from './modules/accounts/test-support.ts';
import { body, call, postBody, POSTS_TEST_ENV } from './modules/posts/test-support.ts';
import { createTestApp, type TestApp, testDialects } from './test/harness.ts';
import { type PrivateRedis, privateRedisAvailable, startPrivateRedis } from './test/private-redis.ts';

/**
 * Issue 23 items 2 and 3, as an operator meets them: two processes (two buildApp() on one
 * database: two clients as far as Redis is concerned) under a mixed load of members signing
 * in, posting, replying, liking and reading lists, while their Redis dies, or stops answering,
 * and comes back.
 *
 * What must hold (the issue's words): members keep reading and writing, degraded and said so:
 * no 500, no answer slower than 1 s (a generous bound on purpose: the issue demands it as
 * behaviour, and an answer held by Redis would take 10 s), /readyz reports degraded; after
 * Redis returns both processes report ready and each shows the other's posts at once, not
 * after the lists' lifetime (an hour here).
 */

/**
 * The issue's bound: no answer slower than 1 s during an outage. A loaded machine can make an
 * answer that slow with Redis healthy (a sign-in hashes a password; CI runs this beside the
 * type check and the build), so the bound grows to twice the slowest answer of the healthy
 * phase before it when that was slower than half of it: what it catches is a request Redis
 * holds (one took 10 s before issue 23), not the machine's load.
 */
const SLOWEST_ANSWER_MS = 1000;
const boundAfter = (healthySlowestMs: number) => Math.max(SLOWEST_ANSWER_MS, 2 * healthySlowestMs);
/** Answers of the load taken while Redis is away, at least, before it comes back. */
const ANSWERS_DURING_OUTAGE = 60;
/**
 * Members calling at once. Two keep both processes busy without turning the test into a CPU
 * benchmark: on this 2-core machine shared with other work, more concurrent password hashes
 * made sign-ins slower than the bound with Redis healthy.
 */
const WORKERS = 2;

interface Answer {
  call: string;
  process: 'A' | 'B';
  phase: string;
  status: number;
  ms: number;
  code?: string;
}

interface Writer {
  email: string;
  token: string;
  /** Posts of this member, for the other one to reply to and like. */
  posts: number[];
}

describe.runIf(privateRedisAvailable())('a Redis outage under load, two processes (issue 23)', () => {
  describe.each(testDialects('api'))('on %s', (dialect) => {
    let redis: PrivateRedis;
    let t: TestApp;
    let a: FastifyInstance;
    let b: FastifyInstance;
    const answers: Answer[] = [];
    let phase = 'before';
    let writers: [Writer, Writer];
    let titleCount = 0;

    beforeAll(async () => {
      redis = await startPrivateRedis();
      const env = {
        ...POSTS_TEST_ENV,
        REDIS_URL: redis.url,
        // Kept an hour: only a signal, or a drop after missed ones, can show another's write.
        LIST_CACHE_SECONDS: '3600',
        // Every member of the load signs in from 127.0.0.1, many times.
        LOGIN_MAX_ATTEMPTS_PER_IP: '100000',
        // One secret for both processes, as a deployment shares it: a token of one works on the other.
        SESSION_SECRET: 'redis-outage-test-secret-of-both-processes',
      };
      t = await createTestApp(dialect, { env });
      a = t.app;
      b = await buildApp({ config: t.config, database: t.database, clock: t.clock, logger: { level: 'silent' } });
      await b.ready();
      const member = async (name: string, app: FastifyInstance): Promise<Writer> => {
        const email = `${name}@outage.example.com`;
        await createMember(app, { email, nickName: name });
        return { email, token: (await signIn(app, email)).token, posts: [] };
      };
      writers = [await member('alpha', a), await member('beta', b)];
      // Once through every call on both, unrecorded: the first calls compile and prepare
      // what all later ones reuse, which is no part of an outage.
      phase = 'warm-up';
      for (const process of ['A', 'B'] as const) {
        for (const operation of operations) await operation(process, writers[0], writers[1]);
        for (const operation of operations) await operation(process, writers[1], writers[0]);
      }
      phase = 'before';
    });
    afterAll(async () => {
      await b?.close();
      await t?.close();
      await redis?.close();
    });

    /** One call, timed and recorded with the phase it was made in. */
    const timedCall = async (
      name: string,
      process: 'A' | 'B',
      send: () => Promise<LightMyRequestResponse>,
    ): Promise<LightMyRequestResponse> => {
      const started = performance.now();
      const response = await send();
      const answer: Answer = {
        call: name,
        process,
        phase,
        status: response.statusCode,
        ms: performance.now() - started,
      };
      if (response.statusCode !== 200) answer.code = body(response).code;
      answers.push(answer);
      return response;
    };
    const appOf = (process: 'A' | 'B') => (process === 'A' ? a : b);
    const bearer = (writer: Writer) => ({ authorization: `Bearer ${writer.token}` });

    /** Adds a post as `writer` through `process`; its id, or undefined when refused. */
    const addPost = async (process: 'A' | 'B', writer: Writer, title = `Post ${++titleCount}`) => {
      const app = appOf(process);
      const response = await timedCall('post/add', process, async () =>
        app.inject({
          method: 'POST',
          url: '/api/post/add',
          payload: await postBody(app, 'forum', { title }),
          headers: bearer(writer),
        }),
      );
      if (response.statusCode !== 200) return undefined;
      const id = body(response).data.id as number;
      writer.posts.push(id);
      return id;
    };
    const listTitles = async (process: 'A' | 'B') => {
      const response = await timedCall('post/get_list', process, () =>
        call(appOf(process), '/api/post/get_list', { type: 'forum', lang: 'ko' }),
      );
      return response.statusCode === 200
        ? (body(response).data.rows as Array<{ title: string }>).map((r) => r.title)
        : [];
    };
    const readyz = async (process: 'A' | 'B') => {
      const response = await timedCall('readyz', process, () =>
        appOf(process).inject({ method: 'GET', url: '/readyz' }),
      );
      return { statusCode: response.statusCode, ...(response.json() as { status: string; redis?: string }) };
    };

    /** Each worker goes round the calls a member makes, on A and B in turn. */
    const operations: Array<(process: 'A' | 'B', me: Writer, other: Writer) => Promise<unknown>> = [
      async (process, me) => {
        const response = await timedCall('user/signin', process, () =>
          appOf(process).inject({
            method: 'POST',
            url: '/api/user/signin',
            payload: { userId: me.email, password: 'secret-pass' },
          }),
        );
        if (response.statusCode === 200) me.token = body(response).data.token as string;
      },
      (process, me) => addPost(process, me),
      async (process, me, other) => {
        const postId = other.posts.at(-1);
        if (postId === undefined) return;
        await timedCall('post/reply/add', process, () =>
          call(appOf(process), '/api/post/reply/add', { postId, content: '<p>Still here</p>' }, null, bearer(me)),
        );
      },
      async (process, me, other) => {
        const postId = other.posts.at(-1);
        if (postId === undefined) return;
        await timedCall('post/like', process, () =>
          call(appOf(process), '/api/post/like', { postId, value: true }, null, bearer(me)),
        );
      },
      (process) => listTitles(process),
    ];

    /** Runs the load until `stop()`; resolves once every worker has finished its last call. */
    const startLoad = () => {
      let running = true;
      const worker = async (index: number) => {
        const me = writers[index % 2]!;
        const other = writers[(index + 1) % 2]!;
        for (let round = 0; running; round += 1) {
          const process = (round + index) % 2 === 0 ? 'A' : 'B';
          await operations[(round + index) % operations.length]!(process, me, other);
        }
      };
      const done = Promise.all(Array.from({ length: WORKERS }, (_, index) => worker(index)));
      return {
        async stop() {
          running = false;
          await done;
        },
      };
    };

    const answersIn = (name: string) => answers.filter((answer) => answer.phase === name);
    const untilAnswersIn = (name: string, count: number) =>
      expect.poll(() => answersIn(name).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(count);
    const untilBothAre = async (status: string) => {
      for (const process of ['A', 'B'] as const) {
        await expect.poll(async () => (await readyz(process)).status, { timeout: 10_000 }).toBe(status);
      }
    };

    /** Counts by call and status, for the failure message and the log. */
    const summary = (list: Answer[]) => {
      const counts: Record<string, number> = {};
      for (const { call: name, status, code } of list) {
        const key = `${name} ${status}${code ? ` ${code}` : ''}`;
        counts[key] = (counts[key] ?? 0) + 1;
      }
      const slowest = Math.max(0, ...list.map((answer) => answer.ms));
      return { counts, slowest: Math.round(slowest) };
    };

    const expectServedWell = (name: string, healthy: string) => {
      const list = answersIn(name);
      const { counts, slowest } = summary(list);
      const bound = boundAfter(summary(answersIn(healthy)).slowest);
      console.info(`${dialect}, ${name}: ${list.length} answers, slowest ${slowest} ms (bound ${bound} ms)`, counts);
      const described = (answers: Answer[]) =>
        answers.map((answer) => `${answer.call} on ${answer.process}: ${answer.status} in ${Math.round(answer.ms)} ms`);
      // Never a 500: a call that cannot be served is 503 with Retry-After.
      expect(described(list.filter((answer) => answer.status >= 500 && answer.status !== 503))).toEqual([]);
      // Never held: the issue's bound, generous on purpose (an answer Redis held took 10 s).
      expect(described(list.filter((answer) => answer.ms >= bound))).toEqual([]);
      expect(described(list.filter((answer) => answer.status !== 200))).toEqual([]);
    };

    /**
     * A drop after missed signals, on its own: B keeps a list, A posts while B cannot hear it,
     * and right after both are ready again B's list shows the post, without waiting for any
     * signal (a kept list would otherwise hide it for the hour).
     */
    const expectNoMissedPostAfter = async (outage: { begin(): Promise<void>; end(): Promise<void> }) => {
      await listTitles('B');
      await outage.begin();
      await expect.poll(() => b.broadcast.listening, { timeout: 5000 }).toBe(false);
      const title = `Written while B was deaf ${++titleCount}`;
      expect(await addPost('A', writers[0], title)).toBeDefined();
      await outage.end();
      await untilBothAre('ready');
      expect((await listTitles('B'))[0]).toBe(title);
    };

    /** After Redis is back: a post on one process is in the other's list within a signal's way. */
    const expectSignalsFlowBothWays = async () => {
      for (const [writer, reader] of [
        ['A', 'B'],
        ['B', 'A'],
      ] as const) {
        await listTitles(reader); // kept, so that only a signal can show the next post
        const title = `Written on ${writer} after the outage ${++titleCount}`;
        expect(await addPost(writer, writers[writer === 'A' ? 0 : 1], title)).toBeDefined();
        await expect.poll(async () => (await listTitles(reader))[0], { timeout: 1000 }).toBe(title);
      }
    };

    it('serves every call when Redis dies under load and comes back, and keeps both processes’ lists right', async () => {
      expect((await readyz('A')).status).toBe('ready');
      const load = startLoad();
      try {
        await untilAnswersIn('before', 40);
        phase = 'killed';
        await redis.kill();
        await untilBothAre('degraded');
        await untilAnswersIn('killed', ANSWERS_DURING_OUTAGE);
        phase = 'restarted';
        await redis.start();
        await untilBothAre('ready');
        await untilAnswersIn('restarted', 40);
      } finally {
        await load.stop();
      }
      phase = 'checks';
      for (const name of ['before', 'killed', 'restarted']) expectServedWell(name, 'before');
      expect(answersIn('killed').filter((answer) => answer.call === 'readyz')).toContainEqual(
        expect.objectContaining({ status: 200 }),
      );

      await expectSignalsFlowBothWays();
      await expectNoMissedPostAfter({ begin: () => redis.kill(), end: () => redis.start() });
      expectServedWell('checks', 'before');
    }, 120_000);

    it('serves every call when Redis stops answering (SIGSTOP) under load, and after it goes on', async () => {
      await untilBothAre('ready');
      phase = 'before the pause';
      const load = startLoad();
      try {
        await untilAnswersIn('before the pause', 40);
        phase = 'paused';
        redis.pause();
        await untilBothAre('degraded');
        await untilAnswersIn('paused', ANSWERS_DURING_OUTAGE);
        phase = 'resumed';
        redis.resume();
        await untilBothAre('ready');
        await untilAnswersIn('resumed', 40);
      } finally {
        redis.resume();
        await load.stop();
      }
      phase = 'checks after pause';
      for (const name of ['before the pause', 'paused', 'resumed']) expectServedWell(name, 'before the pause');

      await expectSignalsFlowBothWays();
      await expectNoMissedPostAfter({ begin: async () => redis.pause(), end: async () => redis.resume() });
      expectServedWell('checks after pause', 'before the pause');
    }, 120_000);
  });
});
