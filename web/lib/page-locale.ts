import { DEFAULT_LOCALE, isLocale, type Locale } from '../../common/i18n/locales.ts';

/**
 * A language from the address (the route's :lang, or any other string); anything that is not a
 * language of the site gives the default one. The language route already answers 404 for an
 * unknown :lang, so below it this only narrows the type.
 */
export function localeOr(value: string | null | undefined, fallback: Locale = DEFAULT_LOCALE): Locale {
  return isLocale(value) ? value : fallback;
}

/** The page's language, from the route's :lang. */
export function pageLocale(params: { lang?: string }): Locale {
  return localeOr(params.lang);
}
