import type { Locale } from '../../../common/i18n/locales.ts';

/** The mailbox page's own links keep the filter and the page: `/ko/mailbox?to=…&page=2&mail=7`. */
export function mailboxHref(lang: Locale, query: { to?: string; page?: number; mail?: number } = {}): string {
  const search = new URLSearchParams();
  if (query.to) search.set('to', query.to);
  if (query.page && query.page > 1) search.set('page', String(query.page));
  if (query.mail) search.set('mail', String(query.mail));
  const value = search.toString();
  return `/${lang}/mailbox${value ? `?${value}` : ''}`;
}
