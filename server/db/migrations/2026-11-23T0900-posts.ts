import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Posts and discussions (issue 4; SPEC §3.3, §4; DECISIONS P13–P19): posts with their tags,
 * nested replies, likes, bookmarks, followed posts, reports, per-day views and uploaded images.
 *
 * Posts and replies are never removed from the table: a deleted or report-hidden item keeps
 * its place (SPEC §4 placeholders) and its status says why. Counters on posts and replies are
 * kept by the services in the same transaction as the rows they count, so lists never count.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('posts')
    .addColumn('id', t.id, (col) => col.primaryKey().notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('grouping_type', 'varchar(32)', (col) => col.notNull().references('post_groupings.type'))
    // The chosen category is a leaf of its grouping's tree; its ancestors are copied beside it
    // so that a list filters on any level with one indexed column.
    .addColumn('category_id', 'integer', (col) => col.notNull().references('categories.id'))
    .addColumn('category1_id', 'integer', (col) => col.notNull().references('categories.id'))
    .addColumn('category2_id', 'integer', (col) => col.references('categories.id'))
    .addColumn('category3_id', 'integer', (col) => col.references('categories.id'))
    .addColumn('lang', 'varchar(2)', (col) => col.notNull())
    .addColumn('title', 'varchar(100)', (col) => col.notNull())
    // Sanitized HTML (P15) and its plain text, which cards, excerpts and search read.
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('content_text', 'text', (col) => col.notNull())
    .addColumn('admin_content', 'text')
    .addColumn('company_name', 'varchar(20)')
    .addColumn('visibility', 'varchar(8)', (col) => col.notNull().check(sql`visibility in ('public', 'private')`))
    // Knowledge articles arrive with a later issue; the link is kept as a plain id until then.
    .addColumn('guide_id', 'integer')
    .addColumn('solomon_reference', t.boolean, (col) => col.notNull().defaultTo(t.false))
    .addColumn('thumbnail_url', 'varchar(255)')
    .addColumn('reply_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('like_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('bookmark_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('follow_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('view_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('report_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'varchar(8)', (col) =>
      col
        .notNull()
        .defaultTo('visible')
        .check(sql`status in ('visible', 'hidden', 'deleted')`),
    )
    .addColumn('hidden_at', t.timestamp)
    .addColumn('deleted_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .execute();
  // The list query of /api/post/get_list: one grouping, one language, public and visible, by date.
  await db.schema
    .createIndex('posts_list_new')
    .on('posts')
    .columns(['grouping_type', 'lang', 'status', 'visibility', 'created_at'])
    .execute();
  await db.schema.createIndex('posts_user').on('posts').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('posts_category1').on('posts').column('category1_id').execute();
  await db.schema.createIndex('posts_category2').on('posts').column('category2_id').execute();
  await db.schema.createIndex('posts_category3').on('posts').column('category3_id').execute();

  await db.schema
    .createTable('keywords')
    .addColumn('id', t.id, (col) => col.primaryKey().notNull())
    .addColumn('keyword', 'varchar(30)', (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
  // Tags are one keyword whatever the case of their Latin letters ("GA4" and "ga4").
  await sql`create unique index keywords_keyword_lower on keywords (lower(keyword))`.execute(db);

  await db.schema
    .createTable('post_keywords')
    .addColumn('post_id', 'integer', (col) => col.notNull().references('posts.id'))
    .addColumn('keyword_id', 'integer', (col) => col.notNull().references('keywords.id'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('post_keywords_pk', ['post_id', 'keyword_id'])
    .execute();
  await db.schema.createIndex('post_keywords_keyword').on('post_keywords').column('keyword_id').execute();

  await db.schema
    .createTable('replies')
    .addColumn('id', t.id, (col) => col.primaryKey().notNull())
    .addColumn('post_id', 'integer', (col) => col.notNull().references('posts.id'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    // The reply this one answers (null: the post). Deleting a reply deletes its answers (SPEC §4).
    .addColumn('parent_id', 'integer', (col) => col.references('replies.id'))
    // Where the thread shows it: nesting stops at depth 3; a deeper answer stays at depth 3
    // under its parent's thread parent and names the member it answers (mention_user_id).
    .addColumn('thread_parent_id', 'integer', (col) => col.references('replies.id'))
    .addColumn('depth', 'integer', (col) => col.notNull().check(sql`depth between 1 and 3`))
    .addColumn('mention_user_id', 'integer', (col) => col.references('users.id'))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('content_text', 'text', (col) => col.notNull())
    .addColumn('like_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('report_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'varchar(8)', (col) =>
      col
        .notNull()
        .defaultTo('visible')
        .check(sql`status in ('visible', 'hidden', 'deleted')`),
    )
    .addColumn('hidden_at', t.timestamp)
    .addColumn('deleted_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('replies_post').on('replies').columns(['post_id', 'created_at']).execute();
  await db.schema.createIndex('replies_parent').on('replies').column('parent_id').execute();
  await db.schema.createIndex('replies_user').on('replies').columns(['user_id', 'created_at']).execute();

  // Likes, bookmarks and followed posts: one row per member and item; the pair is the key.
  for (const [table, target, targetTable] of [
    ['post_likes', 'post_id', 'posts'],
    ['reply_likes', 'reply_id', 'replies'],
    ['post_bookmarks', 'post_id', 'posts'],
    ['post_follows', 'post_id', 'posts'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn(target, 'integer', (col) => col.notNull().references(`${targetTable}.id`))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('created_at', t.timestamp, (col) => col.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, [target, 'user_id'])
      .execute();
    await db.schema.createIndex(`${table}_user`).on(table).columns(['user_id', 'created_at']).execute();
  }

  await db.schema
    .createTable('reports')
    .addColumn('id', t.id, (col) => col.primaryKey().notNull())
    .addColumn('reporter_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('target_type', 'varchar(8)', (col) => col.notNull().check(sql`target_type in ('post', 'reply')`))
    .addColumn('target_id', 'integer', (col) => col.notNull())
    .addColumn('reason_key', 'varchar(32)', (col) => col.notNull().references('report_reasons.key'))
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
  // P16: one report per member and item; the index refuses the duplicate even in a race.
  await db.schema
    .createIndex('reports_once')
    .on('reports')
    .columns(['target_type', 'target_id', 'reporter_id'])
    .unique()
    .execute();

  // P18: one view per reader (a member, or an anonymous browser's digest) per post per day.
  await db.schema
    .createTable('post_views')
    .addColumn('post_id', 'integer', (col) => col.notNull().references('posts.id'))
    .addColumn('viewer_key', 'varchar(64)', (col) => col.notNull())
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id'))
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('post_views_pk', ['post_id', 'viewer_key', 'day'])
    .execute();
  await db.schema.createIndex('post_views_day').on('post_views').column('day').execute();

  // P19: every stored image, re-encoded; a draft's images share its draft key until the post
  // that uses them is saved, which is how the 15 MB per post is counted before the post exists.
  await db.schema
    .createTable('uploads')
    .addColumn('id', t.id, (col) => col.primaryKey().notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('draft_key', 'varchar(64)', (col) => col.notNull())
    .addColumn('post_id', 'integer', (col) => col.references('posts.id'))
    .addColumn('storage_key', 'varchar(128)', (col) => col.notNull().unique())
    .addColumn('mime_type', 'varchar(32)', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('uploads_draft').on('uploads').columns(['user_id', 'draft_key']).execute();
  await db.schema.createIndex('uploads_post').on('uploads').column('post_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'uploads',
    'post_views',
    'reports',
    'post_follows',
    'post_bookmarks',
    'reply_likes',
    'post_likes',
    'replies',
    'post_keywords',
    'keywords',
    'posts',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
