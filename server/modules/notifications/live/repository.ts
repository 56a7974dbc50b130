import { sql } from 'kysely';
import { ALARM_COUNT_CAP } from '../../../../common/contracts/notifications/alarms.ts';
import type { DbOrTrx } from '../../../lib/context.ts';

/** A member's bell as the live stream tells it (state.ts), read for many members at once. */
export interface StoredAlarmState {
  count: number;
  unread: number;
  latestId: number;
}

/**
 * The bells of many members in one statement (a fan-out names hundreds per event): for each,
 * what bell-service's alarmCount and repository's countUnread answer (counted up to
 * ALARM_COUNT_CAP), and the id of the newest notification of the window (0 if none), newest
 * as the list orders them (a grouped row moves up when replaced, ADR 0028). Each part is a
 * subquery on alarms_user_created (user_id, created_at, id), as the single reads are.
 */
export async function readAlarmStates(
  db: DbOrTrx,
  userIds: readonly number[],
  windowStart: string,
): Promise<Map<number, StoredAlarmState>> {
  const states = new Map<number, StoredAlarmState>();
  if (userIds.length === 0) return states;
  const rows = await db
    .selectFrom('users as u')
    .where('u.id', 'in', [...new Set(userIds)])
    .select((eb) => [
      'u.id as id',
      // The badge (SPEC §4): the window's rows (from its first instant) made after the panel's
      // last opening, as bell-service's alarmCount counts them.
      eb
        .selectFrom(
          eb
            .selectFrom('alarms as a')
            .select(sql<number>`1`.as('one'))
            .whereRef('a.user_id', '=', 'u.id')
            .where('a.created_at', '>=', windowStart)
            .where((inner) =>
              inner.or([
                inner('u.show_alarm_date', 'is', null),
                inner('a.created_at', '>', inner.ref('u.show_alarm_date')),
              ]),
            )
            .limit(ALARM_COUNT_CAP)
            .as('badge'),
        )
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .as('count'),
      eb
        .selectFrom(
          eb
            .selectFrom('alarms as a')
            .select(sql<number>`1`.as('one'))
            .whereRef('a.user_id', '=', 'u.id')
            .where('a.created_at', '>=', windowStart)
            .where('a.show', '=', false)
            .limit(ALARM_COUNT_CAP)
            .as('unshown'),
        )
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .as('unread'),
      eb
        .selectFrom('alarms as a')
        .select('a.id')
        .whereRef('a.user_id', '=', 'u.id')
        .where('a.created_at', '>=', windowStart)
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(1)
        .as('latestId'),
    ])
    .execute();
  for (const row of rows) {
    states.set(row.id, {
      count: Number(row.count ?? 0),
      unread: Number(row.unread ?? 0),
      latestId: Number(row.latestId ?? 0),
    });
  }
  return states;
}
