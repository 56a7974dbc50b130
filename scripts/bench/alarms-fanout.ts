import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { type DatabaseHandle, openPostgres, openSqlite } from '../../server/db/connection.ts';
import type { Database } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { startSession } from '../../server/modules/accounts/sessions.ts';
import { findCategory } from '../../server/modules/posts/test-support.ts';
import { seedReferenceData } from '../../server/seed/reference.ts';
import { databaseUrl, withAdmin } from '../../server/test/postgres-template.ts';

/**
 * Issue 29's fan-out benchmark, on each database: POST /api/post/add by a member with 10,000
 * followers against one with none, in the same run (goal ≤ 1.2× the latency: the followers'
 * notifications are a job written with the post, never work of the request), and the time from
 * one such post's answer until the last follower's notification exists (the job worker running).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const FOLLOWERS = 10_000;
const CONNECTIONS = 4;
const SESSION_SECRET = 'bench-alarms-session-secret-0123456789abcdef';

function benchConfig() {
  return loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), 'hearth-bench-alarms'),
    SESSION_SECRET,
    ABUSE_MAX_POSTS_AND_REPLIES: '100000',
  });
}

async function startApp(database: DatabaseHandle): Promise<{ app: FastifyInstance; origin: string }> {
  const app = await buildApp({ config: benchConfig(), database, logger: { level: 'silent' } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

/** `count` active members, set-based; their ids. */
async function insertMembers(db: Kysely<Database>, prefix: string, count: number): Promise<number[]> {
  const now = new Date().toISOString();
  const ids: number[] = [];
  for (let start = 0; start < count; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - start) }, (_, n) => ({
      user_id: `${prefix}${start + n}@bench.example`,
      nick_name: `${prefix}${start + n}`,
      status: 'active',
      agree_privacy_at: now,
      confirmed_at: now,
    }));
    ids.push(...(await db.insertInto('users').values(rows).returning('id').execute()).map((row) => row.id));
  }
  return ids;
}

async function countDelivered(db: Kysely<Database>, postId: number): Promise<number> {
  const row = await db
    .selectFrom('alarms')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('post_id', '=', postId)
    .where('key', '=', 'FOLLOW_USER_NEW_POST')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function onDatabase(label: string, database: DatabaseHandle): Promise<void> {
  await migrateToLatest(database.db);
  await seedReferenceData(database.db);
  const { app, origin } = await startApp(database);
  try {
    const [famous, quiet] = await insertMembers(database.db, 'author', 2);
    const followers = await insertMembers(database.db, 'f', FOLLOWERS);
    const now = new Date().toISOString();
    for (let start = 0; start < followers.length; start += 1000) {
      await database.db
        .insertInto('member_follows')
        .values(
          followers
            .slice(start, start + 1000)
            .map((id) => ({ follower_id: id, following_id: famous!, created_at: now })),
        )
        .execute();
    }
    const headers = async (id: number) => ({
      authorization: `Bearer ${(await startSession(app, database.db, id)).token}`,
    });
    const famousHeaders = await headers(famous!);
    const quietHeaders = await headers(quiet!);
    // A leaf category of the forum, as the editor offers.
    const category = await findCategory({ db: database.db }, 'forum');
    let n = 0;
    const postBody = () =>
      JSON.stringify({
        type: 'forum',
        postLang: 'ko',
        categoryId: category.id,
        title: `Benchmark post ${(n += 1)}`,
        content: '<p>What our heatmaps told us this week</p>',
        tags: [],
        visibility: 'public',
      });
    const send = async (who: Record<string, string>) => {
      const began = performance.now();
      const response = await fetch(`${origin}/api/post/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...who },
        body: postBody(),
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`post add answered ${response.status}`);
      return performance.now() - began;
    };
    /**
     * CONNECTIONS loops, each alternating the two authors request by request: both meet the
     * same tables, the same neighbours and the same drift, so the comparison is the request's own.
     */
    const interleaved = async (seconds: number) => {
      const times = { famous: [] as number[], quiet: [] as number[] };
      const end = performance.now() + seconds * 1000;
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async (_, loop) => {
          for (let turn = loop; performance.now() < end; turn += 1) {
            if (turn % 2 === 0) times.famous.push(await send(famousHeaders));
            else times.quiet.push(await send(quietHeaders));
          }
        }),
      );
      return times;
    };
    const percentile = (values: number[], p: number) => {
      const sorted = [...values].sort((a, b) => a - b);
      return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
    };

    // The worker stays stopped while the requests are measured: what is compared is the request.
    await interleaved(2);
    const times = await interleaved(SECONDS * 2);
    for (const [name, values] of [
      [`${FOLLOWERS.toLocaleString('en')} followers`, times.famous],
      ['no follower', times.quiet],
    ] as const) {
      console.log(
        `  ${label}, post by a member with ${name}: ${values.length} posts, p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms`,
      );
    }
    console.log(
      `  ${label}: latency with ${FOLLOWERS} followers / with none, interleaved on ${CONNECTIONS} connections: p50 ${(percentile(times.famous, 50) / percentile(times.quiet, 50)).toFixed(2)}×, p99 ${(percentile(times.famous, 99) / percentile(times.quiet, 99)).toFixed(2)}× (goal ≤ 1.2×)`,
    );

    // Drop the pending fan-outs of the load runs; then one post, the worker on, timed to the last row.
    await database.db.deleteFrom('jobs').where('type', '=', 'alarms.fanOut').execute();
    app.jobs.start();
    const started = performance.now();
    const answer = await fetch(`${origin}/api/post/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...famousHeaders },
      body: postBody(),
    });
    const answered = performance.now();
    const answerBody = (await answer.json()) as { data?: { id: number } };
    if (!answerBody.data) throw new Error(`post add refused: ${JSON.stringify(answerBody)}`);
    const postId = answerBody.data.id;
    while ((await countDelivered(database.db, postId)) < FOLLOWERS) {
      if (performance.now() - started > 120_000) throw new Error('fan-out did not finish within 120 s');
      await delay(20);
    }
    const done = performance.now();
    console.log(
      `  ${label}: one post's answer in ${(answered - started).toFixed(0)} ms; the last of ${FOLLOWERS} followers' notifications existed ${((done - started) / 1000).toFixed(2)} s after it was sent (worker polling every 1 s)`,
    );
  } finally {
    await app.close();
    await app.bus.drain();
  }
}

export async function alarmsFanOutBenchmark(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-bench-alarms-'));
  const sqlite = openSqlite(path.join(dir, 'hearth.db'));
  try {
    await onDatabase('SQLite', sqlite);
  } finally {
    await sqlite.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const adminUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log('PostgreSQL: set DATABASE_URL or TEST_DATABASE_URL to measure it');
    return;
  }
  const name = `hearth_bench_alarms_${process.pid}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}`));
  const pg = openPostgres(databaseUrl(adminUrl, name));
  try {
    await onDatabase('PostgreSQL', pg);
  } finally {
    await pg.close();
    await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
  }
}
