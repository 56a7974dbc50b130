import { LOCALES, type Locale } from '../../../../common/i18n/locales.ts';
import { type ArticleIndexSource, findArticleIndexSources } from '../../knowledge/service.ts';
import type { DiscoveryContext } from './context.ts';
import { type SitemapUrl, urlsetXml } from './sitemap.ts';

/**
 * /sitemap-knowledge.xml (issue 31): the two areas' main pages in every language, and every
 * published guide and answer in each language it is written in, naming its other languages as
 * alternates (a text shown in a fallback language is not a page of its own). A knowledge base
 * is hundreds of articles, far below a sitemap's 50,000 addresses: one file.
 */
export const KNOWLEDGE_SITEMAP = 'knowledge.xml';
const BATCH = 500;
const AREA_OF = { guide: 'documentation', faq: 'solomon' } as const;

async function publishedArticles(context: DiscoveryContext): Promise<ArticleIndexSource[]> {
  const articles: ArticleIndexSource[] = [];
  let afterId = 0;
  for (;;) {
    const page = await findArticleIndexSources(context.db, { afterId, limit: BATCH });
    if (page.length === 0) return articles;
    articles.push(...page.filter((article) => article.published && article.texts.length > 0));
    afterId = page.at(-1)!.id;
  }
}

export async function knowledgeSitemapData(context: DiscoveryContext, origin: string) {
  const articles = await publishedArticles(context);
  const lastModified =
    articles
      .map((article) => article.updatedAt)
      .sort()
      .at(-1) ?? null;
  const mains = (['documentation', 'solomon'] as const).flatMap((area) =>
    LOCALES.map((lang): SitemapUrl => ({
      loc: `${origin}/${lang}/${area}`,
      lastmod: lastModified,
      alternates: LOCALES.map((other) => ({ hreflang: other, href: `${origin}/${other}/${area}` })),
    })),
  );
  const pages = articles.flatMap((article) => {
    const href = (lang: Locale) => `${origin}/${lang}/${AREA_OF[article.kind]}/post/${article.id}`;
    const written = new Set(article.texts.map((text) => text.lang));
    const languages = LOCALES.filter((lang) => written.has(lang));
    return languages.map((lang): SitemapUrl => ({
      loc: href(lang),
      lastmod: article.updatedAt,
      ...(languages.length > 1
        ? { alternates: languages.map((other) => ({ hreflang: other, href: href(other) })) }
        : {}),
    }));
  });
  return { xml: urlsetXml([...mains, ...pages]), lastModified };
}
