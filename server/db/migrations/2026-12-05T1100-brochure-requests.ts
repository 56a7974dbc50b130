import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * The side panel's brochure applications (DECISIONS P32, issue 30): what a member asked for,
 * kept for the administrators' list and mailed to BROCHURE_EMAIL through the outbox.
 * `consented_at` is the moment the applicant agreed to be contacted: the record of that consent.
 * P11's erasure deletes a member's requests (server/modules/brochure/rules.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('brochure_requests')
    .addColumn('id', t.id, (col) => col.primaryKey().notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('company', 'varchar(100)', (col) => col.notNull())
    .addColumn('name', 'varchar(50)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('phone', 'varchar(30)')
    .addColumn('interest', 'varchar(500)', (col) => col.notNull())
    .addColumn('lang', 'varchar(8)', (col) => col.notNull())
    .addColumn('consented_at', t.timestamp, (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
  // The administrators' list, newest first.
  await db.schema.createIndex('brochure_requests_created').on('brochure_requests').column('created_at').execute();
  await db.schema.createIndex('brochure_requests_user').on('brochure_requests').column('user_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('brochure_requests').execute();
}
