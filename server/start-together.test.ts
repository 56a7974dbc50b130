import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPostgres, openSqlite } from './db/connection.ts';
import { migrations } from './db/migrations/index.ts';
import { seedReferenceData } from './seed/reference.ts';
import { openTestDatabase, testDialects } from './test/harness.ts';
import {
  type LogLine,
  type ServerProcess,
  startServerProcess,
  temporaryDataDir,
  temporaryPostgresDatabase,
  waitUntilReady,
} from './test/processes.ts';

/**
 * Issue 23 item 1: N processes started together on an empty database, repeated. An outside
 * review saw one of two crash in 7 runs of 10 (the administrator inserted twice) and the
 * losing one log reference rows it had not inserted; on SQLite the migrations themselves
 * collided. Every round here starts PROCESSES real servers at once on a brand-new database.
 */
const PROCESSES = 4;
// Two rounds: the first with the demo community, the second without. The race shows in a single
// round when the start-up lock is missing (the review saw it 7 runs of 10; the migrations on
// SQLite collided every time), and each round costs 4 server starts on two cores.
const ROUNDS = 2;
const REFERENCE_TABLES = [
  'codes',
  'post_groupings',
  'categories',
  'characters',
  'mbti_types',
  'report_reasons',
] as const;
const ADMIN_EMAIL = 'owner@example.com';

/** The one line a process logs for a step of its start-up (server/seed/bootstrap.ts). */
function stepLine(logs: LogLine[], step: string): LogLine {
  const lines = logs.filter((line) => line.step === step && line.component === 'bootstrap');
  expect(lines, `one "${step}" line in ${JSON.stringify(logs)}`).toHaveLength(1);
  return lines[0]!;
}

describe.each(testDialects())(`${PROCESSES} processes started together on an empty %s database`, (dialect) => {
  let referenceRows = 0;
  let running: ServerProcess[] = [];
  const cleanups: (() => Promise<void> | void)[] = [];

  beforeAll(async () => {
    // What the reference seed inserts into an empty database: the count each round must match.
    const scratch = await openTestDatabase('sqlite');
    referenceRows = (await seedReferenceData(scratch.db)).inserted;
    await scratch.close();
  });

  afterEach(async () => {
    for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await Promise.all(running.map((server) => server.exited));
    running = [];
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A brand-new database of the dialect, the environment that points a server at it, and a handle to look. */
  async function freshDatabase(): Promise<{ env: Record<string, string>; open(): DatabaseHandle }> {
    const data = temporaryDataDir('hearth-together-');
    cleanups.push(() => data.remove());
    if (dialect === 'sqlite') {
      return { env: { DATA_DIR: data.dir }, open: () => openSqlite(path.join(data.dir, 'hearth.db')) };
    }
    const database = await temporaryPostgresDatabase();
    cleanups.push(() => database.drop());
    return { env: { DATA_DIR: data.dir, DATABASE_URL: database.url }, open: () => openPostgres(database.url, 2) };
  }

  it(
    'all become ready with one administrator, reference rows once, and each says what it did',
    async () => {
      const figures: number[] = [];
      const waited: number[] = [];
      for (let round = 1; round <= ROUNDS; round += 1) {
        const database = await freshDatabase();
        // The demo community is a first-start step too: the first round seeds it (by default
        // on SQLite, asked for on PostgreSQL); later rounds leave it out to keep the test short.
        const demo: Record<string, string> =
          round === 1 ? (dialect === 'postgres' ? { DEMO_DATA: 'on' } : {}) : { DEMO_DATA: 'off' };
        const started = performance.now();
        running = Array.from({ length: PROCESSES }, () =>
          startServerProcess({
            ...database.env,
            ...demo,
            ADMIN_EMAIL,
            ADMIN_PASSWORD: 'correct horse battery',
          }),
        );
        const origins = await Promise.all(running.map((server) => waitUntilReady(server)));
        figures.push(Math.round(performance.now() - started));

        for (const origin of origins) {
          const ready = await fetch(`${origin}/readyz`);
          expect(ready.status).toBe(200);
          expect(await ready.json()).toMatchObject({ status: 'ready', database: dialect });
        }

        const handle = database.open();
        try {
          const admins = await handle.db.selectFrom('users').select('user_id').where('admin', '=', true).execute();
          expect(admins).toEqual([{ user_id: ADMIN_EMAIL }]);
          let stored = 0;
          for (const table of REFERENCE_TABLES) {
            const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(handle.db);
            stored += Number(rows[0]?.n);
          }
          expect(stored).toBe(referenceRows);
          // The demo's posts are found by search from the first start (issue 30): the index holds
          // every visible public post and each published knowledge article's texts (issue 31),
          // and nothing else.
          const count = async (query: ReturnType<typeof sql>) =>
            Number((await sql<{ n: number }>`${query}`.execute(handle.db)).rows[0]?.n);
          const findable = await count(
            sql`select count(*) as n from posts where status = 'visible' and visibility = 'public'`,
          );
          const knowledgeTexts = await count(
            sql`select count(*) as n from knowledge_texts t join knowledge_articles a on a.id = t.article_id
              where a.status = 'published'`,
          );
          expect(await count(sql`select count(*) as n from search_documents`)).toBe(findable + knowledgeTexts);
          if (round === 1 && dialect === 'postgres') expect(findable).toBeGreaterThan(0);
        } finally {
          await handle.close();
        }

        // Each process logs one line per step, about what it did itself.
        const logs = running.map((server) => server.logs());
        for (const lines of logs) {
          expect(lines.filter((line) => line.level >= 50)).toEqual([]);
          for (const step of ['migrations', 'reference', 'administrator', 'demo']) stepLine(lines, step);
        }
        const applied = logs.map((lines) => stepLine(lines, 'migrations').applied as number);
        expect(applied.reduce((sum, n) => sum + n, 0)).toBe(Object.keys(migrations).length);
        const inserted = logs.map((lines) => stepLine(lines, 'reference').inserted as number);
        expect(inserted.reduce((sum, n) => sum + n, 0)).toBe(referenceRows);
        const adminLines = logs.map((lines) => stepLine(lines, 'administrator').msg);
        expect(adminLines.filter((msg) => msg.startsWith('administrator created'))).toHaveLength(1);
        expect(adminLines.filter((msg) => msg === 'administrator found; none created')).toHaveLength(PROCESSES - 1);
        const demoSeeded = logs.filter((lines) => stepLine(lines, 'demo').seeded === true);
        expect(demoSeeded).toHaveLength(round === 1 ? 1 : 0);
        // How many found the lock taken: a figure, not a rule (a process may start late enough to find the work done).
        waited.push(logs.filter((lines) => lines.some((line) => line.step === 'lock')).length);

        const exits = await Promise.all(running.map((server) => server.stop()));
        expect(exits).toEqual(Array.from({ length: PROCESSES }, () => ({ code: 0, signal: null })));
        running = [];
        for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
      }
      console.log(
        `${dialect}: ${PROCESSES} processes ready after ${figures.join(', ')} ms (round 1 with the demo); ` +
          `waited for the start-up lock: ${waited.join(', ')}`,
      );
    },
    // About 45 s of processor time per dialect (each process loads the whole server, one
    // seeds the demo in round one): some 25 s on a quiet 2-core machine, minutes on a busy one.
    300_000,
  );
});
