import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Redis } from 'ioredis';
import { type DatabaseHandle, openPostgres, openSqlite } from '../../server/db/connection.ts';
import { systemClock } from '../../server/lib/clock.ts';
import { startSession } from '../../server/modules/accounts/sessions.ts';
import { EMPTY_DATA } from '../../server/modules/notifications/delivery.ts';
import { groupKeyOf, typeOf } from '../../server/modules/notifications/kinds.ts';
import { ALARMS_CHANNEL } from '../../server/modules/notifications/live/cross-process.ts';
import { ALARM_STREAM_PATH } from '../../server/modules/notifications/live/routes.ts';
import { deliverAlarm } from '../../server/modules/notifications/repository.ts';
import { findCategory, insertMember, POSTS_TEST_ENV } from '../../server/modules/posts/test-support.ts';
import { privateRedisAvailable, type PrivateRedis, startPrivateRedis } from '../../server/test/private-redis.ts';
import {
  type ServerProcess,
  startServerProcess,
  temporaryDataDir,
  temporaryPostgresDatabase,
  waitUntilReady,
} from '../../server/test/processes.ts';

/**
 * Issue 29 point 3's benchmark: STREAMS open bells on one server process (a real
 * `node server/main.ts`, API only, on 127.0.0.1; the clients in this process), on SQLite, and
 * on PostgreSQL when TEST_DATABASE_URL is set. It prints:
 *
 * - the server's RSS before and after the streams are open (goal: growth ≤ 100 MB);
 * - one `alarms.changed` naming every member, as another process sends it through Redis (a
 *   Redis of the benchmark's own), after a notification was stored for each: the time from
 *   the publish until each stream got its new state (goal: p99 ≤ 1 s);
 * - the same end to end: the members all follow one author, who writes a post; the fan-out job
 *   (500 per transaction) tells them. From the request to each stream's new state; includes
 *   the job worker's pick-up (it polls once a second).
 *
 * Bounded: each wait fails after DELIVERY_LIMIT_MS.
 */
const STREAMS = Number(process.env.BENCH_STREAMS ?? 2000);
const SECRET = 'bench-alarms-live-session-secret-0123456789';
const DELIVERY_LIMIT_MS = 60_000;
/** Streams opened at once while connecting them all. */
const OPEN_WAVE = 200;

interface Bell {
  /** Counts of the `alarms` states received, in order. */
  counts: number[];
  socket: http.ClientRequest;
  onState?: (count: number) => void;
}

