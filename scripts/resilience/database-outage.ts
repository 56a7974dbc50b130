import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'kysely';
import SqliteDatabase from 'better-sqlite3';
import { type DatabaseHandle, openPostgres, openSqlite } from '../../server/db/connection.ts';
import type { ServerProcess } from '../../server/test/processes.ts';
import { temporaryDataDir } from '../../server/test/processes.ts';
import { startPrivatePostgres } from '../../server/test/private-postgres.ts';
import { OUTAGE_ENDED, OUTAGE_WARNING } from '../../server/test/outage-log.ts';
import { allReady, type DrillStore, errorLines, type Recorder, startProcesses, stopAll } from './drill-site.ts';
import {
  type Answer,
  AnswerLog,
  forumCategory,
  type Member,
  readiness,
  send,
  signIn,
  signUpMember,
  tally,
  until,
} from './site-client.ts';
import path from 'node:path';

/**
 * Issue 34 as the review met it: members post, reply, like and read lists and pages on two
 * processes of the production build while their PostgreSQL is stopped (`pg_ctl stop -m fast`)
 * for about 4 s and started again, three times; then, on SQLite, a database that is full
 * (SQLITE_MAX_SIZE_MB, max_page_count underneath) and one whose write lock another process holds.
 *
 * What must hold: no 500 (a 503 always with Retry-After), every answer within 5 s, one warning
 * and one recovery line per outage and process, no other error line, no acknowledged write
 * lost (every acknowledged post and reply is stored, and the posts' reply counters equal their
 * rows), and a graceful stop (SIGTERM) during an outage still ends within its bound.
 */

/** The bound on any answer during the drill. */
export const SLOWEST_ANSWER_MS = 5000;
/** How long the database stays away in each round, as in the review. */
const OUTAGE_MS = 4000;
const ROUNDS = 3;
/** main.ts's own bound on a graceful stop. */
const SHUTDOWN_BOUND_MS = 25_000;

/** What the members were told was stored. */
interface Acknowledged {
  posts: number[];
  replies: number[];
}

interface Load {
  stop(): Promise<void>;
}

/** Each member goes round what a member does, on the processes in turn, until stopped. */
function startLoad(
  origins: string[],
  members: Member[],
  categoryId: number,
  log: AnswerLog,
  acknowledged: Acknowledged,
  postContent = '<p>Written during the database drill.</p>',
): Load {
  let running = true;
  let titles = 0;
  const lastSignIn = new Map<Member, number>();
  const operations: Array<(origin: string, me: Member, other: Member) => Promise<unknown>> = [
    async (origin, me) => {
      const answer = await send(origin, '/api/post/add', {
        body: {
          type: 'forum',
          postLang: 'ko',
          categoryId,
          title: `Database drill post ${++titles}`,
          content: postContent,
          tags: [],
          visibility: 'public',
        },
        token: me.token,
        address: me.address,
        log,
      });
      if (answer.status === 200) {
        acknowledged.posts.push(Number(answer.data?.id));
        me.posts.push(Number(answer.data?.id));
      }
    },
    async (origin, me, other) => {
      const postId = other.posts.at(-1);
      if (postId === undefined) return;
      const answer = await send(origin, '/api/post/reply/add', {
        body: { postId, content: '<p>Still here</p>' },
        token: me.token,
        address: me.address,
        log,
      });
      if (answer.status === 200) acknowledged.replies.push(Number(answer.data?.id));
    },
    async (origin, me, other) => {
      const postId = other.posts.at(-1);
      if (postId === undefined) return;
      await send(origin, '/api/post/like', {
        body: { postId, value: true },
        token: me.token,
        address: me.address,
        log,
      });
    },
    async (origin, me) => {
      // A member signs in now and then (a password hash: the heaviest call), at most every 3 s.
      if (Date.now() - (lastSignIn.get(me) ?? 0) < 3000) return;
      lastSignIn.set(me, Date.now());
      await signIn(origin, me, log);
    },
    (origin, me) =>
      send(origin, '/api/post/get_list', { body: { type: 'forum', lang: 'ko' }, address: me.address, log }),
    (origin, me) => send(origin, '/ko/forum/list', { address: me.address, log }),
    async (origin, me, other) => {
      const postId = other.posts.at(-1);
      if (postId !== undefined) await send(origin, `/ko/post/${postId}`, { address: me.address, log });
    },
  ];
  const worker = async (index: number) => {
    const me = members[index]!;
    const other = members[(index + 1) % members.length]!;
    for (let round = 0; running; round += 1) {
      const origin = origins[(round + index) % origins.length]!;
      await operations[(round + index) % operations.length]!(origin, me, other).catch((error: unknown) => {
        // The process did not answer at all (a refused connection): counted as a failure.
        log.push({ call: 'no answer', origin, status: 0, ms: 0, code: String(error) });
      });
    }
  };
  const done = Promise.all(members.map((_, index) => worker(index)));
  return {
    async stop() {
      running = false;
      await done;
    },
  };
}

