import type { PostGroupingType } from '../../../../common/contracts/reference.ts';
import type { Locale } from '../../../../common/i18n/locales.ts';
import { translatorFor } from '../../../lib/i18n.ts';
import { listFeedPosts } from '../../posts/posts/service.ts';
import type { DiscoveryContext } from './context.ts';
import { rssXml } from './feed.ts';
import { feedPath, listPath, postPath } from './site-pages.ts';

/** How many posts a feed carries: the newest, as feed readers poll for what is new. */
export const FEED_SIZE = 30;

/**
 * The feed of one grouping in one language (issue 30 item 8): its newest public, visible posts
 * (P14, P16; read through the posts feature's service), each with its title, address, date,
 * author, excerpt (the card's plain text) and categories. The channel is named as the list
 * page is, in the feed's language.
 */
export async function groupingFeed(
  context: DiscoveryContext,
  input: { type: PostGroupingType; lang: Locale; origin: string },
): Promise<string> {
  const { type, lang, origin } = input;
  const t = translatorFor(lang);
  const posts = await listFeedPosts(context, { type, lang, limit: FEED_SIZE });
  return rssXml({
    title: t('meta.titleSuffix', {
      ns: 'pages',
      title: t(`groupings.${type}.title`, { ns: 'posts' }),
      site: context.config.SITE_NAME,
    }),
    link: `${origin}${listPath(lang, type)}`,
    self: `${origin}${feedPath(lang, type)}`,
    description: t(`groupings.${type}.lead`, { ns: 'posts' }),
    language: lang,
    items: posts.map((post) => ({
      title: post.title,
      link: `${origin}${postPath(lang, post.id)}`,
      publishedAt: post.createdAt,
      updatedAt: post.updatedAt,
      author: post.author.deprecated ? t('author.withdrawn', { ns: 'posts' }) : post.author.nickName,
      excerpt: post.excerpt,
      categories: post.categories.map((category) => category.name),
    })),
  });
}
