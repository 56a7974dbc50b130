import { SITE_TIME_ZONE } from './format-timestamp.ts';

/**
 * SPEC §5's dates, yyyy.MM.dd, in the site's time zone (the knowledge areas' dates). A file of
 * its own: the pages that print timestamps only do not carry it.
 */
const dayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function formatDay(iso: string): string {
  const parts = Object.fromEntries(dayFormatter.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.year}.${parts.month}.${parts.day}`;
}
