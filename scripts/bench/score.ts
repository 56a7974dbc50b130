import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { type Kysely, type KyselyPlugin, sql } from 'kysely';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { type DatabaseHandle, openPostgres, openSqlite } from '../../server/db/connection.ts';
import type { Database } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { startSession } from '../../server/modules/accounts/sessions.ts';
import { insertUser } from '../../server/modules/accounts/user-repository.ts';
import { seedReferenceData } from '../../server/seed/reference.ts';
import { databaseUrl, withAdmin } from '../../server/test/postgres-template.ts';
import { type LoadResult, load, printLoad } from './load.ts';

/**
 * Issue 28's benchmarks, on each database (a throw-away SQLite file in WAL mode as the app opens
 * it; a throw-away PostgreSQL database when DATABASE_URL or TEST_DATABASE_URL is set), the app
 * built in this process and driven over 127.0.0.1:
 *
 * - POST /api/post/like with its score rules (ADR 0027: the LIKE row, the member's total, past a
 *   post's 5th like the LIKE_POST_REPLY_5 milestone check) against the same like without them
 *   (`scoreRules: false`), same database, same data: goal ≥ 0.8×. Every request is a new
 *   (member, post) pair, so every one inserts a like;
 * - /api/user/get_top_user_list over 100,000 members and 1,000,000 ledger rows: goal p99 ≤ 20 ms.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LIKERS = 200;
// POSTS + 1 coprime with LIKERS (see likePairs); 140,000 pairs, more than all the runs use.
const POSTS = 700;
const AUTHORS = 50;
// Members whose likes are in place before the run: every measured like is a post's 6th or later.
const EARLY_LIKERS = 5;
const CONNECTIONS = 10;
const TOP_MEMBERS = 100_000;
const LEDGER_ROWS = 1_000_000;
const SESSION_SECRET = 'bench-score-session-secret-0123456789abcdef';

/** A quiet, production-like app; P17's limits so high that no like is refused. */
function benchConfig() {
  return loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), 'hearth-bench-score'),
    // Both apps (with and without the rules) must accept the same access tokens.
    SESSION_SECRET,
    ABUSE_MAX_POSTS_AND_REPLIES: '100000',
    ABUSE_MAX_LIKES: '100000',
    ABUSE_MAX_BOOKMARKS: '100000',
    ABUSE_MAX_FOLLOWS: '100000',
  });
}

interface BenchApp {
  app: FastifyInstance;
  origin: string;
  /** SQL statements the app has sent (begin and commit not counted), read and reset per run. */
  statements: { count: number };
}

