import { LOCALES, type Locale } from '../../../../common/i18n/locales.ts';
import { escapeXml, XML_DECLARATION } from './xml.ts';

/**
 * The sitemap protocol's files (sitemaps.org 0.9), built from plain data. A sitemap holds at
 * most 50,000 addresses, so a language's pages and posts are numbered files, the fixed pages
 * first and the posts oldest first after them: a new post only ever lands in the last file.
 */
export const URLS_PER_SITEMAP = 50_000;

export interface SitemapUrl {
  /** Absolute address. */
  loc: string;
  lastmod?: string | null;
  /** The same page in every language (hreflang), only for pages that exist in all of them. */
  alternates?: { hreflang: string; href: string }[];
}

/** How many files a language needs for its fixed pages and its posts (at least one). */
export function sitemapFileCount(fixedPages: number, posts: number, perFile = URLS_PER_SITEMAP): number {
  return Math.max(1, Math.ceil((fixedPages + posts) / perFile));
}

/**
 * Which fixed pages and which posts (offset, limit in oldest-first order) file `page` (from 1)
 * holds, addresses being numbered fixed pages first.
 */
export function sitemapSlice(page: number, fixedPages: number, perFile = URLS_PER_SITEMAP) {
  const start = (page - 1) * perFile;
  const end = page * perFile;
  const fixed = { from: Math.min(start, fixedPages), to: Math.min(end, fixedPages) };
  const postOffset = Math.max(0, start - fixedPages);
  const postLimit = Math.max(0, end - Math.max(start, fixedPages));
  return { fixed, posts: { offset: postOffset, limit: postLimit } };
}

/** The name of a language's file `page` (1: sitemap-ko.xml, then sitemap-ko-2.xml …). */
export function sitemapFileName(lang: Locale, page: number): string {
  return page === 1 ? `sitemap-${lang}.xml` : `sitemap-${lang}-${page}.xml`;
}

/** Reads a file name back: `ko.xml` or `ko-2.xml` after "sitemap-"; page 1 has one name only. */
export function parseSitemapFileName(name: string): { lang: Locale; page: number } | undefined {
  const match = /^([a-z]{2})(?:-([1-9]\d{0,5}))?\.xml$/.exec(name);
  if (!match || !(LOCALES as readonly string[]).includes(match[1]!)) return undefined;
  const page = match[2] === undefined ? 1 : Number(match[2]);
  if (match[2] !== undefined && page < 2) return undefined;
  return { lang: match[1] as Locale, page };
}

/** W3C date-time as sitemaps want it; the stored dates are ISO already. */
const w3cDate = (iso: string) => new Date(iso).toISOString();

export function sitemapIndexXml(files: { loc: string; lastmod?: string | null }[]): string {
  const entries = files.map(
    (file) =>
      `<sitemap><loc>${escapeXml(file.loc)}</loc>${file.lastmod ? `<lastmod>${w3cDate(file.lastmod)}</lastmod>` : ''}</sitemap>`,
  );
  return `${XML_DECLARATION}\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

export function urlsetXml(urls: SitemapUrl[]): string {
  const entries = urls.map((url) => {
    const parts = [`<loc>${escapeXml(url.loc)}</loc>`];
    if (url.lastmod) parts.push(`<lastmod>${w3cDate(url.lastmod)}</lastmod>`);
    for (const alternate of url.alternates ?? []) {
      parts.push(
        `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`,
      );
    }
    return `<url>${parts.join('')}</url>`;
  });
  return (
    `${XML_DECLARATION}\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    `${entries.join('\n')}\n</urlset>\n`
  );
}
