const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 5],
];
const formatters = new Map<string, Intl.RelativeTimeFormat>();

/**
 * How long ago `iso` was, from `now`, in the member's language ("3 minutes ago", "3분 전",
 * "3 分前"; "now" under a minute, "yesterday" for a day). `now` is the server's time of the list,
 * so that the server render and hydration print the same words.
 */
export function relativeTime(iso: string, now: string, lang: string): string {
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
    formatters.set(lang, formatter);
  }
  let value = Math.min(0, (Date.parse(iso) - Date.parse(now)) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(value) < size) return formatter.format(unit === 'second' ? 0 : Math.round(value), unit);
    value /= size;
  }
  return formatter.format(Math.round(value), 'month');
}

const absolute = new Map<string, Intl.DateTimeFormat>();

/** The full date and time for the tooltip, in the site's time zone (as posts show theirs). */
export function absoluteTime(iso: string, lang: string): string {
  let formatter = absolute.get(lang);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Seoul' });
    absolute.set(lang, formatter);
  }
  return formatter.format(new Date(iso));
}
