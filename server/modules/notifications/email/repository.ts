import { sql } from 'kysely';
import { toBool, toIso, toIsoOrNull } from '../../../db/normalize.ts';
import type { DbOrTrx } from '../../../lib/context.ts';
import type { NoticeMailKind } from './kinds.ts';

/** The SQL of notification e-mails: the switched-off kinds and the hourly digests (issue 29). */

/**
 * Holds the member's row until the transaction ends (PostgreSQL; SQLite has one writer): two
 * presses of the marketing switch at once would both see "not agreed" and mail two proofs, as
 * members' own update guards against the same way.
 */
export async function lockMemberRow(db: DbOrTrx, dialect: string, userId: number): Promise<void> {
  if (dialect !== 'postgres') return;
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

export async function switchedOffKinds(db: DbOrTrx, userId: number): Promise<Set<NoticeMailKind>> {
  const rows = await db.selectFrom('alarm_mail_settings').select('kind').where('user_id', '=', userId).execute();
  return new Set(rows.map((row) => row.kind as NoticeMailKind));
}

/** Switched-off kinds of many members at once (the sending job). */
export async function switchedOffKindsOf(
  db: DbOrTrx,
  userIds: readonly number[],
): Promise<Map<number, Set<NoticeMailKind>>> {
  const result = new Map<number, Set<NoticeMailKind>>();
  if (userIds.length === 0) return result;
  const rows = await db
    .selectFrom('alarm_mail_settings')
    .select(['user_id', 'kind'])
    .where('user_id', 'in', [...userIds])
    .execute();
  for (const row of rows) {
    const kinds = result.get(row.user_id) ?? new Set<NoticeMailKind>();
    kinds.add(row.kind as NoticeMailKind);
    result.set(row.user_id, kinds);
  }
  return result;
}

/** Switching off is idempotent: a second press keeps the first date. */
export async function switchOff(db: DbOrTrx, userId: number, kinds: readonly NoticeMailKind[], at: string) {
  if (kinds.length === 0) return;
  await db
    .insertInto('alarm_mail_settings')
    .values(kinds.map((kind) => ({ user_id: userId, kind, off_at: at })))
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing())
    .execute();
}

export async function switchOn(db: DbOrTrx, userId: number, kinds: readonly NoticeMailKind[]) {
  if (kinds.length === 0) return;
  await db
    .deleteFrom('alarm_mail_settings')
    .where('user_id', '=', userId)
    .where('kind', 'in', [...kinds])
    .execute();
}

/** Who of `userIds` may get this kind of mail: active members, not administrators (SPEC §6), kind on. */
export async function mailableRecipients(
  db: DbOrTrx,
  userIds: readonly number[],
  kind: NoticeMailKind,
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select(['id', 'admin'])
    .where('id', 'in', [...new Set(userIds)])
    .where('status', '=', 'active')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('alarm_mail_settings')
            .select(sql.lit(1).as('one'))
            .whereRef('alarm_mail_settings.user_id', '=', 'users.id')
            .where('alarm_mail_settings.kind', '=', kind),
        ),
      ),
    )
    .execute();
  return rows.filter((row) => !toBool(row.admin)).map((row) => row.id);
}

export interface DigestEvent {
  postId: number;
  key: string;
  kindBit: number;
  actorId: number;
  replyId: number | null;
  at: string;
}

/**
 * Adds one event to each member's digest of the post, in one statement. A digest that had
 * nothing waiting becomes due now, or when the quiet hour after its last mail ends; one that
 * was already waiting keeps its time. Returns the digests that need a job scheduled, with
 * their due time: those that just started waiting, and those overdue by more than
 * `stalledAfterMs` (their job died after its last attempt: without a new one they would wait
 * for ever, since later events only add to them). The job is harmless twice.
 */
