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

/** og:locale values of the interface languages. */
const OG_LOCALES: Record<Locale, string> = { ko: 'ko_KR', en: 'en_US', ja: 'ja_JP' };

/**
 * Open Graph and Twitter card tags of a shared page (a post): what link previews show. `url`
 * is the page's absolute canonical address; `image` is made absolute against the origin.
 */
export function shareMeta(
  matches: readonly MatchLike[],
  page: {
    title: string;
    description: string;
    url: string;
    type: 'article' | 'website';
    locale: Locale;
    image?: string | null;
  },
): MetaDescriptor[] {
  const root = rootDataOf(matches);
  const image = page.image && root?.origin ? new URL(page.image, root.origin).href : (page.image ?? undefined);
  return [
    { property: 'og:site_name', content: root?.siteName ?? FALLBACK_SITE_NAME },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:type', content: page.type },
    { property: 'og:url', content: page.url },
    { property: 'og:locale', content: OG_LOCALES[page.locale] },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: page.description },
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
  ];
}
