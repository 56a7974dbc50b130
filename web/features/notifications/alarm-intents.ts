import type { Alarm } from '../../../common/contracts/notifications/alarms.ts';

/**
 * What the bell's forms post (to {lang}/alarm without script, to {lang}/alarm/data with it):
 * open a notification (SPEC §5's check, then follow it), mark one read, mark all read, or say
 * the panel was opened (SPEC §4: the badge goes to 0).
 */
export const ALARM_INTENTS = { check: 'check', read: 'read', all: 'all', open: 'open' } as const;
export type AlarmIntent = (typeof ALARM_INTENTS)[keyof typeof ALARM_INTENTS];

export type AlarmIntentResult =
  { intent: AlarmIntent; ok: true; path?: string } | { intent: AlarmIntent; ok: false; code: string; message: string };

/** One page of the list as the panel and the page show it; `now` is the server's time of it. */
export interface AlarmPage {
  rows: Alarm[];
  more: boolean;
  now: string;
}

/** Rows per page: what fills the 440 px panel a few times over. */
export const ALARM_PAGE_SIZE = 20;
