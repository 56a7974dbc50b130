import { type Kysely, sql } from 'kysely';

/**
 * Keywords get their identity as a column, `tag_key`, written by the application (tagKey in
 * common/validation/post.ts: NFKC, then lower case), with the unique index on it. The index on
 * lower(keyword) it replaces folded only ASCII letters on SQLite, so "Äpfel" and "äpfel" were two
 * keywords there and one on PostgreSQL.
 *
 * Existing keywords get their key here; spellings that now share one are merged into the oldest,
 * which takes over their posts. The fold is written out again because a migration never imports
 * application code.
 */
const tagKey = (tag: string) => tag.normalize('NFKC').toLowerCase();

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('keywords')
    .addColumn('tag_key', 'varchar(120)', (col) => col.notNull().defaultTo(''))
    .execute();
  const rows: { id: number; keyword: string }[] = await db
    .selectFrom('keywords')
    .select(['id', 'keyword'])
    .orderBy('id')
    .execute();
  const kept = new Map<string, number>();
  for (const row of rows) {
    const key = tagKey(row.keyword);
    const first = kept.get(key);
    if (first === undefined) {
      kept.set(key, row.id);
      await db.updateTable('keywords').set({ tag_key: key }).where('id', '=', row.id).execute();
      continue;
    }
    // A post that carries both spellings keeps the first once.
    await sql`delete from post_keywords where keyword_id = ${row.id}
      and post_id in (select post_id from post_keywords where keyword_id = ${first})`.execute(db);
    await db.updateTable('post_keywords').set({ keyword_id: first }).where('keyword_id', '=', row.id).execute();
    await db.deleteFrom('keywords').where('id', '=', row.id).execute();
  }
  await db.schema.dropIndex('keywords_keyword_lower').execute();
  await db.schema.createIndex('keywords_tag_key').on('keywords').column('tag_key').unique().execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('keywords_tag_key').execute();
  await sql`create unique index keywords_keyword_lower on keywords (lower(keyword))`.execute(db);
  await db.schema.alterTable('keywords').dropColumn('tag_key').execute();
}
