import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, type Locale } from '../../../common/i18n/locales.ts';

/** SPEC §4: the same page in another language: only the /{lang} prefix changes, path and query stay. */
export function pathForLanguage(pathname: string, search: string, locale: Locale): string {
  const rest = pathname.replace(/^\/[^/]*/, '');
  return `/${locale}${rest}${search}`;
}

/** SPEC §3.2: the chosen language is remembered for 365 days (DECISIONS P3 reads it on /). */
export function localeCookie(locale: Locale, options: { secure?: boolean } = {}): string {
  // Secure over https (issue 13 finding 9): a preference must not leak to a plain-http request.
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${options.secure ? '; Secure' : ''}`;
}