/** The answers' figures: 500s, 503s without Retry-After, slowest, and the tally. */
function figures(answers: Answer[]) {
  const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  return {
    count: answers.length,
    fiveHundreds: answers.filter((answer) => answer.status >= 500 && answer.status !== 503).length,
    noAnswer: answers.filter((answer) => answer.status === 0).length,
    bare503: answers.filter((answer) => answer.status === 503 && !answer.retryAfter).length,
    slowest: Math.round(sorted.at(-1) ?? 0),
    p99: Math.round(sorted[Math.floor(sorted.length * 0.99)] ?? 0),
    tally: tally(answers),
  };
}

function judge(name: string, answers: Answer[], record: Recorder): void {
  const f = figures(answers);
  const pages = answers.filter((answer) => !answer.call.startsWith('/api/'));
  record(
    `${name}: 0 × 500, every 503 with Retry-After, slowest < ${SLOWEST_ANSWER_MS} ms`,
    f.fiveHundreds === 0 && f.noAnswer === 0 && f.bare503 === 0 && f.slowest < SLOWEST_ANSWER_MS,
    `${f.count} answers, ${f.fiveHundreds} × 500, ${f.noAnswer} unanswered, ${f.bare503} × 503 without Retry-After, ` +
      `p99 ${f.p99} ms, slowest ${f.slowest} ms; API ${tally(answers.filter((answer) => answer.call.startsWith('/api/')))}; ` +
      `pages ${tally(pages)}`,
  );
}

function storedWrites(answers: Answer[]): number {
  return answers.filter(
    (answer) => (answer.call === '/api/post/add' || answer.call === '/api/post/reply/add') && answer.status === 200,
  ).length;
}

/** Outage lines in each process's log: warnings and recoveries, and any other error line. */
function outageLines(processes: ServerProcess[]) {
  return processes.map((server) => {
    const lines = server.logs();
    return {
      warnings: lines.filter((line) => line.msg === OUTAGE_WARNING).length,
      recoveries: lines.filter((line) => OUTAGE_ENDED.test(line.msg)).length,
      stacks: lines.filter((line) => (line.err as { stack?: string } | undefined)?.stack !== undefined).length,
    };
  });
}

