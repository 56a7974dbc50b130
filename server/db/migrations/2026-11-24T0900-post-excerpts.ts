import type { Kysely } from 'kysely';

/**
 * A card's excerpt is kept beside the post (issue 4 benchmarks, docs/performance.md): lists
 * read 200 characters instead of cutting them from the whole text on every request.
 *
 * Existing posts are filled in here with the same rule as server/modules/posts/excerpt.ts,
 * written out again because a migration never imports application code.
 */
const EXCERPT_LENGTH = 200;
const BATCH = 500;

function excerptOf(text: string): string {
  const start = text
    .slice(0, EXCERPT_LENGTH * 4)
    .replace(/\s+/g, ' ')
    .trim();
  const characters = Array.from(start);
  return characters.length <= EXCERPT_LENGTH ? start : characters.slice(0, EXCERPT_LENGTH).join('').trimEnd();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('posts')
    .addColumn('excerpt', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .execute();
  let after = 0;
  for (;;) {
    const rows: { id: number; content_text: string }[] = await db
      .selectFrom('posts')
      .select(['id', 'content_text'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      await db
        .updateTable('posts')
        .set({ excerpt: excerptOf(row.content_text) })
        .where('id', '=', row.id)
        .execute();
    }
    after = rows[rows.length - 1]!.id;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('posts').dropColumn('excerpt').execute();
}
