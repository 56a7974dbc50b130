import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Notifications (issue 29, ADR 0028): one row per notification a member keeps.
 *
 * `group_key` is unique per recipient. For the kinds SPEC §5 groups (follows, milestones,
 * level-ups, reports) it is the group (type, key, post, reply, nickname, data type), so a new
 * one of a group replaces the older in place; for the reply and post kinds it names what made
 * the row (the reply, the post), so a fan-out job run twice delivers each one once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('alarms')
    .addColumn('id', t.id, (col) => col.primaryKey().notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(16)', (col) => col.notNull())
    .addColumn('key', 'varchar(32)', (col) => col.notNull())
    .addColumn('group_key', 'varchar(160)', (col) => col.notNull())
    // The member who acted (null: nobody, a level-up); erased with them (P11).
    .addColumn('actor_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    // What it is about; no foreign keys: the check before following it says when they are gone.
    .addColumn('post_id', 'integer')
    .addColumn('reply_id', 'integer')
    // SPEC §3.4's data as JSON text: nickname, title, excerpt, grouping type, level.
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('show', t.boolean, (col) => col.notNull().defaultTo(t.false))
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addUniqueConstraint('alarms_user_group', ['user_id', 'group_key'])
    .execute();
  // The bell: a member's newest first, the count since the last opening, the unread ones.
  await db.schema.createIndex('alarms_user_created').on('alarms').columns(['user_id', 'created_at', 'id']).execute();
  // Retention: what is older than 30 days goes (SPEC §9).
  await db.schema.createIndex('alarms_created').on('alarms').column('created_at').execute();
  await db.schema.createIndex('alarms_actor').on('alarms').column('actor_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('alarms').execute();
}
