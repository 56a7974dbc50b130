import { type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type { AlarmData, AlarmKey, AlarmType } from '../../../common/contracts/notifications/alarms.ts';
import { ALARM_COUNT_CAP } from '../../../common/contracts/notifications/alarms.ts';
import type { AlarmsTable, Database } from '../../db/database.ts';
import { toBool, toIso } from '../../db/normalize.ts';
import type { DbOrTrx } from '../../lib/context.ts';
import type { OnSameGroup } from './kinds.ts';

/** A notification as the services see it, the same on both databases. */
export interface StoredAlarm {
  id: number;
  userId: number;
  type: AlarmType;
  key: AlarmKey;
  actorId: number | null;
  postId: number | null;
  replyId: number | null;
  data: AlarmData;
  show: boolean;
  createdAt: string;
}

function toAlarm(row: Selectable<AlarmsTable>): StoredAlarm {
  return {
    id: row.id,
    userId: row.user_id,
    type: row.type as AlarmType,
    key: row.key as AlarmKey,
    actorId: row.actor_id,
    postId: row.post_id,
    replyId: row.reply_id,
    data: JSON.parse(row.data) as AlarmData,
    show: toBool(row.show),
    createdAt: toIso(row.created_at),
  };
}

export interface NewAlarm {
  type: AlarmType;
  key: AlarmKey;
  groupKey: string;
  actorId: number | null;
  postId: number | null;
  replyId: number | null;
  data: AlarmData;
  at: string;
}

/**
 * Delivers one notification to each recipient that can still receive one (an active member:
 * not withdrawn, banned or pending), one row per recipient and group. Returns who got it now:
 * a recipient whose group already held one gets nothing more ('keep') or has it replaced, moved
 * to the top and unread again ('replace', SPEC §5's newest of a group).
 */
export async function deliverAlarm(
  db: DbOrTrx,
  alarm: NewAlarm,
  recipientIds: readonly number[],
  onSameGroup: OnSameGroup,
): Promise<number[]> {
  if (recipientIds.length === 0) return [];
  const active = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [...new Set(recipientIds)])
    .where('status', '=', 'active')
    .execute();
  if (active.length === 0) return [];
  const data = JSON.stringify(alarm.data);
  const rows = active.map(({ id }) => ({
    user_id: id,
    type: alarm.type,
    key: alarm.key,
    group_key: alarm.groupKey,
    actor_id: alarm.actorId,
    post_id: alarm.postId,
    reply_id: alarm.replyId,
    data,
    show: false,
    created_at: alarm.at,
  }));
  const inserted = await db
    .insertInto('alarms')
    .values(rows)
    .onConflict((conflict) => {
      const target = conflict.columns(['user_id', 'group_key']);
      return onSameGroup === 'keep'
        ? target.doNothing()
        : target.doUpdateSet({
            created_at: alarm.at,
            show: false,
            data,
            actor_id: alarm.actorId,
          });
    })
    .returning('user_id')
    .execute();
  return inserted.map((row) => row.user_id);
}

/** A member's notifications from `since`, newest first, after the cursor row when given. */
export async function listAlarms(
  db: DbOrTrx,
  userId: number,
  query: { since: string; before?: { createdAt: string; id: number } | undefined; limit: number },
): Promise<StoredAlarm[]> {
  let select = db.selectFrom('alarms').selectAll().where('user_id', '=', userId).where('created_at', '>=', query.since);
  const before = query.before;
  if (before) {
    select = select.where((eb) =>
      eb.or([
        eb('created_at', '<', before.createdAt),
        eb.and([eb('created_at', '=', before.createdAt), eb('id', '<', before.id)]),
      ]),
    );
  }
  const rows = await select.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.limit).execute();
  return rows.map(toAlarm);
}

export async function findAlarm(db: DbOrTrx, userId: number, id: number): Promise<StoredAlarm | undefined> {
  const row = await db
    .selectFrom('alarms')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? toAlarm(row) : undefined;
}

/**
 * Counts a member's notifications matching `where`, up to ALARM_COUNT_CAP (the badge's "999+"):
 * the LIMIT inside stops the count there, however many there are.
 */
async function countCapped(
  db: DbOrTrx,
  userId: number,
  where: (
    query: SelectQueryBuilder<Database, 'alarms', { one: number }>,
  ) => SelectQueryBuilder<Database, 'alarms', { one: number }>,
): Promise<number> {
  const capped = where(
    db
      .selectFrom('alarms')
      .select(sql<number>`1`.as('one'))
      .where('user_id', '=', userId),
  )
    .limit(ALARM_COUNT_CAP)
    .as('capped');
  const row = await db
    .selectFrom(capped)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Counts a member's notifications made after `after` (from `after` on, when `inclusive`: the
 * window's first instant), up to ALARM_COUNT_CAP.
 */
export function countAlarmsAfter(db: DbOrTrx, userId: number, after: string, inclusive = false): Promise<number> {
  return countCapped(db, userId, (query) => query.where('created_at', inclusive ? '>=' : '>', after));
}

/** Counts a member's unread notifications from `since`, up to ALARM_COUNT_CAP. */
export function countUnread(db: DbOrTrx, userId: number, since: string): Promise<number> {
  return countCapped(db, userId, (query) => query.where('created_at', '>=', since).where('show', '=', false));
}

export async function setShown(db: DbOrTrx, userId: number, id: number, show: boolean): Promise<boolean> {
  const result = await db
    .updateTable('alarms')
    .set({ show })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setAllShown(db: DbOrTrx, userId: number): Promise<number> {
  const result = await db
    .updateTable('alarms')
    .set({ show: true })
    .where('user_id', '=', userId)
    .where('show', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** How many notifications a member's action made, whoever received them (the compatibility calls' answer). */
export async function countMadeBy(
  db: DbOrTrx,
  actorId: number,
  about: { keys?: readonly AlarmKey[]; postId?: number; replyId?: number; userId?: number },
): Promise<number> {
  let select = db
    .selectFrom('alarms')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('actor_id', '=', actorId);
  if (about.keys) select = select.where('key', 'in', [...about.keys]);
  if (about.postId !== undefined) select = select.where('post_id', '=', about.postId);
  if (about.replyId !== undefined) select = select.where('reply_id', '=', about.replyId);
  if (about.userId !== undefined) select = select.where('user_id', '=', about.userId);
  const row = await select.executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Retention (SPEC §9): removes up to `limit` notifications older than `before`; returns how many. */
export async function deleteOlderThan(db: DbOrTrx, before: string, limit: number): Promise<number> {
  const ids = db.selectFrom('alarms').select('id').where('created_at', '<', before).limit(limit);
  const result = await db.deleteFrom('alarms').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** P11: a member erased takes along what they received and what tells of them. */
export async function deleteAlarmsOfMember(db: DbOrTrx, userId: number): Promise<void> {
  await db
    .deleteFrom('alarms')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('actor_id', '=', userId)]))
    .execute();
}

export async function showAlarmDateOf(db: DbOrTrx, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('show_alarm_date').where('id', '=', userId).executeTakeFirst();
  return row?.show_alarm_date ? toIso(row.show_alarm_date) : null;
}

export async function setShowAlarmDate(db: DbOrTrx, userId: number, at: string): Promise<void> {
  await db.updateTable('users').set({ show_alarm_date: at }).where('id', '=', userId).execute();
}
