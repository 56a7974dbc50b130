import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Reports get a state (issue 32, P16): waiting while resolved_at is null; an administrator
 * upholds (the content hidden) or dismisses them, and records who and when. A report closed
 * stays in the table: the CSV of a period and the audit log read it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('reports').addColumn('resolved_at', t.timestamp).execute();
  await db.schema.alterTable('reports').addColumn('resolution', 'varchar(16)').execute();
  await db.schema
    .alterTable('reports')
    .addColumn('resolved_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('reports_created').on('reports').columns(['created_at', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('reports_created').execute();
  await db.schema.alterTable('reports').dropColumn('resolved_by').execute();
  await db.schema.alterTable('reports').dropColumn('resolution').execute();
  await db.schema.alterTable('reports').dropColumn('resolved_at').execute();
}
