import type { Kysely } from 'kysely';

/**
 * DECISIONS P25, the popular keywords (issue 30): a language's visible public posts of the
 * last 30 days, whatever their grouping. posts_list_new starts with the grouping, so it cannot
 * serve a range of one language's dates; this index does, and holds the views the ties are
 * broken by, so the window's posts are read from the index alone before their tags are joined.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('posts_popular_keywords')
    .on('posts')
    .columns(['lang', 'status', 'visibility', 'created_at', 'view_count'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('posts_popular_keywords').execute();
}
