import { LOCALES, type Locale } from '../../../../common/i18n/locales.ts';
import { countOpenPosts, lastModifiedByGrouping, listOpenPostStamps } from '../../posts/posts/service.ts';
import type { DiscoveryContext } from './context.ts';
import { KNOWLEDGE_SITEMAP, knowledgeSitemapData } from './knowledge-sitemap.ts';
import { FEED_GROUPINGS, homePath, listPath, postPath } from './site-pages.ts';
import {
  type SitemapUrl,
  sitemapFileCount,
  sitemapFileName,
  sitemapIndexXml,
  sitemapSlice,
  URLS_PER_SITEMAP,
  urlsetXml,
} from './sitemap.ts';

/**
 * /sitemap.xml and each language's files (issue 30 item 8). The fixed pages (home and the four
 * lists) exist in every language, so each names its alternates as the pages' own heads do
 * (web/lib/document-head.ts: every language, and x-default on the path without one, which
 * sends a reader to the language they prefer). A post exists in its own language only: it is
 * listed in that language's file, without alternates. Only public, visible posts are listed
 * (P14, P16), read through the posts feature's service.
 */
const FIXED_PAGES = 1 + FEED_GROUPINGS.length;

interface Where {
  /** The site's public origin (PUBLIC_URL, or an allowed host: server/lib/link-origin.ts). */
  origin: string;
  /** Addresses per file; tests lower it to see files split. */
  perFile?: number;
}

/** A page that exists in every language, with its alternates. */
function everyLanguage(origin: string, pathIn: (lang: Locale) => string, lang: Locale, lastmod: string | null) {
  const withoutLanguage = pathIn(lang).slice(`/${lang}`.length) || '/';
  const alternates = [
    ...LOCALES.map((other) => ({ hreflang: other, href: `${origin}${pathIn(other)}` })),
    { hreflang: 'x-default', href: `${origin}${withoutLanguage}` },
  ];
  return { loc: `${origin}${pathIn(lang)}`, lastmod, alternates } satisfies SitemapUrl;
}

async function fixedPages(context: DiscoveryContext, lang: Locale, origin: string): Promise<SitemapUrl[]> {
  const dates = await lastModifiedByGrouping(context, lang);
  const newest = [...dates.values()].sort().at(-1) ?? null;
  return [
    everyLanguage(origin, homePath, lang, newest),
    ...FEED_GROUPINGS.map((type) =>
      everyLanguage(origin, (other) => listPath(other, type), lang, dates.get(type) ?? null),
    ),
  ];
}

export async function sitemapIndex(context: DiscoveryContext, where: Where): Promise<string> {
  const perFile = where.perFile ?? URLS_PER_SITEMAP;
  const files = await Promise.all(
    LOCALES.map(async (lang) => {
      const { count, lastModified } = await countOpenPosts(context, lang);
      const total = sitemapFileCount(FIXED_PAGES, count, perFile);
      return Array.from({ length: total }, (_, index) => ({
        loc: `${where.origin}/${sitemapFileName(lang, index + 1)}`,
        lastmod: lastModified,
      }));
    }),
  );
  const knowledge = await knowledgeSitemapData(context, where.origin);
  return sitemapIndexXml([
    ...files.flat(),
    { loc: `${where.origin}/sitemap-${KNOWLEDGE_SITEMAP}`, lastmod: knowledge.lastModified },
  ]);
}

/** File `page` of a language, or undefined when the language has fewer files. */
export async function languageSitemap(
  context: DiscoveryContext,
  input: Where & { lang: Locale; page: number },
): Promise<string | undefined> {
  const perFile = input.perFile ?? URLS_PER_SITEMAP;
  const { count } = await countOpenPosts(context, input.lang);
  if (input.page > sitemapFileCount(FIXED_PAGES, count, perFile)) return undefined;
  const slice = sitemapSlice(input.page, FIXED_PAGES, perFile);
  const [fixed, posts] = await Promise.all([
    slice.fixed.to > slice.fixed.from ? fixedPages(context, input.lang, input.origin) : [],
    listOpenPostStamps(context, { lang: input.lang, ...slice.posts }),
  ]);
  return urlsetXml([
    ...fixed.slice(slice.fixed.from, slice.fixed.to),
    ...posts.map((post) => ({ loc: `${input.origin}${postPath(input.lang, post.id)}`, lastmod: post.updatedAt })),
  ]);
}
