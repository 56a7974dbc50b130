/**
 * SPEC §5 writes dates yyyy.MM.dd, in the site's time zone (as the posts feature prints them),
 * so that the server render and hydration print the same day.
 */
const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function formatDay(iso: string): string {
  const parts = Object.fromEntries(formatter.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.year}.${parts.month}.${parts.day}`;
}
