import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Members (issue 14, ADR 0022): the profile a member edits (bio, image, base image, main
 * character), their SNS links (at most 3, SPEC §5), who follows whom (SPEC §4), and the
 * characters each member has collected (DECISIONS P22).
 *
 * Dough belongs to every member by rule and is never a row (ADR 0022): no way of creating a
 * member can forget it. Members who already chose a personality type get its character here,
 * and it becomes their main one, as choosing it now does.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);

  // SQLite adds one column per statement; both dialects accept the same sequence.
  await db.schema.alterTable('users').addColumn('introduce', 'text').execute();
  // The served address of the member's image (`/uploads/<key>`, SPEC §3.1 profileImagePath) and its uploads row.
  await db.schema.alterTable('users').addColumn('profile_image_path', 'varchar(160)').execute();
  // No foreign keys on the added columns: SQLite cannot drop a column that has one (down()).
  // The purge spares an upload a profile shows (uploads' repository); the service checks characters.
  await db.schema.alterTable('users').addColumn('profile_upload_id', 'integer').execute();
  // One of the base images (null: none chosen; the avatar shows the main character).
  await db.schema.alterTable('users').addColumn('profile_base_image_index', 'integer').execute();
  // Null: the character of the member's personality type, else dough.
  await db.schema.alterTable('users').addColumn('main_character_key', 'varchar(32)').execute();

  await db.schema
    .createTable('member_sns_links')
    .addColumn('id', t.id, (col) => col.primaryKey().notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    // SPEC §3.1 SNS link types (SNS_FACEBOOK …), the keys of the `sns` codes.
    .addColumn('sns_type', 'varchar(32)', (col) => col.notNull())
    .addColumn('url', 'varchar(500)', (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addUniqueConstraint('member_sns_links_order', ['user_id', 'sort_order'])
    .execute();

  await db.schema
    .createTable('member_follows')
    .addColumn('id', t.id, (col) => col.primaryKey().notNull())
    .addColumn('follower_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('following_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addUniqueConstraint('member_follows_pair', ['follower_id', 'following_id'])
    .addCheckConstraint('member_follows_not_self', sql`follower_id <> following_id`)
    .execute();
  // Both directions are read as pages, newest first: a member's followers, and whom they follow
  // (the pair's unique index leads with follower_id, but not with the date).
  await db.schema
    .createIndex('member_follows_following')
    .on('member_follows')
    .columns(['following_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('member_follows_follower')
    .on('member_follows')
    .columns(['follower_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('member_characters')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('character_key', 'varchar(32)', (col) => col.notNull().references('characters.key'))
    .addColumn('acquired_at', t.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('member_characters_pk', ['user_id', 'character_key'])
    .execute();

  // P22 for the members who chose a type before this migration: its character, and as their main one.
  const now = new Date().toISOString();
  await db
    .insertInto('member_characters')
    .columns(['user_id', 'character_key', 'acquired_at'])
    .expression(
      db
        .selectFrom('users')
        .innerJoin('mbti_types', 'mbti_types.id', 'users.mbti_id')
        .select(['users.id', 'mbti_types.character_key', sql<string>`${now}`.as('acquired_at')]),
    )
    .execute();
  await sql`update users set main_character_key =
    (select mbti_types.character_key from mbti_types where mbti_types.id = users.mbti_id)
    where mbti_id is not null`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_characters').execute();
  await db.schema.dropTable('member_follows').execute();
  await db.schema.dropTable('member_sns_links').execute();
  for (const column of [
    'main_character_key',
    'profile_base_image_index',
    'profile_upload_id',
    'profile_image_path',
    'introduce',
  ]) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