/** Counts every statement the app's Kysely instance compiles: what a request costs the database. */
function countingPlugin(statements: { count: number }): KyselyPlugin {
  return {
    transformQuery(args) {
      statements.count += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
}

async function startApp(database: DatabaseHandle, scoreRules: boolean): Promise<BenchApp> {
  const statements = { count: 0 };
  const counted = { ...database, db: database.db.withPlugin(countingPlugin(statements)) };
  const app = await buildApp({ config: benchConfig(), database: counted, logger: { level: 'silent' }, scoreRules });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, statements };
}

async function stopApp(app: FastifyInstance): Promise<void> {
  await app.close();
  await app.bus.drain();
}

/** Active members inserted as sign-up leaves them (no password to hash); returns their ids. */
async function insertMembers(app: FastifyInstance, prefix: string, count: number): Promise<number[]> {
  const now = new Date().toISOString();
  const job = await app.db.selectFrom('codes').select('id').where('key', '=', 'JOB_MARKETER').executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (let n = 0; n < count; n += 1) {
    ids.push(
      await insertUser(app.db, {
        userId: `${prefix}${n}@bench.example`,
        passwordHash: null,
        nickName: `${prefix}${n}`,
        jobCodeId: job.id,
        lang: 'ko',
        status: 'active',
        signupFrom: 'default',
        agreePrivacyAt: now,
        agreeMarketingAt: null,
        confirmedAt: now,
        now,
      }),
    );
  }
  return ids;
}

async function insertPosts(db: Kysely<Database>, authorIds: number[], count: number): Promise<number[]> {
  const category = await db
    .selectFrom('categories')
    .select('id')
    .where('grouping_type', '=', 'forum')
    .where('depth', '=', 1)
    .orderBy('sort_order')
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const rows = await db
    .insertInto('posts')
    .values(
      Array.from({ length: count }, (_, n) => ({
        user_id: authorIds[n % authorIds.length]!,
        grouping_type: 'forum' as const,
        category_id: category.id,
        category1_id: category.id,
        lang: 'ko',
        title: `A post to like ${n}`,
        content: '<p>Body</p>',
        content_text: 'Body',
        excerpt: 'Body',
        visibility: 'public' as const,
        status: 'visible' as const,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Five likes on every post, and its count, straight into the tables (no ledger: they predate it). */
async function insertEarlyLikes(db: Kysely<Database>, memberIds: number[], postIds: number[]): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('post_likes')
    .values(
      postIds.flatMap((postId) => memberIds.map((userId) => ({ post_id: postId, user_id: userId, created_at: now }))),
    )
    .execute();
  await db.updateTable('posts').set({ like_count: memberIds.length }).execute();
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * Request i likes post i % P as member (i / P + i) % M: every (member, post) pair once, and
 * neighbouring requests (the ones in flight together) touch different posts and different
 * members, as real traffic would, rather than queueing on one row. A bijection while
 * gcd(P + 1, M) = 1.
 */
function likePairs(likers: { headers: Record<string, string> }[], postIds: number[]) {
  if (gcd(postIds.length + 1, likers.length) !== 1) throw new Error('posts + 1 and likers must be coprime');
  const total = likers.length * postIds.length;
  let next = 0;
  return {
    get used() {
      return next;
    },
    total,
    call: () => {
      const i = next++ % total;
      const post = i % postIds.length;
      const member = (Math.floor(i / postIds.length) + i) % likers.length;
      return { body: JSON.stringify({ postId: postIds[post], value: true }), headers: likers[member]!.headers };
    },
  };
}

async function likeBenchmark(database: DatabaseHandle, label: string): Promise<void> {
  const withRules = await startApp(database, true);
  const without = await startApp(database, false);
  try {
    const authors = await insertMembers(withRules.app, 'a', AUTHORS);
    const likerIds = await insertMembers(withRules.app, 'l', LIKERS);
    const likers = [];
    for (const id of likerIds) {
      const login = await startSession(withRules.app, withRules.app.db, id);
      likers.push({ headers: { authorization: `Bearer ${login.token}` } });
    }
    const postIds = await insertPosts(database.db, authors, POSTS);
    await insertEarlyLikes(database.db, await insertMembers(withRules.app, 'e', EARLY_LIKERS), postIds);
    const pairs = likePairs(likers, postIds);
    const run = (runLabel: string, origin: string, seconds: number) =>
      load({
        label: runLabel,
        url: `${origin}/api/post/like`,
        connections: CONNECTIONS,
        seconds,
        method: 'POST',
        calls: pairs.call,
      });

    // Warm both (JIT, caches).
    await run('warm-up', withRules.origin, 2);
    await run('warm-up', without.origin, 2);
    // with, without, without, with: a drift over the run (tables growing) weighs on both alike.
    const order = [withRules, without, without, withRules];
    const results: LoadResult[] = [];
    const statements = new Map<BenchApp, { count: number; requests: number }>();
    for (const target of order) {
      const name = target === withRules ? 'with score rules' : 'without (scoreRules: false)';
      target.statements.count = 0;
      const result = await run(`${label}, like ${name}`, target.origin, SECONDS);
      results.push(result);
      const sum = statements.get(target) ?? { count: 0, requests: 0 };
      statements.set(target, { count: sum.count + target.statements.count, requests: sum.requests + result.requests });
    }
    for (const result of results) printLoad(result);
    const perLike = (target: BenchApp) => {
      const sum = statements.get(target)!;
      return (sum.count / Math.max(1, sum.requests)).toFixed(1);
    };
    const best = (picked: LoadResult[]) => Math.max(...picked.map((result) => result.requestsPerSecond));
    const scored = best([results[0]!, results[3]!]);
    const plain = best([results[1]!, results[2]!]);
    const refused = results.reduce((sum, result) => sum + result.non2xx + result.errors, 0);
    const likes = await database.db
      .selectFrom('post_likes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const ledger = await database.db
      .selectFrom('score_events')
      .select(['key', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('key')
      .execute();
    console.log(
      `  ${label}: with rules ${scored.toFixed(0)} req/s, without ${plain.toFixed(0)} req/s (best of two each):` +
        ` ${(scored / plain).toFixed(2)}× (goal ≥ 0.8×); non-2xx or errors ${refused}`,
    );
    console.log(`  SQL statements per like: with rules ${perLike(withRules)}, without ${perLike(without)}`);
    console.log(
      `  ${Number(likes.n) - EARLY_LIKERS * POSTS} likes stored from ${pairs.used} requests (${pairs.total} pairs${pairs.used > pairs.total ? ', REUSED: later likes changed nothing' : ''});` +
        ` ledger ${ledger.map((row) => `${row.key} ${Number(row.n)}`).join(', ')}`,
    );
  } finally {
    await stopApp(without.app);
    await stopApp(withRules.app);
  }
}

/**
 * 100,000 members (ko, en and ja in turn; a few administrators, withdrawn and banned ones;
 * temperatures spread over 0–499.9 °C) and 1,000,000 ledger rows among them, set-based. The
 * rows come member by member (ten each, as a member's rows cluster in time), so the ledger's
 * indexes, all led by the member, fill in order rather than at random.
 */
async function fillStanding(db: Kysely<Database>, postgres: boolean): Promise<void> {
  const numbers = (count: number) =>
    postgres
      ? sql`select g as n from generate_series(1, ${sql.lit(count)}) as g`
      : sql`with recursive seq(n) as (select 1 union all select n + 1 from seq where n < ${sql.lit(count)}) select n from seq`;
  const status = sql`case when n % 97 = 0 then 'deprecated' when n % 89 = 0 then 'banned' else 'active' end`;
  const lang = sql`case n % 3 when 0 then 'ko' when 1 then 'en' else 'ja' end`;
  const perMember = LEDGER_ROWS / TOP_MEMBERS;
  await db.transaction().execute(async (trx) => {
    // The rows name existing members by construction: skip the million foreign-key checks.
    if (postgres) await sql`set local session_replication_role = replica`.execute(trx);
    await sql`insert into users (user_id, nick_name, lang, admin, status, temperature_tenths, top_level)
      select 'b' || n || '@bench.example', 'b' || n, ${lang}, (n % 1000 = 0), ${status}, (n * 7919) % 5000, 1
      from (${numbers(TOP_MEMBERS)}) as numbers`.execute(trx);
    const first = await sql<{ id: number }>`select min(id) as id from users where nick_name = 'b1'`.execute(trx);
    const base = Number(first.rows[0]!.id) - 1;
    // Newest last: a member's ten rows a few hours apart, the whole ledger over about a year.
    const seconds = sql`((n - 1) % ${sql.lit(perMember)}) * 7200 + ((n - 1) / ${sql.lit(perMember)}) * 300`;
    const at = postgres
      ? sql`timestamptz '2025-11-27T00:00:00Z' + make_interval(secs => ${seconds})`
      : sql`strftime('%Y-%m-%dT%H:%M:%fZ', '2025-11-27T00:00:00Z', '+' || (${seconds}) || ' seconds')`;
    const day = postgres
      ? sql`to_char(timestamptz '2025-11-27T00:00:00Z' + make_interval(secs => ${seconds}), 'YYYY-MM-DD')`
      : sql`strftime('%Y-%m-%d', '2025-11-27T00:00:00Z', '+' || (${seconds}) || ' seconds')`;
    const key = sql`case n % 4 when 0 then 'LIKE' when 1 then 'POST_WRITE' when 2 then 'REPLY_WRITE' else 'LOGIN' end`;
    const points = sql`case n % 4 when 0 then 5 when 1 then 20 when 2 then 10 else 5 end`;
    await sql`insert into score_events (user_id, key, points, base_points, item, post_id, site_day, created_at)
      select ${sql.lit(base)} + 1 + (n - 1) / ${sql.lit(perMember)}, ${key}, ${points}, ${points},
        'post:' || (n / 20), n / 20, ${day}, ${at}
      from (${numbers(LEDGER_ROWS)}) as numbers`.execute(trx);
  });
  // PostgreSQL plans from statistics (autovacuum would gather them later); SQLite uses them too.
  await sql`analyze`.execute(db);
}

/**
 * The daily cap's sum (ledger-repository.ts gainedOnDay), paid with every gain: its plan on a
 * ledger the app has never analysed, as a deployment runs it.
 */
async function printCapPlan(database: DatabaseHandle): Promise<void> {
  const query = sql`select coalesce(sum(points), 0) as total from score_events where user_id = 1
    and site_day = '2026-11-27' and reverses_id is null and key not in ('LIKE_POST_REPLY_5', 'POST_REPLY_4')`;
  if (database.dialect === 'postgres') {
    const plan = await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(database.db);
    console.log(`  daily cap plan: ${plan.rows.map((row) => row['QUERY PLAN'].trim()).join(' | ')}`);
  } else {
    const plan = await sql<{ detail: string }>`explain query plan ${query}`.execute(database.db);
    console.log(`  daily cap plan: ${plan.rows.map((row) => row.detail).join(' | ')}`);
  }
}

/** findTopMembers' statement (standing-repository.ts), for its plan. */
async function printTopPlan(database: DatabaseHandle): Promise<void> {
  const query = sql`select id from users where lang = 'en' and temperature_tenths > 0 and status = 'active' and not admin
    order by temperature_tenths desc, id desc limit 5`;
  if (database.dialect === 'postgres') {
    const plan = await sql<{ 'QUERY PLAN': string }>`explain (analyze, buffers) ${query}`.execute(database.db);
    console.log(`  plan: ${plan.rows.map((row) => row['QUERY PLAN'].trim()).join(' | ')}`);
  } else {
    const plan = await sql<{ detail: string }>`explain query plan ${query}`.execute(database.db);
    console.log(`  plan: ${plan.rows.map((row) => row.detail).join(' | ')}`);
  }
}

async function topListBenchmark(
  database: DatabaseHandle,
  label: string,
  fill: (fill: (db: Kysely<Database>) => Promise<void>) => Promise<void>,
): Promise<void> {
  const started = performance.now();
  await fill((db) => fillStanding(db, database.dialect === 'postgres'));
  const counts = await sql<{ users: number; events: number }>`select (select count(*) from users) as users,
    (select count(*) from score_events) as events`.execute(database.db);
  console.log(
    `  ${label}: filled ${Number(counts.rows[0]!.users)} members and ${Number(counts.rows[0]!.events)} ledger rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await printTopPlan(database);
  const { app, origin } = await startApp(database, true);
  try {
    const bodies = ['ko', 'en', 'ja'].map((lang) => JSON.stringify({ lang, limit: 5 }));
    const run = (runLabel: string, connections: number, seconds: number) =>
      load({
        label: runLabel,
        url: `${origin}/api/user/get_top_user_list`,
        connections,
        seconds,
        method: 'POST',
        bodies,
      });
    await run('warm-up', CONNECTIONS, 2);
    printLoad(await run(`${label}, top list, ${CONNECTIONS} connections`, CONNECTIONS, SECONDS));
    printLoad(await run(`${label}, top list, 1 connection`, 1, Math.max(3, SECONDS / 2)));
  } finally {
    await stopApp(app);
  }
}

/** `fill` runs the bulk statements on a connection without the app's statement time-out. */
async function onDatabase(
  label: string,
  database: DatabaseHandle,
  fill: (fill: (db: Kysely<Database>) => Promise<void>) => Promise<void>,
): Promise<void> {
  await migrateToLatest(database.db);
  await seedReferenceData(database.db);
  await likeBenchmark(database, label);
  await printCapPlan(database);
  await topListBenchmark(database, label, fill);
}

export async function scoreBenchmark(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-bench-score-'));
  const sqlite = openSqlite(path.join(dir, 'hearth.db'));
  try {
    await onDatabase('SQLite', sqlite, async (fill) => {
      // A larger page cache while a million rows go in (the default 2 MB thrashes), then back.
      const [cache] = (await sql<{ cache_size: number }>`pragma cache_size`.execute(sqlite.db)).rows;
      await sql`pragma cache_size = -262144`.execute(sqlite.db);
      try {
        await fill(sqlite.db);
      } finally {
        await sql`pragma cache_size = ${sql.lit(cache!.cache_size)}`.execute(sqlite.db);
      }
    });
  } finally {
    await sqlite.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const adminUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `hearth_bench_score_${process.pid}`;
    await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}`));
    let pg: DatabaseHandle | undefined;
    try {
      const url = databaseUrl(adminUrl, name);
      pg = openPostgres(url);
      await onDatabase('PostgreSQL', pg, async (fill) => {
        const bulk = openPostgres(url, 1, { connectTimeoutMs: 10_000, queryTimeoutMs: 0 });
        try {
          await fill(bulk.db);
        } finally {
          await bulk.close();
        }
      });
    } finally {
      await pg?.close();
      await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    }
  } else console.log('PostgreSQL: set DATABASE_URL or TEST_DATABASE_URL to measure it');
}
