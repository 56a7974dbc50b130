import type { MetaDescriptor } from 'react-router';
import type { Locale } from '../../common/i18n/locales.ts';
import { i18nFor } from './i18n.ts';

/** What the root loader gives every page's head (web/root.tsx). */
export interface RootData {
  siteName: string;
  /** Origin of absolute links: PUBLIC_URL's, else the request's. */
  origin: string;
}

type MatchLike = { id: string; loaderData?: unknown } | undefined;

const FALLBACK_SITE_NAME = 'Hearth';

/** The root's data from a meta function's matches; absent when the root loader failed. */
export function rootDataOf(matches: readonly MatchLike[]): RootData | undefined {
  const root = matches.find((match) => match?.id === 'root');
  return (root?.loaderData as RootData | undefined) ?? undefined;
}

/**
 * A page's <title> ("Title | Site") and description. Route meta replaces the root's, so a
 * page without its own description keeps the site's default one.
 */
export function pageMeta(
  lang: Locale,
  matches: readonly MatchLike[],
  page: { title?: string; description?: string },
): MetaDescriptor[] {
  const t = i18nFor(lang).getFixedT(lang, 'pages');
  const site = rootDataOf(matches)?.siteName ?? FALLBACK_SITE_NAME;
  return [
    { title: page.title ? t('meta.titleSuffix', { title: page.title, site }) : site },
    { name: 'description', content: page.description ?? t('meta.defaultDescription') },
  ];
}
