import { ALARM_WINDOW_DAYS, type Alarm } from '../../../common/contracts/notifications/alarms.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import { AppError } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { loadMemberCards } from '../members/service.ts';
import type { NotificationsContext } from './context.ts';
import { alarmMessage } from './messages.ts';
import {
  countAlarmsAfter,
  countUnread,
  findAlarm,
  listAlarms,
  setAllShown,
  setShowAlarmDate,
  setShown,
  showAlarmDateOf,
  type StoredAlarm,
} from './repository.ts';

type Ctx = Pick<NotificationsContext, 'db' | 'clock' | 'transaction'>;
type Reader = Pick<Viewer, 'id'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** SPEC §9: the start of the bell's 30 days. */
export function windowStart(now: Date): string {
  return new Date(now.getTime() - ALARM_WINDOW_DAYS * DAY_MS).toISOString();
}

/** The later of two ISO instants (null: none). */
function later(a: string, b: string | null): string {
  return b !== null && b > a ? b : a;
}

/** The badge: the window's rows (from its first instant) made after the panel's last opening. */
function countBadge(db: Ctx['db'], userId: number, start: string, opened: string | null): Promise<number> {
  return opened !== null && opened >= start
    ? countAlarmsAfter(db, userId, opened)
    : countAlarmsAfter(db, userId, start, true);
}

/**
 * The badge (SPEC §4): notifications of the window made after the panel was last opened. A
 * grouped kind is one row (its newest, ADR 0028), so a group adds one to the count at most.
 */
export async function alarmCount(ctx: Pick<Ctx, 'db' | 'clock'>, reader: Reader): Promise<number> {
  const opened = await showAlarmDateOf(ctx.db, reader.id);
  return countBadge(ctx.db, reader.id, windowStart(ctx.clock.now()), opened);
}

/** Where a notification leads, without the language (SPEC §2.1's routes). */
export function alarmPath(alarm: Pick<StoredAlarm, 'key' | 'postId' | 'replyId' | 'data'>): string {
  switch (alarm.key) {
    case 'USER_FOLLOW':
      return `/user/profile/${alarm.data.userInfoId ?? 0}`;
    case 'LEVEL_UP':
      return '/myzone/mytemperature';
    case 'USER_FOLLOW_10':
    case 'USER_FOLLOW_50':
    case 'USER_FOLLOW_100':
      return '/myzone/Mfollower';
    default:
      if (alarm.postId === null) return '/';
      return alarm.replyId === null ? `/post/${alarm.postId}` : `/post/${alarm.postId}#reply-${alarm.replyId}`;
  }
}

export async function presentAlarms(db: Ctx['db'], rows: StoredAlarm[], lang: Locale): Promise<Alarm[]> {
  const cards = await loadMemberCards(
    db,
    rows.flatMap((row) => (row.actorId === null ? [] : [row.actorId])),
  );
  return rows.map((row) => {
    const actor = row.actorId === null ? null : (cards.get(row.actorId) ?? null);
    return {
      id: row.id,
      userInfoId: row.userId,
      type: row.type,
      key: row.key,
      show: row.show,
      createdAt: row.createdAt,
      data: JSON.stringify(row.data),
      fields: row.data,
      message: alarmMessage(row.key, row.data, lang, row.type),
      actor: actor && !actor.deprecated ? actor : null,
      path: alarmPath(row),
    };
  });
}

export interface AlarmPage {
  rows: Alarm[];
  more: boolean;
  count: number;
  unread: number;
  showAlarmDate: string | null;
}

/** The bell's list (SPEC §4, §5, §9): newest first, the window's rows, a page at a time. */
export async function listBell(
  ctx: Ctx,
  reader: Reader,
  query: { lang: Locale; createdAt?: string | undefined; beforeId?: number | undefined; pageSize: number },
): Promise<AlarmPage> {
  const start = windowStart(ctx.clock.now());
  const since = query.createdAt ? later(start, new Date(query.createdAt).toISOString()) : start;
  let before: { createdAt: string; id: number } | undefined;
  if (query.beforeId !== undefined) {
    const cursor = await findAlarm(ctx.db, reader.id, query.beforeId);
    if (!cursor) throw new AppError('NOT_FOUND');
    before = { createdAt: cursor.createdAt, id: cursor.id };
  }
  const [rows, opened, unread] = await Promise.all([
    listAlarms(ctx.db, reader.id, { since, before, limit: query.pageSize + 1 }),
    showAlarmDateOf(ctx.db, reader.id),
    countUnread(ctx.db, reader.id, start),
  ]);
  const count = await countBadge(ctx.db, reader.id, start, opened);
  const page = rows.slice(0, query.pageSize);
  return {
    rows: await presentAlarms(ctx.db, page, query.lang),
    more: rows.length > query.pageSize,
    count,
    unread,
    showAlarmDate: opened,
  };
}

/** The panel was opened (SPEC §4): the badge restarts from now, the server's now. */
export async function openBell(ctx: Ctx, reader: Reader): Promise<{ showAlarmDate: string; count: number }> {
  const now = ctx.clock.now().toISOString();
  await ctx.transaction(async (trx, emit) => {
    await setShowAlarmDate(trx, reader.id, now);
    emit('alarms.changed', { userIds: [reader.id], at: now });
  });
  return { showAlarmDate: now, count: 0 };
}

export async function markShown(
  ctx: Ctx,
  reader: Reader,
  id: number,
  show: boolean,
): Promise<{ id: number; show: boolean }> {
  const changed = await ctx.transaction(async (trx, emit) => {
    const found = await setShown(trx, reader.id, id, show);
    if (found) emit('alarms.changed', { userIds: [reader.id], at: ctx.clock.now().toISOString() });
    return found;
  });
  if (!changed) throw new AppError('NOT_FOUND');
  return { id, show };
}

export async function markAllShown(ctx: Ctx, reader: Reader): Promise<{ updated: number }> {
  const updated = await ctx.transaction(async (trx, emit) => {
    const count = await setAllShown(trx, reader.id);
    if (count > 0) emit('alarms.changed', { userIds: [reader.id], at: ctx.clock.now().toISOString() });
    return count;
  });
  return { updated };
}