export async function addToDigests(
  db: DbOrTrx,
  userIds: readonly number[],
  event: DigestEvent,
  stalledAfterMs: number,
): Promise<{ userId: number; dueAt: string }[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .insertInto('alarm_mail_digests')
    .values(
      userIds.map((userId) => ({
        user_id: userId,
        post_id: event.postId,
        pending: 1,
        kinds: event.kindBit,
        last_key: event.key,
        last_actor_id: event.actorId,
        last_reply_id: event.replyId,
        due_at: event.at,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['user_id', 'post_id']).doUpdateSet((eb) => ({
        pending: sql<number>`alarm_mail_digests.pending + 1`,
        kinds: sql<number>`alarm_mail_digests.kinds | excluded.kinds`,
        last_key: eb.ref('excluded.last_key'),
        last_actor_id: eb.ref('excluded.last_actor_id'),
        last_reply_id: eb.ref('excluded.last_reply_id'),
        // Every expression reads the row as it was: `pending = 0` means nothing was waiting.
        due_at: sql<string>`case
          when alarm_mail_digests.pending > 0 then alarm_mail_digests.due_at
          when alarm_mail_digests.quiet_until is not null and alarm_mail_digests.quiet_until > excluded.due_at
            then alarm_mail_digests.quiet_until
          else excluded.due_at end`,
      })),
    )
    .returning(['user_id', 'pending', 'due_at'])
    .execute();
  const stalled = new Date(event.at).getTime() - stalledAfterMs;
  return rows
    .filter((row) => Number(row.pending) === 1 || new Date(row.due_at).getTime() < stalled)
    .map((row) => ({ userId: row.user_id, dueAt: toIso(row.due_at) }));
}

export interface DueDigest {
  id: number;
  userId: number;
  pending: number;
  kinds: number;
  lastKey: string;
  lastActorId: number | null;
  lastReplyId: number | null;
  email: string;
  lang: string;
  nickName: string;
  active: boolean;
  admin: boolean;
}

/**
 * Takes up to `limit` of a post's digests that are due, and marks them sent in the same
 * transaction (nothing waiting, quiet until `quietUntil`): the caller queues their mails in
 * it, so a digest is mailed once even when two jobs of the post run together (PostgreSQL
 * locks the rows; SQLite has one writer).
 */
export async function takeDueDigests(
  db: DbOrTrx,
  query: { postId: number; now: string; quietUntil: string; limit: number; postgres: boolean },
): Promise<DueDigest[]> {
  let select = db
    .selectFrom('alarm_mail_digests')
    .innerJoin('users', 'users.id', 'alarm_mail_digests.user_id')
    .select([
      'alarm_mail_digests.id',
      'alarm_mail_digests.user_id',
      'alarm_mail_digests.pending',
      'alarm_mail_digests.kinds',
      'alarm_mail_digests.last_key',
      'alarm_mail_digests.last_actor_id',
      'alarm_mail_digests.last_reply_id',
      'users.user_id as email',
      'users.lang',
      'users.nick_name',
      'users.status',
      'users.admin',
    ])
    .where('alarm_mail_digests.post_id', '=', query.postId)
    .where('alarm_mail_digests.pending', '>', 0)
    .where('alarm_mail_digests.due_at', '<=', query.now)
    .orderBy('alarm_mail_digests.id')
    .limit(query.limit);
  if (query.postgres) select = select.modifyEnd(sql`for update of alarm_mail_digests skip locked`);
  const rows = await select.execute();
  if (rows.length === 0) return [];
  await db
    .updateTable('alarm_mail_digests')
    .set({ pending: 0, kinds: 0, quiet_until: query.quietUntil })
    .where(
      'id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    pending: Number(row.pending),
    kinds: Number(row.kinds),
    lastKey: row.last_key,
    lastActorId: row.last_actor_id,
    lastReplyId: row.last_reply_id,
    email: row.email,
    lang: row.lang,
    nickName: row.nick_name,
    active: row.status === 'active',
    admin: toBool(row.admin),
  }));
}

/** Digests with nothing waiting whose quiet hour is over say nothing any more. */
export async function dropQuietDigests(db: DbOrTrx, postId: number, now: string): Promise<void> {
  await db
    .deleteFrom('alarm_mail_digests')
    .where('post_id', '=', postId)
    .where('pending', '=', 0)
    .where('quiet_until', '<', now)
    .execute();
}

/** For tests and the operator: a member's digest of a post. */
export async function findDigest(db: DbOrTrx, userId: number, postId: number) {
  const row = await db
    .selectFrom('alarm_mail_digests')
    .selectAll()
    .where('user_id', '=', userId)
    .where('post_id', '=', postId)
    .executeTakeFirst();
  return row
    ? { pending: Number(row.pending), dueAt: toIso(row.due_at), quietUntil: toIsoOrNull(row.quiet_until) }
    : undefined;
}
