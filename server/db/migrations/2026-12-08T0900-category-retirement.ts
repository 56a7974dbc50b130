import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Retired categories (issue 32 item 4): a category is never deleted while posts use it; the
 * console retires it instead, which hides it from the writing form's picker and the lists'
 * filters while its posts keep it and stay listed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('categories').addColumn('retired_at', t.timestamp).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('categories').dropColumn('retired_at').execute();
}
