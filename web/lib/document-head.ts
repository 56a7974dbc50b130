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
export function alternateLinks(pathname: string, search: string, origin = ''): AlternateLink[] {
  if (!localeOfPath(pathname)) return [];
  const links: AlternateLink[] = LOCALES.map((locale) => ({
    hrefLang: locale,
    href: `${origin}${pathInLocale(pathname, locale)}${search}`,
  }));
  links.push({ hrefLang: 'x-default', href: `${origin}${pathInLocale(pathname, undefined)}${search}` });
  return links;
}

export function canonicalHref(pathname: string, search: string, origin = ''): string {
  return `${origin}${pathname}${search}`;
}
