/**
 * SPEC §5: displayed timestamps read yyyy.MM.dd HH:mm. They are shown in the site's time zone,
 * not the browser's, so that the server render and hydration print the same text.
 */
export const SITE_TIME_ZONE = 'Asia/Seoul';

const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function formatTimestamp(iso: string): string {
  const parts = Object.fromEntries(formatter.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.year}.${parts.month}.${parts.day} ${parts.hour}:${parts.minute}`;
}
