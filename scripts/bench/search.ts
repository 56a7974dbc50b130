import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { type DatabaseHandle, openPostgres, openSqlite } from '../../server/db/connection.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { startSession } from '../../server/modules/accounts/sessions.ts';
import { insertUser } from '../../server/modules/accounts/user-repository.ts';
import { rebuildSearchIndex } from '../../server/modules/search/service.ts';
import { seedLargePosts } from '../../server/seed/demo/large-seed.ts';
import { seedReferenceData } from '../../server/seed/reference.ts';
import { databaseUrl, withAdmin } from '../../server/test/postgres-template.ts';

/**
 * Issue 30's search benchmark: 100,000 posts in ko, en and ja (the large seed: the demo library's
 * sections recombined), on SQLite and, when TEST_DATABASE_URL or DATABASE_URL names a server,
 * on a throw-away PostgreSQL database.
 *
 * - the index built from scratch (the start-up rebuild), posts per second;
 * - p50 / p95 of /api/post/get_search_list (page 1 by relevance, with its count, cards and
 *   highlights) for 2-character Korean words, Korean words with particles, Japanese and
 *   English words; of /api/search/autoComplete;
 * - a post written through /api/post/add with the index following it, against the same write
 *   in an app without the indexing subscribers, alternating, same database.
 */
const POSTS = Number(process.env.BENCH_SEARCH_POSTS ?? 100_000);
const REPEATS = Number(process.env.BENCH_SEARCH_REPEATS ?? 40);
const WRITES = Number(process.env.BENCH_SEARCH_WRITES ?? 200);

const QUERY_SETS: Record<string, { lang: string; texts: string[] }> = {
  'ko 2-character words': { lang: 'ko', texts: ['분석', '퍼널', '지표', '전환', '고객', '광고'] },
  'ko words with particles': {
    lang: 'ko',
    texts: ['데이터를', '분석가는', '퍼널에서', '고객이', '지표를', '히트맵으로'],
  },
  'ja words': { lang: 'ja', texts: ['ヒートマップ', '分析', 'コンバージョン', 'ファネル', 'ダッシュボード', '改善'] },
  'en words': { lang: 'en', texts: ['heatmap', 'funnel', 'conversion', 'dashboard', 'retention', 'analytics'] },
};
const SUGGESTIONS: Array<{ lang: string; text: string }> = [
  { lang: 'ko', text: '히' },
  { lang: 'ko', text: '데이' },
  { lang: 'ko', text: '퍼널 분' },
  { lang: 'en', text: 'dash' },
  { lang: 'en', text: 'conv' },
  { lang: 'ja', text: 'ヒー' },
];

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

function config(dataDir: string) {
  return loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'bench-search-session-secret-0123456789abcdef',
    ABUSE_MAX_POSTS_AND_REPLIES: '100000',
  });
}

async function timeCalls(app: FastifyInstance, calls: Array<{ url: string; body: object }>): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < REPEATS; round += 1) {
    for (const call of calls) {
      const started = performance.now();
      const response = await app.inject({ method: 'POST', url: call.url, payload: call.body });
      times.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`${call.url}: ${response.statusCode} ${response.body}`);
    }
  }
  return times.sort((a, b) => a - b);
}

async function writer(app: FastifyInstance): Promise<Record<string, string>> {
  const now = new Date().toISOString();
  const job = await app.db.selectFrom('codes').select('id').where('key', '=', 'JOB_MARKETER').executeTakeFirstOrThrow();
  const id = await insertUser(app.db, {
    userId: `search-bench-${Date.now()}@bench.example`,
    passwordHash: null,
    nickName: `sb${Date.now().toString(36)}`.slice(0, 12),
    jobCodeId: job.id,
    lang: 'ko',
    status: 'active',
    signupFrom: 'default',
    agreePrivacyAt: now,
    agreeMarketingAt: null,
    confirmedAt: now,
    now,
  });
  const login = await startSession(app, app.db, id);
  return { authorization: `Bearer ${login.token}` };
}

