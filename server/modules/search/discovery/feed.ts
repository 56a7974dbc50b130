import { element, escapeXml, XML_DECLARATION } from './xml.ts';

/**
 * An RSS 2.0 document (ADR 0030: RSS rather than Atom, since every reader takes it), built from
 * plain data. Authors are named with dc:creator (RSS's own <author> wants an e-mail address,
 * which Hearth never publishes), and the feed names its own address with atom:link rel="self",
 * as the feed validators ask.
 */
export interface FeedChannel {
  title: string;
  /** The list page the feed follows (absolute). */
  link: string;
  /** The feed's own address (absolute). */
  self: string;
  description: string;
  language: string;
  items: FeedItem[];
}

export interface FeedItem {
  title: string;
  /** The post's address (absolute), also its permanent guid. */
  link: string;
  publishedAt: string;
  updatedAt: string;
  author: string;
  /** Plain text. */
  excerpt: string;
  categories: string[];
}

/** RFC 822 dates, as RSS 2.0 wants them (Date's UTC form is one). */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

function itemXml(item: FeedItem): string {
  return [
    '<item>',
    element('title', item.title),
    element('link', item.link),
    `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
    element('pubDate', rfc822(item.publishedAt)),
    element('dc:creator', item.author),
    element('description', item.excerpt),
    ...item.categories.map((category) => element('category', category)),
    '</item>',
  ].join('');
}

export function rssXml(channel: FeedChannel): string {
  // The newest change among the items: a reader polling the feed sees an edit too.
  const lastBuild = channel.items
    .map((item) => item.updatedAt)
    .sort()
    .at(-1);
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    element('language', channel.language),
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...(lastBuild ? [element('lastBuildDate', rfc822(lastBuild))] : []),
    ...channel.items.map(itemXml),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
