import type { NotificationsContext } from '../context.ts';
import { alarmCount, windowStart } from '../bell-service.ts';
import { countUnread } from '../repository.ts';
import { newestAlarmId } from './repository.ts';

/** What an open bell is told (the `alarms` event's data): the badge, the unread and the newest. */
export interface AlarmState {
  /** The badge (SPEC §4), as /api/user/get_alarm_count answers it, up to ALARM_COUNT_CAP. */
  count: number;
  /** Unread notifications of the window, up to ALARM_COUNT_CAP. */
  unread: number;
  /** The id of the newest notification of the window; 0 if none. */
  latestId: number;
}

export async function readAlarmState(
  ctx: Pick<NotificationsContext, 'db' | 'clock'>,
  userId: number,
): Promise<AlarmState> {
  const since = windowStart(ctx.clock.now());
  const [count, unread, latestId] = await Promise.all([
    alarmCount(ctx, { id: userId }),
    countUnread(ctx.db, userId, since),
    newestAlarmId(ctx.db, userId, since),
  ]);
  return { count, unread, latestId };
}