function openBell(origin: string, token: string): Promise<Bell> {
  return new Promise((resolve, reject) => {
    const bell: Bell = { counts: [], socket: undefined as unknown as http.ClientRequest };
    const request = http.get(
      `${origin}${ALARM_STREAM_PATH}`,
      { agent: false, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`stream refused: ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (!block.includes('event: alarms')) continue;
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            const count = (JSON.parse(data!.slice('data: '.length)) as { count: number }).count;
            bell.counts.push(count);
            bell.onState?.(count);
          }
        });
        resolve(bell);
      },
    );
    request.on('error', reject);
    bell.socket = request;
  });
}

/** Resolves with each bell's milliseconds from `start` until it gets a state with `count`. */
function timesUntil(bells: Bell[], count: number, start: () => number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const times: number[] = new Array<number>(bells.length);
    let left = bells.length;
    const timer = setTimeout(
      () => reject(new Error(`${left} of ${bells.length} streams got no count ${count} in ${DELIVERY_LIMIT_MS} ms`)),
      DELIVERY_LIMIT_MS,
    );
    bells.forEach((bell, index) => {
      bell.onState = (received) => {
        if (received !== count || times[index] !== undefined) return;
        times[index] = performance.now() - start();
        left -= 1;
        if (left === 0) {
          clearTimeout(timer);
          resolve(times);
        }
      };
    });
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function printTimes(label: string, times: number[]): void {
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(
    `${label}: ${times.length} streams, p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1)!)}`,
  );
}

/**
 * The server's memory after a full garbage collection, asked through its inspector (started on
 * 127.0.0.1 only): what the open streams hold, not the garbage of opening them, which RSS also
 * counts until the collector runs.
 */
async function collectedMemory(server: ServerProcess): Promise<{ rss: number; heap: number }> {
  const address = /ws:\/\/127\.0\.0\.1:\d+\/[\w-]+/.exec(server.output())?.[0];
  if (!address) throw new Error('the server did not start its inspector');
  const socket = new WebSocket(address);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let next = 0;
  const send = (method: string, params: object = {}) =>
    new Promise<{ result?: { result?: { value?: string } } }>((resolve) => {
      const id = ++next;
      const onMessage = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as { id?: number };
        if (message.id !== id) return;
        socket.removeEventListener('message', onMessage);
        resolve(message as { result?: { result?: { value?: string } } });
      };
      socket.addEventListener('message', onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  await send('HeapProfiler.collectGarbage');
  await send('HeapProfiler.collectGarbage');
  const answer = await send('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())' });
  socket.close();
  const usage = JSON.parse(answer.result!.result!.value!) as { rss: number; heapUsed: number };
  return { rss: usage.rss / 1048576, heap: usage.heapUsed / 1048576 };
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

async function request(origin: string, url: string, payload: object, token: string): Promise<unknown> {
  const response = await fetch(`${origin}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(payload),
  });
  const answer = (await response.json()) as { data?: unknown };
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.data;
}

