import type { NotificationsContext } from '../context.ts';
import { windowStart } from '../bell-service.ts';
import { readAlarmStates } from './repository.ts';

/** What an open bell is told (the `alarms` event's data): the badge, the unread and the newest. */
export interface AlarmState {
  /** The badge (SPEC §4), as /api/user/get_alarm_count answers it, up to ALARM_COUNT_CAP. */
  count: number;
  /** Unread notifications of the window, up to ALARM_COUNT_CAP. */
  unread: number;
  /** The id of the newest notification of the window; 0 if none. */
  latestId: number;
}

/** The states of many members, read at once; a member who no longer exists has none. */
export async function readBells(
  ctx: Pick<NotificationsContext, 'db' | 'clock'>,
  userIds: readonly number[],
): Promise<Map<number, AlarmState>> {
  return readAlarmStates(ctx.db, userIds, windowStart(ctx.clock.now()));
}
