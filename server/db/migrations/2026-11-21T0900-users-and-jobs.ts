import { type Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('users')
    .addColumn('id', t.id, (col) => col.primaryKey().notNull())
    .addColumn('user_id', 'varchar(320)', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('nick_name', 'varchar(12)', (col) => col.notNull().unique())
    .addColumn('job_code_id', 'integer')
    .addColumn('lang', 'varchar(2)', (col) => col.notNull().defaultTo('ko'))
    .addColumn('admin', t.boolean, (col) => col.notNull().defaultTo(t.false))
    // pending (e-mail not confirmed), active, banned, deprecated (withdrawn): SPEC §4.
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('active'))
    .addColumn('created_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
    .addColumn('updated_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
    .execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', t.id, (col) => col.primaryKey().notNull())
    .addColumn('type', 'varchar(64)', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    // pending -> running -> done | pending (retry with backoff) | dead (after max_attempts)
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (col) => col.notNull())
    .addColumn('run_at', t.timestamp, (col) => col.notNull())
    .addColumn('locked_at', t.timestamp)
    .addColumn('last_error', 'text')
    .addColumn('created_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
    .addColumn('updated_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
    .execute();

  await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'run_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
  await db.schema.dropTable('users').execute();
}
