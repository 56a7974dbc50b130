import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/connection.ts';
import { inTransaction } from '../lib/transaction.ts';
import { createTestApp, type TestApp, testDialects } from '../test/harness.ts';
import { enqueueJob } from './queue.ts';
import { backoffDelay, type JobInfo, JobWorker, type JobWorkerOptions } from './worker.ts';

declare module './queue.ts' {
  interface JobPayloads {
    'test.echo': { value: string };
    'test.unregistered': { value: string };
  }
}

const LOCK_TIMEOUT_MS = 60_000;

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('backoffDelay', () => {
  it('doubles from 30 s and stops at one hour', () => {
    expect([1, 2, 3, 4].map(backoffDelay)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffDelay(8)).toBe(3_600_000);
    expect(backoffDelay(50)).toBe(3_600_000);
  });
});

describe.each(testDialects())('durable jobs on %s', (dialect) => {
  let t: TestApp;
  const workers: JobWorker[] = [];

  const newWorker = (options: Partial<JobWorkerOptions> = {}) => {
    const worker = new JobWorker({
      db: t.app.db,
      dialect: t.app.dialect,
      clock: t.clock,
      log: t.app.log,
      lockTimeoutMs: LOCK_TIMEOUT_MS,
      ...options,
    });
    workers.push(worker);
    return worker;
  };
  const enqueue = (value: string, options: { runAt?: Date; maxAttempts?: number } = {}) =>
    enqueueJob(t.app.db, { type: 'test.echo', payload: { value }, ...options }, t.app);
  const job = (id: number) => t.app.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const at = (value: Date | string | number) => new Date(value).toISOString();

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await t.app.db.deleteFrom('jobs').execute();
  });
  afterAll(() => t.close());

  it('runs a due job once and marks it done', async () => {
    const worker = newWorker();
    const seen: [unknown, JobInfo][] = [];
    worker.register('test.echo', (payload, info) => {
      seen.push([payload, info]);
    });
    const id = await enqueue('hello');

    expect(await worker.runDue()).toBe(1);
    expect(seen).toEqual([
      [{ value: 'hello' }, { id, type: 'test.echo', attempt: 1, maxAttempts: t.config.JOB_MAX_ATTEMPTS }],
    ]);
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 1, locked_at: null, last_error: null });
    expect(await worker.runDue()).toBe(0);
    expect(seen).toHaveLength(1);
  });

  it('retries a failing job at the backoff times and buries it after max attempts', async () => {
    const worker = newWorker();
    let calls = 0;
    worker.register('test.echo', () => {
      calls += 1;
      throw new Error(`mail server down (${calls})`);
    });
    const start = t.clock.now();
    const id = await enqueue('x', { maxAttempts: 3 });

    expect(await worker.runDue()).toBe(1);
    expect(await job(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'mail server down (1)',
      locked_at: null,
    });
    expect(at((await job(id)).run_at)).toBe(at(start.getTime() + 30_000));

    t.clock.advance(29_999);
    expect(await worker.runDue()).toBe(0);
    t.clock.advance(1);
    expect(await worker.runDue()).toBe(1);
    expect(await job(id)).toMatchObject({ status: 'pending', attempts: 2, last_error: 'mail server down (2)' });
    expect(at((await job(id)).run_at)).toBe(at(t.clock.now().getTime() + 60_000));

    t.clock.advance(59_999);
    expect(await worker.runDue()).toBe(0);
    t.clock.advance(1);
    expect(await worker.runDue()).toBe(1);
    expect(await job(id)).toMatchObject({
      status: 'dead',
      attempts: 3,
      last_error: 'mail server down (3)',
      locked_at: null,
    });

    t.clock.advance(24 * 3_600_000);
    expect(await worker.runDue()).toBe(0);
    expect(calls).toBe(3);
  });

  it('takes the default number of attempts from JOB_MAX_ATTEMPTS and keeps only a short error message', async () => {
    const worker = newWorker();
    worker.register('test.echo', () => {
      throw new Error('x'.repeat(5000));
    });
    const id = await enqueue('long');
    await worker.runDue();
    const row = await job(id);
    expect(row.max_attempts).toBe(t.config.JOB_MAX_ATTEMPTS);
    expect(row.last_error?.length).toBeLessThanOrEqual(1000);
    expect(row.last_error).toMatch(/^x+…$/);
  });

  it('commits a job with its transaction and drops it on rollback', async () => {
    await expect(
      inTransaction(t.app.db, t.app.bus, async (trx) => {
        await enqueueJob(trx, { type: 'test.echo', payload: { value: 'rolled back' } }, t.app);
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await t.app.db.selectFrom('jobs').selectAll().execute()).toEqual([]);

    const id = await inTransaction(t.app.db, t.app.bus, (trx) =>
      enqueueJob(trx, { type: 'test.echo', payload: { value: 'kept' } }, t.app),
    );
    expect(JSON.parse((await job(id)).payload)).toEqual({ value: 'kept' });
  });

  it('does not run a job before its time', async () => {
    const worker = newWorker();
    let calls = 0;
    worker.register('test.echo', () => {
      calls += 1;
    });
    const id = await enqueue('later', { runAt: new Date(t.clock.now().getTime() + 3_600_000) });

    expect(await worker.runDue()).toBe(0);
    t.clock.advance(3_599_999);
    expect(await worker.runDue()).toBe(0);
    expect((await job(id)).status).toBe('pending');
    t.clock.advance(1);
    expect(await worker.runDue()).toBe(1);
    expect(calls).toBe(1);
  });

  it('reclaims a job whose worker stopped answering, and ignores the late outcome of that worker', async () => {
    const hung = deferred();
    const entered = deferred();
    const crashed = newWorker();
    crashed.register('test.echo', async () => {
      entered.resolve();
      await hung.promise;
      throw new Error('late failure of the lost worker');
    });
    const id = await enqueue('stuck');
    const lostPass = crashed.runDue();
    await entered.promise;
    expect((await job(id)).status).toBe('running');

    const rescuer = newWorker();
    const runs: number[] = [];
    rescuer.register('test.echo', (_payload, info) => {
      runs.push(info.attempt);
    });
    t.clock.advance(LOCK_TIMEOUT_MS - 1);
    expect(await rescuer.runDue()).toBe(0);
    t.clock.advance(1);
    expect(await rescuer.runDue()).toBe(1);
    expect(runs).toEqual([2]);
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 2 });

    hung.resolve();
    await lostPass;
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 2, last_error: null });
  });

  it('buries a stale job that was already on its last attempt', async () => {
    const worker = newWorker();
    let calls = 0;
    worker.register('test.echo', () => {
      calls += 1;
    });
    const id = await enqueue('last', { maxAttempts: 1 });
    const now = t.clock.now().toISOString();
    await t.app.db
      .updateTable('jobs')
      .set({ status: 'running', attempts: 1, locked_at: now })
      .where('id', '=', id)
      .execute();

    t.clock.advance(LOCK_TIMEOUT_MS);
    expect(await worker.runDue()).toBe(1);
    expect(calls).toBe(0);
    expect(await job(id)).toMatchObject({ status: 'dead', last_error: expect.stringContaining('lock timeout') });
  });

  it('buries a job of an unknown type with a clear error', async () => {
    const worker = newWorker();
    worker.register('test.echo', () => undefined);
    const id = await enqueueJob(t.app.db, { type: 'test.unregistered', payload: { value: 'x' } }, t.app);

    expect(await worker.runDue()).toBe(1);
    expect(await job(id)).toMatchObject({
      status: 'dead',
      attempts: 1,
      last_error: 'No handler is registered for job type "test.unregistered"',
    });
  });

  it('refuses a second handler for the same type', () => {
    const worker = newWorker();
    worker.register('test.echo', () => undefined);
    expect(() => worker.register('test.echo', () => undefined)).toThrow(/already registered/);
  });

  it('polls once started, and stop() waits for the job in progress and leaves the rest', async () => {
    const worker = newWorker({ pollIntervalMs: 10 });
    const entered = deferred();
    const release = deferred();
    const done: string[] = [];
    worker.register('test.echo', async ({ value }) => {
      entered.resolve();
      await release.promise;
      done.push(value);
    });
    const first = await enqueue('first');
    const second = await enqueue('second');

    worker.start();
    await entered.promise;
    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);

    release.resolve();
    await stopping;
    expect(done).toEqual(['first']);
    expect((await job(first)).status).toBe('done');
    expect((await job(second)).status).toBe('pending');
  });

  it('is the app worker (app.jobs), on the app clock', async () => {
    expect(t.app.jobs).toBeInstanceOf(JobWorker);
    const values: string[] = [];
    t.app.jobs.register('test.echo', ({ value }) => {
      values.push(value);
    });
    await enqueue('through app.jobs', { runAt: new Date(t.clock.now().getTime() + 1000) });
    expect(await t.app.jobs.runDue()).toBe(0);
    t.clock.advance(1000);
    expect(await t.app.jobs.runDue()).toBe(1);
    expect(values).toEqual(['through app.jobs']);
  });

  if (dialect !== 'postgres') return;

  it('never runs one job twice when two workers claim at the same time', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 30; i += 1) ids.push(await enqueue(`job ${i}`));
    const runs: number[] = [];
    // The first handler waits until the other worker is inside a handler too, which proves
    // both claimed concurrently; a second claim of the same row would show up in `runs`.
    const bothInside = deferred();
    let inside = 0;
    const handler = async (_payload: unknown, info: JobInfo) => {
      runs.push(info.id);
      inside += 1;
      if (inside === 2) bothInside.resolve();
      if (inside === 1) await bothInside.promise;
      await new Promise((resolve) => setImmediate(resolve));
    };
    // Each worker has its own pool, as two processes would.
    const { current } = (await sql<{ current: string }>`select current_database() as current`.execute(t.app.db))
      .rows[0]!;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${current}`;
    const pools = [openPostgres(url.toString(), 2), openPostgres(url.toString(), 2)] as const;
    const a = newWorker({ db: pools[0].db });
    const b = newWorker({ db: pools[1].db });
    a.register('test.echo', handler);
    b.register('test.echo', handler);

    const [ranByA, ranByB] = await Promise.all([a.runDue(), b.runDue()]).finally(() =>
      Promise.all(pools.map((pool) => pool.close())),
    );
    expect(ranByA + ranByB).toBe(30);
    expect(ranByA).toBeGreaterThan(0);
    expect(ranByB).toBeGreaterThan(0);
    expect([...runs].sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
    const statuses = await t.app.db.selectFrom('jobs').select(['status', 'attempts']).execute();
    expect(statuses.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
  });
});
