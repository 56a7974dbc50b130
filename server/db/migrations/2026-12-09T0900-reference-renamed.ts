import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Names an administrator gave (issue 32 item 4): the reference seed refreshes the names of the
 * codes, post groupings, categories and report reasons it ships at every start, which would
 * put back a name fixed in the console. A row renamed in the console carries the time, and
 * the seed leaves its names alone from then on.
 */
const TABLES = ['codes', 'post_groupings', 'categories', 'report_reasons'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  for (const table of TABLES) await db.schema.alterTable(table).addColumn('renamed_at', t.timestamp).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('renamed_at').execute();
}
