import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Issue 23 item 6 (ADR 0019): a running job is held by a lease, `locked_until`, that its
 * worker renews while the handler runs, and by the worker that holds it, `locked_by`. A job
 * whose lease lapsed belongs to a dead process and is taken over, 30 s after the last
 * renewal instead of 5 minutes after the claim. `locked_at` stays: when the run began.
 * Jobs running at the upgrade get a lease that has already ended (their claim time): the
 * process that ran them stopped for the upgrade.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('jobs').addColumn('locked_until', t.timestamp).execute();
  await db.schema.alterTable('jobs').addColumn('locked_by', 'varchar(128)').execute();
  await sql`update jobs set locked_until = locked_at where status = 'running'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').dropColumn('locked_by').execute();
  await db.schema.alterTable('jobs').dropColumn('locked_until').execute();
}
