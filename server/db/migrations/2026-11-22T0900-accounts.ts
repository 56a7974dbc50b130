import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.ts';

/** Accounts (issue 3): sign-up state, sessions with rotating refresh tokens, e-mail links, social logins, the outbox. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);

  // SQLite adds one column per statement; both dialects accept the same sequence.
  const userColumns: [string, (table: ReturnType<typeof db.schema.alterTable>) => { execute(): Promise<void> }][] = [
    ['signup_from', (a) => a.addColumn('signup_from', 'varchar(16)', (col) => col.notNull().defaultTo('default'))],
    ['agree_privacy_at', (a) => a.addColumn('agree_privacy_at', t.timestamp)],
    // The consent date of SPEC §3.1: null when the member has not agreed to marketing.
    ['agree_marketing_at', (a) => a.addColumn('agree_marketing_at', t.timestamp)],
    ['mbti_id', (a) => a.addColumn('mbti_id', 'integer')],
    ['confirmed_at', (a) => a.addColumn('confirmed_at', t.timestamp)],
    ['last_login_at', (a) => a.addColumn('last_login_at', t.timestamp)],
    ['show_alarm_date', (a) => a.addColumn('show_alarm_date', t.timestamp)],
    ['banned_at', (a) => a.addColumn('banned_at', t.timestamp)],
    ['ban_reason', (a) => a.addColumn('ban_reason', 'text')],
    ['withdrawn_at', (a) => a.addColumn('withdrawn_at', t.timestamp)],
    ['erased_at', (a) => a.addColumn('erased_at', t.timestamp)],
  ];
  for (const [, add] of userColumns) await add(db.schema.alterTable('users')).execute();

  // Nicknames are unique whatever the case of their Latin letters ("Baker" and "baker" are one name).
  await sql`create unique index users_nick_name_lower on users (lower(nick_name))`.execute(db);

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey().notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_agent', 'varchar(256)')
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('last_seen_at', t.timestamp, (col) => col.notNull())
    .addColumn('expires_at', t.timestamp, (col) => col.notNull())
    .addColumn('revoked_at', t.timestamp)
    // signout, password, ban, withdraw, reuse (a refresh token used twice: P8)
    .addColumn('revoked_reason', 'varchar(16)')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', t.id, (col) => col.primaryKey().notNull())
    .addColumn('session_id', 'varchar(36)', (col) => col.notNull().references('sessions.id').onDelete('cascade'))
    // SHA-256 of the token: a leaked table cannot be replayed.
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('expires_at', t.timestamp, (col) => col.notNull())
    .addColumn('used_at', t.timestamp)
    .execute();
  await db.schema.createIndex('refresh_tokens_session').on('refresh_tokens').column('session_id').execute();

  await db.schema
    .createTable('email_tokens')
    .addColumn('id', t.id, (col) => col.primaryKey().notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // confirm (sign-up) or reset (password)
    .addColumn('purpose', 'varchar(16)', (col) => col.notNull())
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('expires_at', t.timestamp, (col) => col.notNull())
    .addColumn('used_at', t.timestamp)
    .execute();
  await db.schema.createIndex('email_tokens_user').on('email_tokens').columns(['user_id', 'purpose']).execute();

  await db.schema
    .createTable('social_accounts')
    .addColumn('id', t.id, (col) => col.primaryKey().notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(16)', (col) => col.notNull())
    .addColumn('provider_user_id', 'varchar(255)', (col) => col.notNull())
    .addColumn('email', 'varchar(320)')
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    // DECISIONS P10: an account is keyed by (provider, provider user id), never by e-mail alone.
    .addUniqueConstraint('social_accounts_provider_uid', ['provider', 'provider_user_id'])
    .execute();
  await db.schema.createIndex('social_accounts_user').on('social_accounts').column('user_id').execute();

  await db.schema
    .createTable('withdrawals')
    .addColumn('id', t.id, (col) => col.primaryKey().notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reasons', 'text', (col) => col.notNull())
    .addColumn('comment', 'text')
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();

  // DECISIONS P27: mails are rows written in the same transaction as their cause.
  await db.schema
    .createTable('mails')
    .addColumn('id', t.id, (col) => col.primaryKey().notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('to_address', 'varchar(320)', (col) => col.notNull())
    .addColumn('lang', 'varchar(2)', (col) => col.notNull())
    .addColumn('template', 'varchar(64)', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('html', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    // queued -> sent | kept (no SMTP configured: the local mailbox shows it) | failed (retries exhausted)
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('queued'))
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('sent_at', t.timestamp)
    .addColumn('last_error', 'text')
    .execute();
  await db.schema.createIndex('mails_to').on('mails').columns(['to_address', 'id']).execute();
  await db.schema.createIndex('mails_user').on('mails').column('user_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['mails', 'withdrawals', 'social_accounts', 'email_tokens', 'refresh_tokens', 'sessions']) {
    await db.schema.dropTable(table).execute();
  }
  await sql`drop index users_nick_name_lower`.execute(db);
  for (const column of [
    'erased_at',
    'withdrawn_at',
    'ban_reason',
    'banned_at',
    'show_alarm_date',
    'last_login_at',
    'confirmed_at',
    'mbti_id',
    'agree_marketing_at',
    'agree_privacy_at',
    'signup_from',
  ]) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
