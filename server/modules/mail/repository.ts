import type { Kysely, Selectable } from 'kysely';
import type { Locale } from '../../../common/i18n/locales.ts';
import type { Database, MailsTable } from '../../db/database.ts';
import { toIso, toIsoOrNull } from '../../db/normalize.ts';

/** queued -> sent (SMTP accepted it) | kept (no SMTP: the local mailbox shows it) | failed (retries exhausted). */
export type MailStatus = 'queued' | 'sent' | 'kept' | 'failed';

export interface StoredMail {
  id: number;
  userId: number | null;
  to: string;
  lang: Locale;
  template: string;
  subject: string;
  html: string;
  text: string;
  status: MailStatus;
  createdAt: string;
  sentAt: string | null;
  /** Extra headers (List-Unsubscribe, RFC 8058). */
  headers: Record<string, string>;
}

const MAIL_COLUMNS = [
  'id',
  'user_id',
  'to_address',
  'lang',
  'template',
  'subject',
  'html',
  'text',
  'status',
  'created_at',
  'sent_at',
  'headers',
] as const;

type MailRow = Pick<Selectable<MailsTable>, (typeof MAIL_COLUMNS)[number]>;

function toStoredMail(row: MailRow): StoredMail {
  return {
    id: row.id,
    userId: row.user_id,
    to: row.to_address,
    lang: row.lang as Locale,
    template: row.template,
    subject: row.subject,
    html: row.html,
    text: row.text,
    status: row.status as MailStatus,
    createdAt: toIso(row.created_at),
    sentAt: toIsoOrNull(row.sent_at),
    headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : {},
  };
}

export async function insertMail(
  db: Kysely<Database>,
  mail: {
    userId: number | null;
    to: string;
    lang: Locale;
    template: string;
    subject: string;
    html: string;
    text: string;
    headers?: Record<string, string> | null;
    createdAt: Date;
  },
): Promise<number> {
  const row = await db
    .insertInto('mails')
    .values({
      user_id: mail.userId,
      to_address: mail.to,
      lang: mail.lang,
      template: mail.template,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      status: 'queued',
      headers: mail.headers ? JSON.stringify(mail.headers) : null,
      created_at: mail.createdAt.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findMail(db: Kysely<Database>, id: number): Promise<StoredMail | undefined> {
  const row = await db.selectFrom('mails').select(MAIL_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toStoredMail(row) : undefined;
}

/** Records the outcome of one delivery attempt; only a queued mail changes, so a repeated job is harmless. */
export async function recordDelivery(
  db: Kysely<Database>,
  id: number,
  outcome: { status: MailStatus; at: Date; error?: string },
): Promise<void> {
  await db
    .updateTable('mails')
    .set({
      status: outcome.status,
      sent_at: outcome.status === 'sent' || outcome.status === 'kept' ? outcome.at.toISOString() : null,
      last_error: outcome.error ?? null,
    })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .execute();
}

/** A failed attempt that will be retried: the mail stays queued, with the reason for the operator. */
export async function recordAttemptError(db: Kysely<Database>, id: number, error: string): Promise<void> {
  await db
    .updateTable('mails')
    .set({ last_error: error })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .execute();
}

/** The outbox, newest first, optionally for one recipient (case-insensitive). */
export async function listMails(
  db: Kysely<Database>,
  query: { to?: string; offset: number; limit: number },
): Promise<{ rows: StoredMail[]; total: number }> {
  let base = db.selectFrom('mails');
  const to = query.to?.trim().toLowerCase();
  if (to) base = base.where((eb) => eb(eb.fn('lower', ['to_address']), '=', to));
  const [rows, count] = await Promise.all([
    base.select(MAIL_COLUMNS).orderBy('id', 'desc').offset(query.offset).limit(query.limit).execute(),
    base.select((eb) => eb.fn.countAll<number | string | bigint>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toStoredMail), total: Number(count.count) };
}

/** Erasure of a withdrawn member (P11): mails hold the address and the nickname, so none stays. */
export async function deleteMailsOf(
  db: Kysely<Database>,
  recipient: { userId: number; address: string },
): Promise<void> {
  await db
    .deleteFrom('mails')
    .where((eb) => eb.or([eb('user_id', '=', recipient.userId), eb('to_address', '=', recipient.address)]))
    .execute();
}
