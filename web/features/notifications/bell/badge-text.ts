/**
 * SPEC §9: the badge reads "999+" from here on. The same value as the contract's
 * ALARM_COUNT_CAP (common/contracts/notifications/alarms.ts), written out so that the page's
 * first paint does not import zod (badge-text.test.ts keeps them equal).
 */
export const BADGE_CAP = 1000;

/** What the bell's badge shows for `count` unseen notifications, or null for none (no badge). */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count >= BADGE_CAP ? '999+' : String(Math.trunc(count));
}
