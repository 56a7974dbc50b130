import { useLocation, useMatches, useRouteLoaderData } from 'react-router';
import { alternateLinks, canonicalHref, pageAlternateLocales, THEME_COLOR } from '../../lib/document-head.ts';
import type { RootData } from '../../lib/page-meta.ts';

/**
 * Head tags every page shares: the favicon, the browser colour, the canonical address and
 * the same page in the other languages. Absolute when the root loader knows the origin;
 * when it failed (an error page) the addresses stay relative to this one.
 */
export function DocumentHead() {
  const { pathname, search } = useLocation();
  const origin = useRouteLoaderData<RootData>('root')?.origin ?? '';
  const locales = pageAlternateLocales(useMatches());
  return (
    <>
      <meta name="theme-color" content={THEME_COLOR} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="canonical" href={canonicalHref(pathname, search, origin)} />
      {alternateLinks(pathname, search, origin, locales).map((link) => (
        <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
      ))}
    </>
  );
}
