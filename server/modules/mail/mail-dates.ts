import type { Locale } from '../../../common/i18n/locales.ts';

/**
 * How mails show a moment (issue 3 item 10, ADR 0008): the site's format yyyy.MM.dd HH:mm
 * (SPEC §5) in the time zone of the mail's language, with the zone named, because a mail has
 * no browser to convert it. ko: Asia/Seoul (KST), ja: Asia/Tokyo (JST), en: UTC, since an
 * English reader can be anywhere. A consent proof must say unambiguously when it was given.
 */
const MAIL_TIME_ZONES: Record<Locale, { zone: string; label: string }> = {
  ko: { zone: 'Asia/Seoul', label: 'KST' },
  ja: { zone: 'Asia/Tokyo', label: 'JST' },
  en: { zone: 'UTC', label: 'UTC' },
};

function parts(iso: string, lang: Locale): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) throw new RangeError(`Not an ISO 8601 date: ${iso}`);
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: MAIL_TIME_ZONES[lang].zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const found = Object.fromEntries(format.formatToParts(moment).map((part) => [part.type, part.value]));
  return { year: found.year!, month: found.month!, day: found.day!, hour: found.hour!, minute: found.minute! };
}

/** 2026.01.01 09:00 KST */
export function mailDateTime(iso: string, lang: Locale): string {
  const { year, month, day, hour, minute } = parts(iso, lang);
  return `${year}.${month}.${day} ${hour}:${minute} ${MAIL_TIME_ZONES[lang].label}`;
}

/** 2026.01.31 (the calendar day in the same zone) */
export function mailDate(iso: string, lang: Locale): string {
  const { year, month, day } = parts(iso, lang);
  return `${year}.${month}.${day}`;
}
