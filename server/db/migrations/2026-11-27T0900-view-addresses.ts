import type { Kysely } from 'kysely';

/**
 * Issue 13 finding 8 (DECISIONS P18): an anonymous view keeps a keyed digest of the reader's
 * address, `address_key`, so that the distinct visitors counted per post, address and day can be
 * bounded (VIEW_MAX_VISITORS_PER_ADDRESS): fresh visitor cookies from one address stop counting.
 * A digest only, never the address itself. Views counted before it have none (members never do).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('post_views').addColumn('address_key', 'varchar(64)').execute();
  await db.schema
    .createIndex('post_views_address')
    .on('post_views')
    .columns(['post_id', 'day', 'address_key'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('post_views_address').execute();
  await db.schema.alterTable('post_views').dropColumn('address_key').execute();
}
