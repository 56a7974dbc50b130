import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db/connection.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedLargePosts } from '../../server/seed/demo/large-seed.ts';
import { seedReferenceData } from '../../server/seed/reference.ts';
import { initialJavaScript } from '../lib/initial-javascript.ts';
import { spawnProductionServer, waitForServer } from '../lib/local-server.ts';
import { forbiddenCodeIn } from '../page-weight/judge.ts';
import { type LoadResult, load, printLoad } from './load.ts';

/**
 * Issue 4's benchmarks, on 10,000 posts in a throw-away embedded database and the production
 * build, each server in its own process and the load generator in this one (127.0.0.1 only):
 *
 * - `/api/post/get_list` (20 rows) against a bare server running the same SQL statements
 *   (scripts/bench/raw-list-server.ts), same connections, same run: goal ≥ 0.6×. Measured
 *   twice: with the list cache off (every call runs the SQL: the framework's own cost) and as
 *   shipped (public lists kept for LIST_CACHE_SECONDS, ADR 0012);
 * - `/api/post/get_list` p99 at 100 connections: goal ≤ 50 ms;
 * - the server-rendered post page: requests per second and p99: goal ≤ 150 ms;
 * - the post page's initial JavaScript, gzip: at most 150 KB (DECISIONS P29, which replaced the
 *   issue's 100 KB), without the editor or zod.
 */
const root = path.resolve(import.meta.dirname, '../..');
const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Starts the bare SQL server and resolves with its port once it has prepared its statements. */
function startRawServer(dataDir: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [path.join(root, 'scripts/bench/raw-list-server.ts')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, RAW_PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`raw-list-server exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /raw-list-server (\d+)/.exec(chunk.toString());
      if (match) resolve({ child, port: Number(match[1]) });
    });
  });
}

export async function postsBenchmark(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-bench-posts-'));
  const children: ChildProcess[] = [];
  try {
    const database = openDatabase({ dataDir });
    await migrateToLatest(database.db);
    await seedReferenceData(database.db);
    const seedStarted = performance.now();
    await seedLargePosts(database.db, { count: POSTS, dataDir });
    const forumKo = await database.db
      .selectFrom('posts')
      .select(['id'])
      .where('grouping_type', '=', 'forum')
      .where('lang', '=', 'ko')
      .where('visibility', '=', 'public')
      .where('status', '=', 'visible')
      .orderBy('id')
      .limit(50)
      .execute();
    const total = await database.db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await database.close();
    console.log(`seeded ${Number(total.n)} posts in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

    // The application twice on the same database: as it ships (public lists kept for
    // LIST_CACHE_SECONDS, ADR 0012) and with the cache off, where every call runs the SQL.
    const startApp = async (env: Record<string, string>) => {
      const { child, origin } = await spawnProductionServer(dataDir, { DEMO_DATA: 'off', ...env });
      children.push(child);
      await waitForServer(child, origin);
      return origin;
    };
    const origin = await startApp({});
    const uncachedOrigin = await startApp({ LIST_CACHE_SECONDS: '0' });
    const raw = await startRawServer(dataDir);
    children.push(raw.child);

    const listBodies = Array.from({ length: 10 }, (_, index) =>
      JSON.stringify({ type: 'forum', lang: 'ko', sort: 'new', pageNum: index + 1 }),
    );
    const listRun = (label: string, url: string, connections: number) =>
      load({ label, url, connections, seconds: SECONDS, method: 'POST', bodies: listBodies });
    const targets = [
      { name: 'raw SQL', url: `http://127.0.0.1:${raw.port}/` },
      { name: 'get_list, cache off', url: `${uncachedOrigin}/api/post/get_list` },
      { name: 'get_list, as shipped', url: `${origin}/api/post/get_list` },
    ];

    // Warm every server (JIT, SQLite page cache), then take turns so none gets the quieter machine.
    for (const target of targets) await listRun('warm-up', target.url, 10);
    for (const connections of [10, 100]) {
      const results: LoadResult[] = [];
      for (const target of targets) {
        results.push(await listRun(`${target.name}, ${connections} connections`, target.url, connections));
      }
      for (const result of results) printLoad(result);
      const [rawResult, uncached, shipped] = results as [LoadResult, LoadResult, LoadResult];
      console.log(
        `  get_list / raw SQL at ${connections} connections: ${(uncached.requestsPerSecond / rawResult.requestsPerSecond).toFixed(2)}× with the cache off, ${(shipped.requestsPerSecond / rawResult.requestsPerSecond).toFixed(2)}× as shipped`,
      );
    }

    const postPaths = forumKo.map((row) => `/ko/post/${row.id}`);
    const pageRun = (label: string, connections: number, seconds: number) => {
      let next = 0;
      return load({
        label,
        url: `${origin}${postPaths[0]}`,
        connections,
        seconds,
        paths: () => postPaths[next++ % postPaths.length]!,
      });
    };
    // The first pages compile React's server renderer and the route modules: warm them as the lists were.
    await pageRun('warm-up', 10, Math.min(SECONDS, 5));
    for (const connections of [10, 100]) {
      printLoad(await pageRun(`post page (SSR), ${connections} connections`, connections, SECONDS));
    }

    const javascript = await initialJavaScript(origin, postPaths[0]!);
    console.log(
      `post page initial JS: ${(javascript.gzipBytes / 1024).toFixed(1)} KB gzip (${javascript.files} files)`,
    );
    // The editor (Tiptap, ProseMirror) and zod must be loaded only where content is written;
    // `npm test` fails on them and on the budget (scripts/check-page-weight.ts).
    const forbidden = [...new Set(javascript.chunks.flatMap((chunk) => forbiddenCodeIn(chunk.source)))];
    console.log(`editor code or zod in the post page's initial JS: ${forbidden.length ? forbidden.join(', ') : 'no'}`);
  } finally {
    for (const child of children.reverse()) await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
