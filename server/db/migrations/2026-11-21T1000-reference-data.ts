import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Reference data (SPEC §3.1, §3.3; DECISIONS P13, P22): codes, post groupings, the
 * three-level category tree, characters, personality types and report reasons. Every row
 * has a stable key with a unique index so that the seed can upsert it at every start.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('codes')
    .addColumn('id', t.id, (col) => col.primaryKey().notNull())
    // job | signup_from (SPEC §3.1 "Code items")
    .addColumn('code_group', 'varchar(32)', (col) => col.notNull())
    .addColumn('key', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('name_ko', 'varchar(100)', (col) => col.notNull())
    .addColumn('name_en', 'varchar(100)', (col) => col.notNull())
    .addColumn('name_ja', 'varchar(100)', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('codes_group_order').on('codes').columns(['code_group', 'sort_order']).execute();

  await db.schema
    .createTable('post_groupings')
    .addColumn('id', t.id, (col) => col.primaryKey().notNull())
    .addColumn('type', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('name_ko', 'varchar(100)', (col) => col.notNull())
    .addColumn('name_en', 'varchar(100)', (col) => col.notNull())
    .addColumn('name_ja', 'varchar(100)', (col) => col.notNull())
    // DECISIONS P13: whatsnew is written by administrators, the other groupings by members.
    .addColumn('writable_by', 'varchar(16)', (col) =>
      col
        .notNull()
        .defaultTo('member')
        .check(sql`writable_by in ('member', 'admin')`),
    )
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', t.id, (col) => col.primaryKey().notNull())
    .addColumn('parent_id', 'integer', (col) => col.references('categories.id').onDelete('restrict'))
    .addColumn('depth', 'integer', (col) => col.notNull().check(sql`depth between 1 and 3`))
    .addColumn('key', 'varchar(128)', (col) => col.notNull().unique())
    .addColumn('grouping_type', 'varchar(32)', (col) => col.notNull().references('post_groupings.type'))
    .addColumn('name_ko', 'varchar(100)', (col) => col.notNull())
    .addColumn('name_en', 'varchar(100)', (col) => col.notNull())
    .addColumn('name_ja', 'varchar(100)', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('categories_parent').on('categories').column('parent_id').execute();
  await db.schema
    .createIndex('categories_grouping_order')
    .on('categories')
    .columns(['grouping_type', 'depth', 'sort_order'])
    .execute();

  await db.schema
    .createTable('characters')
    .addColumn('id', t.id, (col) => col.primaryKey().notNull())
    .addColumn('key', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('name_ko', 'varchar(100)', (col) => col.notNull())
    .addColumn('name_en', 'varchar(100)', (col) => col.notNull())
    .addColumn('name_ja', 'varchar(100)', (col) => col.notNull())
    .addColumn('intro_ko', 'varchar(500)', (col) => col.notNull())
    .addColumn('intro_en', 'varchar(500)', (col) => col.notNull())
    .addColumn('intro_ja', 'varchar(500)', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('mbti_types')
    .addColumn('id', t.id, (col) => col.primaryKey().notNull())
    // Lower case as in SPEC §3.1 (intj … esfp); lookups normalize their input.
    .addColumn('type', 'varchar(4)', (col) => col.notNull().unique())
    .addColumn('character_key', 'varchar(32)', (col) => col.notNull().references('characters.key'))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('report_reasons')
    .addColumn('id', t.id, (col) => col.primaryKey().notNull())
    .addColumn('key', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('name_ko', 'varchar(100)', (col) => col.notNull())
    .addColumn('name_en', 'varchar(100)', (col) => col.notNull())
    .addColumn('name_ja', 'varchar(100)', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('report_reasons').execute();
  await db.schema.dropTable('mbti_types').execute();
  await db.schema.dropTable('characters').execute();
  await db.schema.dropTable('categories').execute();
  await db.schema.dropTable('post_groupings').execute();
  await db.schema.dropTable('codes').execute();
}
