import { LOCALES, isLocale, type Locale } from '../../common/i18n/locales.ts';

/** The browser UI colour on mobile: the page background (flour-50 of web/styles/app.css). */
export const THEME_COLOR = '#fffcf7';

export interface AlternateLink {
  hrefLang: Locale | 'x-default';
  href: string;
}

/**
 * Where absolute links point: the configured PUBLIC_URL (behind a proxy the request's own
 * host may be an internal one), else the origin the request came to.
 */
export function siteOrigin(requestUrl: string, publicUrl: string | undefined): string {
  return new URL(publicUrl ?? requestUrl).origin;
}

/** The language of a path's first segment, when it has one (/en/forum → en). */
export function localeOfPath(pathname: string): Locale | undefined {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : undefined;
}

/** The same page in another language: only the language segment changes. */
export function pathInLocale(pathname: string, locale: Locale | undefined): string {
  const rest = localeOfPath(pathname) ? pathname.split('/').slice(2).join('/') : pathname.replace(/^\/+/, '');
  const prefix = locale ? `/${locale}` : '';
  return rest ? `${prefix}/${rest}` : prefix || '/';
}

/**
 * hreflang alternates of one page: every language, plus x-default on the path without a
 * prefix, which sends each visitor to the language they prefer (DECISIONS P3). Pages outside
 * a language prefix have none. The query stays: list pages differ by it.
 */
export function alternateLinks(
  pathname: string,
  search: string,
  origin = '',
  locales: readonly Locale[] = LOCALES,
): AlternateLink[] {
  if (!localeOfPath(pathname)) return [];
  const links: AlternateLink[] = LOCALES.filter((locale) => locales.includes(locale)).map((locale) => ({
    hrefLang: locale,
    href: `${origin}${pathInLocale(pathname, locale)}${search}`,
  }));
  // The address without a language sends each visitor to theirs: only a page in every language has one.
  if (links.length === LOCALES.length) {
    links.push({ hrefLang: 'x-default', href: `${origin}${pathInLocale(pathname, undefined)}${search}` });
  }
  return links;
}

/**
 * A page that exists in some languages only (a knowledge article, issue 31) names them through
 * its route's `handle`; the head then offers alternates in those languages alone.
 */
export interface AlternatesHandle {
  alternateLocales?: (loaderData: unknown) => readonly Locale[] | undefined;
}

/** The languages the deepest page that names them gives, if any. */
export function pageAlternateLocales(
  matches: readonly { handle?: unknown; loaderData?: unknown }[],
): readonly Locale[] | undefined {
  for (const match of [...matches].reverse()) {
    const named = (match.handle as AlternatesHandle | undefined)?.alternateLocales;
    const locales = typeof named === 'function' && match.loaderData !== undefined ? named(match.loaderData) : undefined;
    if (locales && locales.length > 0) return locales;
  }
  return undefined;
}

export function canonicalHref(pathname: string, search: string, origin = ''): string {
  return `${origin}${pathname}${search}`;
}
