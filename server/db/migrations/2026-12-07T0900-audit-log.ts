import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * The administrators' audit log (issue 32, DECISIONS P31): every administrative action, who
 * took it, on what, when, the state before and after and the reason given. Rows are only ever
 * added; nothing in the application updates or deletes them (an erased member's actions keep
 * their rows, without the member).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('audit_log')
    .addColumn('id', t.id, (col) => col.primaryKey().notNull())
    .addColumn('actor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('action', 'varchar(64)', (col) => col.notNull())
    .addColumn('target_type', 'varchar(32)', (col) => col.notNull())
    .addColumn('target_id', 'varchar(64)')
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('reason', 'varchar(500)')
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created').on('audit_log').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('audit_log_target').on('audit_log').columns(['target_type', 'target_id']).execute();
  await db.schema.createIndex('audit_log_actor').on('audit_log').column('actor_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
