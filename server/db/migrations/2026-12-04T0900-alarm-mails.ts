import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Notification e-mails (issue 29 point 4; SPEC §3.6, DECISIONS P26, P27).
 *
 * - `alarm_mail_settings`: the e-mail kinds a member switched off, one row each; no row means
 *   on, so every member starts with all of them and nothing is written at sign-up. Marketing
 *   is not here: it is the sign-up consent itself, `users.agree_marketing_at`.
 * - `alarm_mail_digests`: at most one e-mail per post per member per hour. One row per member
 *   and post (unique, so deliveries made at the same time merge into it): the events not yet
 *   mailed (`pending`, `kinds` as a bit set, the newest one's facts), when they are due, and
 *   until when the member's last mail about the post keeps the next one waiting.
 * - `mails.headers`: extra headers of a mail (List-Unsubscribe, RFC 8058), JSON text.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('alarm_mail_settings')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(32)', (col) => col.notNull())
    .addColumn('off_at', t.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('alarm_mail_settings_pk', ['user_id', 'kind'])
    .execute();

  await db.schema
    .createTable('alarm_mail_digests')
    .addColumn('id', t.id, (col) => col.primaryKey().notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // No foreign key: a post deleted meanwhile is seen at sending time, and nothing is sent.
    .addColumn('post_id', 'integer', (col) => col.notNull())
    .addColumn('pending', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('kinds', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_key', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_actor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('last_reply_id', 'integer')
    .addColumn('due_at', t.timestamp, (col) => col.notNull())
    .addColumn('quiet_until', t.timestamp)
    .addUniqueConstraint('alarm_mail_digests_user_post', ['user_id', 'post_id'])
    .execute();
  // The sending job takes a post's due rows.
  await db.schema
    .createIndex('alarm_mail_digests_post_due')
    .on('alarm_mail_digests')
    .columns(['post_id', 'due_at'])
    .execute();
  await db.schema.createIndex('alarm_mail_digests_actor').on('alarm_mail_digests').column('last_actor_id').execute();

  await db.schema.alterTable('mails').addColumn('headers', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mails').dropColumn('headers').execute();
  await db.schema.dropTable('alarm_mail_digests').execute();
  await db.schema.dropTable('alarm_mail_settings').execute();
}
