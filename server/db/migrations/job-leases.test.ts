import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobWorker } from '../../jobs/worker.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';
import { migrations } from './index.ts';

declare module '../../jobs/queue.ts' {
  interface JobPayloads {
    'test.lease': Record<string, never>;
  }
}

describe.each(testDialects())('the job-leases migration on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('gives a job running at the upgrade a lease that has ended, so that a worker takes it over', async () => {
    const migrator = new Migrator({ db: t.app.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('2026-11-27T0900-view-addresses')).error).toBeUndefined();
    const claimedAt = new Date(t.clock.now().getTime() - 60_000).toISOString();
    const now = t.clock.now().toISOString();
    // A job as a process stopped for the upgrade left it, before the lease columns.
    await t.app.db
      .insertInto('jobs')
      .values({
        type: 'test.lease',
        payload: '{}',
        status: 'running',
        attempts: 1,
        max_attempts: 3,
        run_at: claimedAt,
        locked_at: claimedAt,
        created_at: now,
        updated_at: now,
      })
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const row = await t.app.db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
    expect(new Date(row.locked_until!).toISOString()).toBe(claimedAt);
    expect(row.locked_by).toBeNull();

    const worker = new JobWorker({ db: t.app.db, dialect: t.app.dialect, clock: t.clock, log: t.app.log });
    const runs: number[] = [];
    worker.register('test.lease', (_payload, info) => {
      runs.push(info.attempt);
    });
    expect(await worker.runDue()).toBe(1);
    expect(runs).toEqual([2]);

    expect((await migrator.migrateTo('2026-11-27T0900-view-addresses')).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    await t.app.db.deleteFrom('jobs').execute();
  });
});
