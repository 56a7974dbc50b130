import type { FastifyInstance } from 'fastify';
import { isLocale } from '../../../../common/i18n/locales.ts';
import { linkOrigin } from '../../../lib/link-origin.ts';
import type { DiscoveryContext } from './context.ts';
import { groupingFeed } from './feed-service.ts';
import { sendNotFound, sendXml } from './http-answer.ts';
import { FEED_GROUPINGS } from './site-pages.ts';
import { parseSitemapFileName } from './sitemap.ts';
import { KNOWLEDGE_SITEMAP, knowledgeSitemapData } from './knowledge-sitemap.ts';
import { languageSitemap, sitemapIndex } from './sitemap-service.ts';

/** Crawlers come back daily at most; an hour of caching costs them nothing. */
const SITEMAP_MAX_AGE = 3600;
/** Feed readers poll every few minutes; a new post shows within this. */
const FEED_MAX_AGE = 300;

/**
 * GET /robots.txt (naming the sitemap), /sitemap.xml (the index), /sitemap-knowledge.xml (the guides and answers), /sitemap-{lang}.xml and /sitemap-{lang}-{n}.xml (a language's
 * files), /{lang}/{grouping}/feed.xml (RSS). Addresses are absolute, on the site's public
 * origin (PUBLIC_URL, or the request's host only when allowed: server/lib/link-origin.ts),
 * never an arbitrary Host header, which would let anyone publish a sitemap of their own site.
 */
export function discoveryRoutes(app: FastifyInstance, context: DiscoveryContext): void {
  const originOf = (request: { host: string; protocol: string }) => linkOrigin(app.config, request);
  const schema = { hide: true };

  // Where crawlers look first: it names the sitemap. The API answers JSON for the pages' own
  // use, nothing a search result should lead to.
  app.get('/robots.txt', { schema }, async (request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', `public, max-age=${SITEMAP_MAX_AGE}`)
      .send(`User-agent: *\nDisallow: /api/\n\nSitemap: ${originOf(request)}/sitemap.xml\n`),
  );

  app.get('/sitemap.xml', { schema }, async (request, reply) => {
    const xml = await sitemapIndex(context, { origin: originOf(request) });
    return sendXml(request, reply, xml, { contentType: 'application/xml', maxAgeSeconds: SITEMAP_MAX_AGE });
  });

  app.get<{ Params: { file: string } }>('/sitemap-:file', { schema }, async (request, reply) => {
    if (request.params.file === KNOWLEDGE_SITEMAP) {
      const { xml } = await knowledgeSitemapData(context, originOf(request));
      return sendXml(request, reply, xml, { contentType: 'application/xml', maxAgeSeconds: SITEMAP_MAX_AGE });
    }
    const file = parseSitemapFileName(request.params.file);
    if (!file) return sendNotFound(reply);
    const xml = await languageSitemap(context, { ...file, origin: originOf(request) });
    if (xml === undefined) return sendNotFound(reply);
    return sendXml(request, reply, xml, { contentType: 'application/xml', maxAgeSeconds: SITEMAP_MAX_AGE });
  });

  app.get<{ Params: { lang: string; grouping: string } }>(
    '/:lang/:grouping/feed.xml',
    { schema },
    async (request, reply) => {
      const { lang, grouping } = request.params;
      const type = FEED_GROUPINGS.find((known) => known === grouping);
      if (!isLocale(lang) || !type) return sendNotFound(reply);
      const xml = await groupingFeed(context, { type, lang, origin: originOf(request) });
      return sendXml(request, reply, xml, { contentType: 'application/rss+xml', maxAgeSeconds: FEED_MAX_AGE });
    },
  );
}
