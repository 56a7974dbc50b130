import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * The activity temperature (issue 28, ADR 0027): the score ledger, the celebrations waiting to
 * be shown, and each member's total and highest level reached on their `users` row.
 *
 * Points are integer tenths of a degree (P20's 0.1 °C steps), so sums are exact on both
 * databases. `once_key` makes a milestone (or a once-ever event) one row per member whoever
 * races to pay it; `reverses_id` makes a take-back one row per gain.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .alterTable('users')
    .addColumn('temperature_tenths', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  // The highest level ever reached: a level-up is one above it (P21, P22).
  await db.schema
    .alterTable('users')
    .addColumn('top_level', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('score_events')
    .addColumn('id', t.id, (col) => col.primaryKey().notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // SPEC §3.6's keys (POST_WRITE …) and CONTENT_HIDDEN.
    .addColumn('key', 'varchar(32)', (col) => col.notNull())
    // Paid, in tenths; the rule's value beside it (less was paid under the daily cap).
    .addColumn('points', 'integer', (col) => col.notNull())
    .addColumn('base_points', 'integer', (col) => col.notNull())
    // What the row is about: post:12, reply:5, member:3, day:2026-11-27 (null: nothing).
    .addColumn('item', 'varchar(40)')
    // The post the item belongs to, for the activity log's title (no foreign key: the log outlives it).
    .addColumn('post_id', 'integer')
    .addColumn('once_key', 'varchar(80)')
    .addColumn('reverses_id', 'integer', (col) => col.references('score_events.id').onDelete('cascade'))
    // P30: the site day (SITE_TIME_ZONE) the row was paid on; the daily cap and limits count by it.
    .addColumn('site_day', 'varchar(10)', (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addUniqueConstraint('score_events_once', ['user_id', 'once_key'])
    .addUniqueConstraint('score_events_reverses', ['reverses_id'])
    .execute();
  // The activity log (newest first) and the standing gain lookup (member, key, item).
  await db.schema.createIndex('score_events_user_id').on('score_events').columns(['user_id', 'id']).execute();
  await db.schema
    .createIndex('score_events_user_key_item')
    .on('score_events')
    .columns(['user_id', 'key', 'item'])
    .execute();
  // Today's gains, for the daily cap and POST_READ's ten a day.
  await db.schema
    .createIndex('score_events_user_day')
    .on('score_events')
    .columns(['user_id', 'site_day', 'key'])
    .execute();
  // Take-backs find the gains made by an item (a deleted post's write and milestones).
  await db.schema.createIndex('score_events_item').on('score_events').columns(['item']).execute();

  // SPEC §3.5: celebrations, shown one by one, oldest first.
  await db.schema
    .createTable('score_layers')
    .addColumn('id', t.id, (col) => col.primaryKey().notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(32)', (col) => col.notNull())
    .addColumn('level', 'integer')
    .addColumn('character_key', 'varchar(32)')
    .addColumn('points', 'integer')
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('shown_at', t.timestamp)
    .execute();
  await db.schema.createIndex('score_layers_user').on('score_layers').columns(['user_id', 'shown_at']).execute();

  // P25's top members: a language's members by temperature.
  await db.schema
    .createIndex('users_lang_temperature')
    .on('users')
    .columns(['lang', 'temperature_tenths', 'id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_lang_temperature').execute();
  await db.schema.dropTable('score_layers').execute();
  await db.schema.dropTable('score_events').execute();
  await db.schema.alterTable('users').dropColumn('top_level').execute();
  await db.schema.alterTable('users').dropColumn('temperature_tenths').execute();
}
