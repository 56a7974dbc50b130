import { ALARM_COUNT_CAP } from '../../../../common/notifications/limits.ts';

/** What the bell's badge shows for `count` unseen notifications, or null for none (no badge); "999+" from SPEC §9's cap. */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count >= ALARM_COUNT_CAP ? '999+' : String(Math.trunc(count));
}
