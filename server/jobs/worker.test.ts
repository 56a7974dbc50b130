import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/connection.ts';
import { inTransaction } from '../lib/transaction.ts';
import { createTestApp, type TestApp, testDialects } from '../test/harness.ts';
import { enqueueJob } from './queue.ts';
import { backoffDelay, HEARTBEAT_MS, type JobInfo, JobWorker, type JobWorkerOptions, LEASE_MS } from './worker.ts';

declare module './queue.ts' {
  interface JobPayloads {
    'test.echo': { value: string };
    'test.unregistered': { value: string };
  }
}

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
      // The manual clock does not move on its own: tests renew leases by calling renewLease()
      // where a heartbeat would, and a worker that is not renewed is a dead one.
      heartbeatMs: 3_600_000,
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

  /** A worker whose handler waits in the middle of a run until released. */
  function hangingWorker(outcome: () => void = () => undefined) {
    const entered = deferred();
    const release = deferred();
    const worker = newWorker();
    worker.register('test.echo', async () => {
      entered.resolve();
      await release.promise;
      outcome();
    });
    return { worker, entered: entered.promise, release: release.resolve };
  }

  it('frees a dead worker’s job within 30 s: a lease of 30 s, renewed every 10 s (issue 23)', () => {
    expect(LEASE_MS).toBe(30_000);
    expect(HEARTBEAT_MS).toBe(10_000);
  });

  it('keeps a live job with its worker however long it runs, as long as its lease is renewed', async () => {
    const live = hangingWorker();
    const id = await enqueue('long report');
    const pass = live.worker.runDue();
    await live.entered;
    expect(await job(id)).toMatchObject({ status: 'running', attempts: 1, locked_by: live.worker.workerId });

    const other = newWorker();
    let taken = 0;
    other.register('test.echo', () => {
      taken += 1;
    });
    // Two minutes of beats: never 30 s without a renewal, so never free.
    for (let beat = 0; beat < 12; beat += 1) {
      t.clock.advance(HEARTBEAT_MS);
      expect(await live.worker.renewLease()).toBe(true);
      expect(at((await job(id)).locked_until!)).toBe(at(t.clock.now().getTime() + LEASE_MS));
      expect(await other.runDue()).toBe(0);
    }
    live.release();
    expect(await pass).toBe(1);
    expect(taken).toBe(0);
    expect(await job(id)).toMatchObject({
      status: 'done',
      attempts: 1,
      locked_at: null,
      locked_until: null,
      locked_by: null,
    });
  });

  it('lets another worker take over a dead worker’s job 30 s after its last renewal and not before', async () => {
    const dead = hangingWorker(() => {
      throw new Error('late failure of the dead worker');
    });
    const id = await enqueue('confirmation mail');
    const deadPass = dead.worker.runDue();
    await dead.entered;
    t.clock.advance(HEARTBEAT_MS);
    expect(await dead.worker.renewLease()).toBe(true);
    // From here the worker is dead: it never renews again.
    const lastRenewal = t.clock.now().getTime();

    const rescuerEntered = deferred();
    const rescuerRelease = deferred();
    const rescuer = newWorker();
    const runs: number[] = [];
    rescuer.register('test.echo', async (_payload, info) => {
      runs.push(info.attempt);
      rescuerEntered.resolve();
      await rescuerRelease.promise;
    });
    t.clock.set(new Date(lastRenewal + LEASE_MS - 1));
    expect(await rescuer.runDue()).toBe(0);
    t.clock.advance(1);
    const rescue = rescuer.runDue();
    await rescuerEntered.promise;
    expect(runs).toEqual([2]);
    expect(await job(id)).toMatchObject({ status: 'running', attempts: 2, locked_by: rescuer.workerId });
    expect(at((await job(id)).locked_until!)).toBe(at(lastRenewal + 2 * LEASE_MS));

    // The dead worker's late failure, while the new owner still runs, is not recorded,
    // and it learns on its next beat that the job is no longer its own.
    dead.release();
    expect(await deadPass).toBe(1);
    expect(await job(id)).toMatchObject({
      status: 'running',
      attempts: 2,
      last_error: null,
      locked_by: rescuer.workerId,
    });
    expect(await dead.worker.renewLease()).toBe(false);

    rescuerRelease.resolve();
    expect(await rescue).toBe(1);
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 2, last_error: null, locked_by: null });
  });

  it('does not let a dead worker’s late success overwrite the new owner’s failure', async () => {
    const dead = hangingWorker();
    const id = await enqueue('ignored late success', { maxAttempts: 2 });
    const deadPass = dead.worker.runDue();
    await dead.entered;

    const rescuer = newWorker();
    rescuer.register('test.echo', () => {
      throw new Error('mail server refused it');
    });
    t.clock.advance(LEASE_MS);
    expect(await rescuer.runDue()).toBe(1);
    expect(await job(id)).toMatchObject({ status: 'dead', attempts: 2, last_error: 'mail server refused it' });

    dead.release();
    await deadPass;
    expect(await job(id)).toMatchObject({ status: 'dead', attempts: 2, last_error: 'mail server refused it' });
  });

  it('renews the lease on its own while the handler runs', async () => {
    const entered = deferred();
    const release = deferred();
    const worker = newWorker({ heartbeatMs: 5 });
    worker.register('test.echo', async () => {
      entered.resolve();
      await release.promise;
    });
    const id = await enqueue('heartbeat');
    const pass = worker.runDue();
    await entered.promise;
    t.clock.advance(20_000);
    const expected = at(t.clock.now().getTime() + LEASE_MS);
    // The heartbeat is a real timer; wait for its write, a bounded number of looks.
    let seen = '';
    for (let look = 0; look < 400 && seen !== expected; look += 1) {
      seen = at((await job(id)).locked_until!);
      if (seen !== expected) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(seen).toBe(expected);
    release.resolve();
    expect(await pass).toBe(1);
    expect((await job(id)).status).toBe('done');
  });

  it('buries a stale job that was already on its last attempt', async () => {
    const worker = newWorker();
    let calls = 0;
    worker.register('test.echo', () => {
      calls += 1;
    });
    const id = await enqueue('last', { maxAttempts: 1 });
    const now = t.clock.now().toISOString();
    const lease = new Date(t.clock.now().getTime() + LEASE_MS).toISOString();
    await t.app.db
      .updateTable('jobs')
      .set({ status: 'running', attempts: 1, locked_at: now, locked_until: lease, locked_by: 'a dead process' })
      .where('id', '=', id)
      .execute();

    t.clock.advance(LEASE_MS);
    expect(await worker.runDue()).toBe(1);
    expect(calls).toBe(0);
    expect(await job(id)).toMatchObject({
      status: 'dead',
      last_error: expect.stringContaining('stopped renewing the lease'),
    });
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
