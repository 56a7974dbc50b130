import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Issue 23 (ADR 0017): the fixed-window counters of every rate limit, kept in the database when
 * Redis is not configured or not answering, so that a limit holds across processes either way.
 * One row per limit key (`prefix:key`); `window_ends_at` is milliseconds since the epoch (a
 * bigint: the reserve statement compares and adds it in SQL on both dialects). `refused` records
 * whether the last reservation was refused: the reserve statement returns it, which is how one
 * atomic statement both counts and tells its caller the outcome. Rows of ended windows are
 * purged now and then (server/lib/rate-counters-database.ts); the index serves that purge.
 *
 * On PostgreSQL the table is UNLOGGED: a reservation then commits without waiting for the WAL
 * to reach the disk (3-4 ms less each, ADR 0017), and a crash empties the table, which only
 * restarts the windows, as a Redis restart does.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const { postgres } = columnTypes(db);
  await db.schema
    .createTable('rate_limit_counters')
    .$call((table) => (postgres ? table.modifyFront(sql`unlogged`) : table))
    .addColumn('key', 'varchar(600)', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('window_ends_at', 'bigint', (col) => col.notNull())
    .addColumn('refused', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('rate_limit_counters_window_ends_at')
    .on('rate_limit_counters')
    .column('window_ends_at')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute();
}