async function run(label: string, databaseUrl: string | undefined, redis: PrivateRedis | undefined): Promise<void> {
  const data = temporaryDataDir('hearth-bench-alarms-');
  let server: ServerProcess | undefined;
  let handle: DatabaseHandle | undefined;
  const bells: Bell[] = [];
  try {
    server = startServerProcess({
      ...POSTS_TEST_ENV,
      DATA_DIR: data.dir,
      DEMO_DATA: 'off',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      SESSION_SECRET: SECRET,
      NODE_OPTIONS: '--inspect=127.0.0.1:0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(redis ? { REDIS_URL: redis.url } : {}),
    });
    const origin = await waitUntilReady(server);
    handle = databaseUrl ? openPostgres(databaseUrl, 4) : openSqlite(path.join(data.dir, 'hearth.db'));
    const db = handle.db;
    const host = { db, clock: systemClock };

    const authorId = await insertMember(host, 'benchauthor');
    const author = (await startSession({ clock: systemClock, sessionSecret: SECRET }, db, authorId)).token;
    const members: { id: number; token: string }[] = [];
    for (let n = 0; n < STREAMS; n += 1) {
      const id = await insertMember(host, `bell${n}`);
      const login = await startSession({ clock: systemClock, sessionSecret: SECRET }, db, id);
      members.push({ id, token: login.token });
    }
    const now = new Date().toISOString();
    for (let start = 0; start < members.length; start += 500) {
      await db
        .insertInto('member_follows')
        .values(
          members
            .slice(start, start + 500)
            .map((member) => ({ follower_id: member.id, following_id: authorId, created_at: now })),
        )
        .execute();
    }

    const rssIdle = rssMb(server.child.pid!);
    // The members' first calls (sign-in checks, statements prepared, code compiled) are no cost
    // of the streams: each member asks its count once before the streams open.
    for (let start = 0; start < members.length; start += OPEN_WAVE) {
      await Promise.all(
        members
          .slice(start, start + OPEN_WAVE)
          .map((member) => request(origin, '/api/user/get_alarm_count', {}, member.token)),
      );
    }
    const collectedBefore = await collectedMemory(server);
    const opening = performance.now();
    for (let start = 0; start < members.length; start += OPEN_WAVE) {
      const wave = await Promise.all(
        members.slice(start, start + OPEN_WAVE).map((member) => openBell(origin, member.token)),
      );
      bells.push(...wave);
    }
    // Every stream's first state.
    const firstStates = bells.filter((bell) => bell.counts.length === 0);
    if (firstStates.length > 0) await timesUntil(firstStates, 0, () => opening);
    const openedMs = performance.now() - opening;
    const rssOpen = rssMb(server.child.pid!);
    console.log(`${label}: ${STREAMS} streams open with their first state in ${openedMs.toFixed(0)} ms`);
    console.log(
      `${label}: server RSS ${rssIdle.toFixed(0)} MB idle, ${rssOpen.toFixed(0)} MB with the streams open, garbage uncollected (+${(rssOpen - rssIdle).toFixed(0)} MB)`,
    );

    const collectedOpen = await collectedMemory(server);
    const perStream = (mb: number) => `${((mb * 1024) / STREAMS).toFixed(1)} KB per stream`;
    console.log(
      `${label}: after a full collection: RSS ${collectedBefore.rss.toFixed(0)} → ${collectedOpen.rss.toFixed(0)} MB (+${(collectedOpen.rss - collectedBefore.rss).toFixed(0)} MB, ${perStream(collectedOpen.rss - collectedBefore.rss)}), heap ${collectedBefore.heap.toFixed(0)} → ${collectedOpen.heap.toFixed(0)} MB (+${(collectedOpen.heap - collectedBefore.heap).toFixed(0)} MB, ${perStream(collectedOpen.heap - collectedBefore.heap)})`,
    );

    let expected = 0;
    if (redis) {
      // A notification for each, stored as another process would, then its event through Redis.
      const level = { ...EMPTY_DATA, level: 2 };
      const at = new Date().toISOString();
      await deliverAlarm(
        db,
        {
          type: typeOf('LEVEL_UP'),
          key: 'LEVEL_UP',
          groupKey: groupKeyOf('LEVEL_UP', level),
          actorId: null,
          postId: null,
          replyId: null,
          data: level,
          at,
        },
        members.map((member) => member.id),
        'keep',
      );
      expected += 1;
      const publisher = new Redis(redis.url);
      let published = 0;
      const arrived = timesUntil(bells, expected, () => published);
      published = performance.now();
      await publisher.publish(
        `hearth:data:${ALARMS_CHANNEL}`,
        `another-process\n${JSON.stringify({ userIds: members.map((member) => member.id) })}`,
      );
      printTimes(`${label}: one alarms.changed naming all, through Redis`, await arrived);
      publisher.disconnect();
    } else console.log(`${label}: no redis-server here: the event through Redis is not measured`);

    expected += 1;
    const category = await findCategory({ db }, 'forum');
    let sent = 0;
    const told = timesUntil(bells, expected, () => sent);
    sent = performance.now();
    await request(
      origin,
      '/api/post/add',
      {
        type: 'forum',
        postLang: 'ko',
        categoryId: category.id,
        title: 'For my followers',
        content: '<p>Hello</p>',
        tags: [],
        visibility: 'public',
      },
      author,
    );
    printTimes(
      `${label}: a post's fan-out to ${STREAMS} followers, request to state (job pick-up included)`,
      await told,
    );
    console.log(`${label}: server RSS after the deliveries ${rssMb(server.child.pid!).toFixed(0)} MB`);
  } finally {
    for (const bell of bells) bell.socket.destroy();
    await server?.stop(30_000);
    await handle?.close();
    data.remove();
  }
}

export async function alarmsLiveBenchmark(): Promise<void> {
  const redis = privateRedisAvailable() ? await startPrivateRedis() : undefined;
  try {
    await run('SQLite', undefined, redis);
    if (process.env.TEST_DATABASE_URL) {
      const database = await temporaryPostgresDatabase();
      try {
        await run('PostgreSQL', database.url, redis);
      } finally {
        await database.drop();
      }
    } else console.log('PostgreSQL: set TEST_DATABASE_URL to measure it');
  } finally {
    await redis?.close();
  }
}
