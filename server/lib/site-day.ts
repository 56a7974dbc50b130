/**
 * DECISIONS P30: days are counted in the site's time zone (SITE_TIME_ZONE, Asia/Seoul by
 * default), not in UTC: a Korean reader's day starts at midnight in Seoul, 15:00 UTC.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD, the form the day columns hold.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar day (YYYY-MM-DD) that `at` falls on in `timeZone`. */
export function siteDay(at: Date, timeZone: string): string {
  return formatterFor(timeZone).format(at);
}