/** Every acknowledged write is stored, and the posts' reply counters equal their rows. */
async function writesLost(
  open: () => DatabaseHandle,
  acknowledged: Acknowledged,
): Promise<{ lost: number; counterMismatches: number; detail: string }> {
  const handle = open();
  try {
    const ids = async (table: 'posts' | 'replies', wanted: number[]) => {
      const found = new Set<number>();
      for (let start = 0; start < wanted.length; start += 500) {
        const rows = await handle.db
          .selectFrom(table)
          .select('id')
          .where('id', 'in', wanted.slice(start, start + 500))
          .execute();
        for (const row of rows) found.add(Number(row.id));
      }
      return wanted.filter((id) => !found.has(id)).length;
    };
    const lostPosts = acknowledged.posts.length > 0 ? await ids('posts', acknowledged.posts) : 0;
    const lostReplies = acknowledged.replies.length > 0 ? await ids('replies', acknowledged.replies) : 0;
    const { rows } = await sql<{ n: number }>`
      select count(*) as n from posts p
      where p.reply_count <> (select count(*) from replies r where r.post_id = p.id and r.deleted_at is null)`.execute(
      handle.db,
    );
    const counterMismatches = Number(rows[0]?.n ?? 0);
    return {
      lost: lostPosts + lostReplies,
      counterMismatches,
      detail:
        `${lostPosts} of ${acknowledged.posts.length} acknowledged posts and ${lostReplies} of ` +
        `${acknowledged.replies.length} acknowledged replies missing; ${counterMismatches} posts whose reply counter differs from its rows`,
    };
  } finally {
    await handle.close();
  }
}

async function membersOf(origins: string[], open: () => DatabaseHandle, prefix: string) {
  const handle = open();
  try {
    const members: Member[] = [];
    for (let n = 0; n < 4; n += 1) {
      members.push(
        await signUpMember(
          origins[n % origins.length]!,
          handle,
          `${prefix}${n}@drill.example`,
          `${prefix}${n}`,
          `10.3.0.${n + 1}`,
        ),
      );
    }
    return { members, categoryId: await forumCategory(handle) };
  } finally {
    await handle.close();
  }
}

const DRILL_ENV = {
  TRUST_PROXY: '127.0.0.1',
  ABUSE_MAX_POSTS_AND_REPLIES: '100000',
  ABUSE_MAX_LIKES: '100000',
  LOGIN_MAX_ATTEMPTS_PER_IP: '100000',
};

/** Stop and start a PostgreSQL of the drill's own, three rounds under the member load. */
export async function postgresOutage(record: Recorder): Promise<void> {
  const server = await startPrivatePostgres();
  const data = temporaryDataDir('hearth-drill-');
  const store: DrillStore = {
    dialect: 'postgres',
    env: { DATA_DIR: data.dir, DATABASE_URL: server.url },
    dataDir: data.dir,
    open: () => openPostgres(server.url, 2),
    remove: async () => data.remove(),
  };
  const processes = startProcesses(store, 2, DRILL_ENV);
  try {
    const origins = await allReady(processes);
    const { members, categoryId } = await membersOf(origins, store.open, 'pgdrill');
    const log = new AnswerLog();
    const acknowledged: Acknowledged = { posts: [], replies: [] };
    const load = startLoad(origins, members, categoryId, log, acknowledged);
    const readyAfter: number[] = [];
    const readyDuring = new Set<string>();
    try {
      log.phase = 'healthy';
      await delay(3000);
      for (let round = 1; round <= ROUNDS; round += 1) {
        log.phase = 'down';
        await server.stop();
        const back = Date.now() + OUTAGE_MS;
        while (Date.now() < back) {
          for (const origin of origins) readyDuring.add(String((await readiness(origin)).httpStatus));
          await delay(250);
        }
        log.phase = 'returning';
        await server.start();
        const started = performance.now();
        await until(async () => {
          const states = await Promise.all(origins.map((origin) => readiness(origin)));
          return states.every((state) => state.httpStatus === 200);
        }, 30_000);
        readyAfter.push(Math.round(performance.now() - started));
        log.phase = `after ${round}`;
        await delay(3000);
      }
    } finally {
      await load.stop();
    }
    judge('PostgreSQL stopped 3 × 4 s under load, all answers', log.answers, record);
    judge('PostgreSQL stopped: answers while it was away', log.in('down'), record);
    record(
      '/readyz while PostgreSQL is away, and after',
      [...readyDuring].every((status) => status === '503') && readyAfter.every((ms) => ms < 10_000),
      `during: ${[...readyDuring].join(', ')}; ready again ${readyAfter.join(', ')} ms after each start`,
    );
    const writesAfter = Array.from({ length: ROUNDS }, (_, n) => storedWrites(log.in(`after ${n + 1}`)));
    record(
      'writes succeed again after each start, without a restart of the processes',
      writesAfter.every((count) => count > 0),
      `posts and replies stored in the 3 s after each start: ${writesAfter.join(', ')}`,
    );
    const lines = outageLines(processes);
    record(
      'one warning and one recovery line per outage and process, no stack trace',
      lines.every((line) => line.warnings === ROUNDS && line.recoveries === ROUNDS && line.stacks === 0),
      lines
        .map(
          (line, n) =>
            `process ${n + 1}: ${line.warnings} warnings, ${line.recoveries} recoveries, ${line.stacks} stack traces`,
        )
        .join('; '),
    );
    const errors = errorLines(processes);
    record('no error line in either process’s log', errors.length === 0, errors.slice(0, 5).join(' | ') || 'none');
    const writes = await writesLost(store.open, acknowledged);
    record('acknowledged writes lost: 0', writes.lost === 0 && writes.counterMismatches === 0, writes.detail);

    // A graceful stop while the database is away: the requests in flight end within their
    // timeouts, and the process exits within main.ts's bound, cleanly.
    const stopLoad = startLoad(origins, members, categoryId, new AnswerLog(), { posts: [], replies: [] });
    await server.stop();
    await delay(1000);
    const started = performance.now();
    const stopping = stopAll(processes);
    const exits = await stopping;
    const stopMs = Math.round(performance.now() - started);
    await stopLoad.stop();
    await server.start();
    record(
      'SIGTERM during the outage ends within its bound',
      exits.every((exit) => exit.code === 0) && stopMs < SHUTDOWN_BOUND_MS,
      `both processes exited ${JSON.stringify(exits.map((exit) => exit.code))} ${stopMs} ms after SIGTERM (bound ${SHUTDOWN_BOUND_MS} ms)`,
    );
  } finally {
    await stopAll(processes);
    await server.close();
    await store.remove();
  }
}

