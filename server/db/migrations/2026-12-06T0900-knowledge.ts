import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * The knowledge areas (issue 31, DECISIONS P24): Documentation's guides and Solomon's answers
 * (FAQ), in categories of two depths, written by administrators in each language, linked both
 * ways, with readers' "was this helpful?" answers. An upload may be an article's image.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('knowledge_categories')
    .addColumn('id', t.id, (col) => col.primaryKey().notNull())
    .addColumn('area', 'varchar(16)', (col) => col.notNull().check(sql`area in ('documentation', 'solomon')`))
    .addColumn('parent_id', 'integer', (col) => col.references('knowledge_categories.id').onDelete('restrict'))
    .addColumn('depth', 'integer', (col) => col.notNull().check(sql`depth between 1 and 2`))
    .addColumn('name_ko', 'varchar(100)', (col) => col.notNull())
    .addColumn('name_en', 'varchar(100)', (col) => col.notNull())
    .addColumn('name_ja', 'varchar(100)', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('knowledge_categories_tree')
    .on('knowledge_categories')
    .columns(['area', 'parent_id', 'sort_order'])
    .execute();

  await db.schema
    .createTable('knowledge_articles')
    .addColumn('id', t.id, (col) => col.primaryKey().notNull())
    .addColumn('kind', 'varchar(8)', (col) => col.notNull().check(sql`kind in ('guide', 'faq')`))
    .addColumn('category_id', 'integer', (col) =>
      col.notNull().references('knowledge_categories.id').onDelete('restrict'),
    )
    .addColumn('status', 'varchar(16)', (col) => col.notNull().check(sql`status in ('draft', 'published')`))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('helpful_yes', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('helpful_no', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('view_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .addColumn('published_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('knowledge_articles_category')
    .on('knowledge_articles')
    .columns(['category_id', 'status', 'sort_order'])
    .execute();
  await db.schema
    .createIndex('knowledge_articles_helpful')
    .on('knowledge_articles')
    .columns(['kind', 'status', 'helpful_yes'])
    .execute();

  // One text per language; an article without the reader's language is offered in another.
  await db.schema
    .createTable('knowledge_texts')
    .addColumn('article_id', 'integer', (col) => col.notNull().references('knowledge_articles.id').onDelete('cascade'))
    .addColumn('lang', 'varchar(2)', (col) => col.notNull())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('plain_text', 'text', (col) => col.notNull())
    /** A JSON array of keywords (Solomon's keyword list, search's tag column). */
    .addColumn('keywords', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('knowledge_texts_pk', ['article_id', 'lang'])
    .execute();

  // A guide and an answer that point to each other: one row says both directions.
  await db.schema
    .createTable('knowledge_links')
    .addColumn('guide_id', 'integer', (col) => col.notNull().references('knowledge_articles.id').onDelete('cascade'))
    .addColumn('faq_id', 'integer', (col) => col.notNull().references('knowledge_articles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('knowledge_links_pk', ['guide_id', 'faq_id'])
    .execute();
  await db.schema.createIndex('knowledge_links_faq').on('knowledge_links').column('faq_id').execute();

  // "Was this helpful?": one answer per reader and article. `reader_key` is `u<id>` for a
  // member and `v<visitor id>` for a visitor's signed cookie, so one unique index holds both.
  await db.schema
    .createTable('knowledge_reviews')
    .addColumn('id', t.id, (col) => col.primaryKey().notNull())
    .addColumn('article_id', 'integer', (col) => col.notNull().references('knowledge_articles.id').onDelete('cascade'))
    .addColumn('reader_key', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('helpful', t.boolean, (col) => col.notNull())
    .addColumn('text', 'varchar(1000)')
    .addColumn('lang', 'varchar(2)', (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('knowledge_reviews_reader')
    .on('knowledge_reviews')
    .columns(['article_id', 'reader_key'])
    .unique()
    .execute();
  await db.schema.createIndex('knowledge_reviews_created').on('knowledge_reviews').column('created_at').execute();

  // An editor image placed in an article is in use while the article is (the purge job asks).
  await db.schema.alterTable('uploads').addColumn('article_id', 'integer').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('uploads').dropColumn('article_id').execute();
  await db.schema.dropTable('knowledge_reviews').execute();
  await db.schema.dropTable('knowledge_links').execute();
  await db.schema.dropTable('knowledge_texts').execute();
  await db.schema.dropTable('knowledge_articles').execute();
  await db.schema.dropTable('knowledge_categories').execute();
}