/** A post's write through the API: the forum's first leaf category, a paragraph of Korean. */
async function writePost(app: FastifyInstance, headers: Record<string, string>, categoryId: number, n: number) {
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/post/add',
    headers,
    payload: {
      type: 'forum',
      postLang: 'ko',
      categoryId,
      title: `퍼널 분석 질문 ${n}: 전환율이 떨어진 이유`,
      content: `<p>GA4에서 퍼널을 만들었는데 결제 단계의 전환율이 지난주보다 떨어졌어요. 히트맵으로 보니 버튼 아래까지 스크롤하는 고객이 적습니다. ${n}</p>`,
      tags: ['GA4', '퍼널'],
      visibility: 'public',
    },
  });
  if (response.statusCode !== 200) throw new Error(`post add: ${response.statusCode} ${response.body}`);
  return performance.now() - started;
}

async function leafCategory(app: FastifyInstance): Promise<number> {
  const rows = await app.db
    .selectFrom('categories')
    .select(['id', 'parent_id'])
    .where('grouping_type', '=', 'forum')
    .execute();
  const parents = new Set(rows.map((row) => row.parent_id));
  return rows.find((row) => !parents.has(row.id))!.id;
}

async function benchmark(database: DatabaseHandle, label: string, dataDir: string): Promise<void> {
  await migrateToLatest(database.db);
  await seedReferenceData(database.db);
  const seedStarted = performance.now();
  await seedLargePosts(database.db, { count: POSTS, langs: ['ko', 'en', 'ja'] });
  console.log(`  ${label}: ${POSTS} posts seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
  const buildStarted = performance.now();
  const { posts } = await rebuildSearchIndex(database.db, database.dialect, new Date());
  const buildSeconds = (performance.now() - buildStarted) / 1000;
  console.log(
    `  ${label}: index built for ${posts} posts in ${buildSeconds.toFixed(1)} s (${Math.round(posts / buildSeconds)} posts/s)`,
  );
  await sql`analyze`.execute(database.db);

  const app = await buildApp({ config: config(dataDir), database, logger: { level: 'silent' } });
  await app.ready();
  const plain = await buildApp({
    config: config(dataDir),
    database,
    logger: { level: 'silent' },
    searchIndexing: false,
  });
  await plain.ready();
  try {
    for (const [name, set] of Object.entries(QUERY_SETS)) {
      const totals: number[] = [];
      for (const text of set.texts) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/post/get_search_list',
          payload: { lang: set.lang, text },
        });
        totals.push(response.json().data.total);
      }
      const times = await timeCalls(
        app,
        set.texts.map((text) => ({ url: '/api/post/get_search_list', body: { lang: set.lang, text } })),
      );
      console.log(
        `  ${label} search, ${name}: p50 ${ms(quantile(times, 0.5))}, p95 ${ms(quantile(times, 0.95))} (results ${totals.join(', ')})`,
      );
    }
    const suggest = await timeCalls(
      app,
      SUGGESTIONS.map((entry) => ({ url: '/api/search/autoComplete', body: entry })),
    );
    console.log(`  ${label} autocomplete: p50 ${ms(quantile(suggest, 0.5))}, p95 ${ms(quantile(suggest, 0.95))}`);

    const headers = await writer(app);
    const categoryId = await leafCategory(app);
    const indexed: number[] = [];
    const unindexed: number[] = [];
    // Alternating rounds: both see the same database, as warm and as full.
    for (let n = 0; n < WRITES; n += 1) {
      indexed.push(await writePost(app, headers, categoryId, n));
      unindexed.push(await writePost(plain, headers, categoryId, n));
    }
    const median = (values: number[]) =>
      quantile(
        [...values].sort((a, b) => a - b),
        0.5,
      );
    console.log(
      `  ${label} post write: ${ms(median(indexed))} with the index following, ${ms(median(unindexed))} without (median of ${WRITES}): +${ms(median(indexed) - median(unindexed))}`,
    );
  } finally {
    await app.close();
    await plain.close();
    await app.bus.drain();
  }
}

export async function searchBenchmark(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-bench-search-'));
  try {
    const sqlite = openSqlite(path.join(dataDir, 'bench.db'));
    try {
      await benchmark(sqlite, 'SQLite', dataDir);
    } finally {
      await sqlite.close();
    }
    const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
    if (!adminUrl?.startsWith('postgres')) {
      console.log('  PostgreSQL: skipped (set TEST_DATABASE_URL to a server to measure it)');
      return;
    }
    const name = `hearth_bench_search_${process.pid}`;
    await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}`));
    const postgres = openPostgres(databaseUrl(adminUrl, name), 10);
    try {
      await benchmark(postgres, 'PostgreSQL', dataDir);
    } finally {
      await postgres.close();
      await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