/** Pads the database by about `megabytes` in a table of the drill's own, which it later empties to make room. */
async function pad(handle: DatabaseHandle, megabytes: number): Promise<void> {
  await sql`create table if not exists drill_padding (bytes blob)`.execute(handle.db);
  for (let n = 0; n < megabytes * 10; n += 1) {
    await sql`insert into drill_padding (bytes) values (randomblob(${100 * 1024}))`.execute(handle.db);
  }
}

async function sizeInMegabytes(handle: DatabaseHandle): Promise<number> {
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(handle.db);
  const pages = (await sql<{ page_count: number }>`pragma page_count`.execute(handle.db)).rows[0]!.page_count;
  const size = (await sql<{ page_size: number }>`pragma page_size`.execute(handle.db)).rows[0]!.page_size;
  return (pages * size) / (1024 * 1024);
}

/**
 * On SQLite: the database fills up (SQLITE_MAX_SIZE_MB, max_page_count underneath) under the
 * member load and the operator makes room; then another process holds its write lock for 4 s.
 * Reads go on in both; writes answer 503 with Retry-After until the database takes them again.
 */
export async function sqliteOutages(record: Recorder): Promise<void> {
  const data = temporaryDataDir('hearth-drill-');
  const file = path.join(data.dir, 'hearth.db');
  const store: DrillStore = {
    dialect: 'sqlite',
    env: { DATA_DIR: data.dir },
    dataDir: data.dir,
    open: () => openSqlite(file),
    remove: async () => data.remove(),
  };
  let processes = startProcesses(store, 1, DRILL_ENV);
  try {
    const first = await allReady(processes);
    const { members, categoryId } = await membersOf(first, store.open, 'sqlitedrill');
    await stopAll(processes);
    // The cap: what the database holds now, 3 MB of padding the operator will delete, and 1 MB
    // for the members' posts to fill.
    const handle = store.open();
    let capMb: number;
    try {
      await pad(handle, 3);
      capMb = Math.ceil(await sizeInMegabytes(handle)) + 1;
    } finally {
      await handle.close();
    }
    processes = startProcesses(store, 1, { ...DRILL_ENV, SQLITE_MAX_SIZE_MB: String(capMb) });
    const origins = await allReady(processes);
    const log = new AnswerLog();
    const acknowledged: Acknowledged = { posts: [], replies: [] };
    const bigPost = `<p>${'A post that takes room. '.repeat(1200)}</p>`;
    log.phase = 'filling';
    const load = startLoad(origins, members, categoryId, log, acknowledged, bigPost);
    let fullAfterMs = -1;
    let roomMadeAfterMs = -1;
    try {
      const started = performance.now();
      const full = await until(async () => log.in('filling').some((answer) => answer.status === 503), 60_000);
      fullAfterMs = full ? Math.round(performance.now() - started) : -1;
      log.phase = 'full';
      await delay(OUTAGE_MS);
      // The operator makes room (here: the padding goes; in life, old data or a larger cap).
      const operator = store.open();
      try {
        await sql`delete from drill_padding`.execute(operator.db);
      } finally {
        await operator.close();
      }
      log.phase = 'room made';
      const freed = performance.now();
      await until(async () => storedWrites(log.in('room made')) > 0, 10_000);
      roomMadeAfterMs = Math.round(performance.now() - freed);
      await delay(2000);

      log.phase = 'locked';
      const locker = new SqliteDatabase(file);
      try {
        locker.exec('begin immediate');
        await delay(OUTAGE_MS);
        locker.exec('rollback');
      } finally {
        locker.close();
      }
      log.phase = 'unlocked';
      await delay(3000);
    } finally {
      await load.stop();
    }
    judge('SQLite full (SQLITE_MAX_SIZE_MB), all answers while full', log.in('full'), record);
    // An answer is logged in the phase it ends in: those the lock held end after it.
    judge(
      'SQLite locked by another process for 4 s, and the answers it held',
      [...log.in('locked'), ...log.in('unlocked')],
      record,
    );
    const writes = (phase: string) => storedWrites(log.in(phase));
    const refusedPosts = log
      .in('full')
      .filter((answer) => answer.call === '/api/post/add' && answer.status === 503).length;
    const reads = (answers: Answer[]) =>
      tally(answers.filter((answer) => answer.call === '/api/post/get_list' || !answer.call.startsWith('/api/')));
    record(
      'SQLite writes succeed again once room is made and once the lock is gone',
      fullAfterMs >= 0 && refusedPosts > 0 && writes('room made') > 0 && writes('unlocked') > 0,
      `full ${fullAfterMs} ms into the load; while full ${refusedPosts} posts refused (503) and ${writes('full')} ` +
        `small writes (replies) still stored; the first write stored ${roomMadeAfterMs} ms after room was made; ` +
        `${writes('unlocked')} writes stored after the lock; reads while full: ${reads(log.in('full'))}`,
    );
    const lines = outageLines(processes);
    record(
      'SQLite: one warning and one recovery line per outage, no stack trace',
      lines.every((line) => line.warnings === 2 && line.recoveries === 2 && line.stacks === 0),
      lines
        .map((line) => `${line.warnings} warnings, ${line.recoveries} recoveries, ${line.stacks} stack traces`)
        .join('; '),
    );
    const errors = errorLines(processes);
    record('SQLite: no error line in the log', errors.length === 0, errors.slice(0, 5).join(' | ') || 'none');
    const lost = await writesLost(store.open, acknowledged);
    record('SQLite: acknowledged writes lost: 0', lost.lost === 0 && lost.counterMismatches === 0, lost.detail);
    const exits = await stopAll(processes);
    record(
      'SQLite: the process stops cleanly',
      exits.every((exit) => exit.code === 0),
      JSON.stringify(exits),
    );
  } finally {
    await stopAll(processes);
    await store.remove();
  }
}
