import type { MetaDescriptor } from 'react-router';
import type { PostDetail } from '../../../common/contracts/posts/posts.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import { memberPaths } from '../../components/members/member-paths.ts';
import { postPaths } from '../../features/posts/post-paths.ts';
import { i18nFor } from '../../lib/i18n.ts';

/**
 * The head of a post page beyond its title (issue 30 item 8): what link previews show (Open
 * Graph, Twitter cards) and what search engines read (JSON-LD DiscussionForumPosting). Made in
 * the loader, on the server: the post page's script is at the P29 ceiling, so its `meta` only
 * passes these tags on (ADR 0030).
 *
 * Only a post anyone may read is described: a private post (seen by its author) or a
 * report-hidden one (P14, P16) gets noindex and nothing to preview or index.
 */
export interface PostHead {
  title: string;
  description: string;
  tags: MetaDescriptor[];
}

/** og:locale values of the interface languages. */
const OG_LOCALES: Record<Locale, string> = { ko: 'ko_KR', en: 'en_US', ja: 'ja_JP' };

/** The picture of a post without one of its own (public/og-default.png, 1200 x 630). */
export const DEFAULT_SHARE_IMAGE = '/og-default.png';

type HeadPost = Pick<
  PostDetail,
  | 'id'
  | 'lang'
  | 'title'
  | 'excerpt'
  | 'hidden'
  | 'content'
  | 'visibility'
  | 'thumbnailUrl'
  | 'createdAt'
  | 'updatedAt'
  | 'tags'
  | 'likeCount'
  | 'replyCount'
  | 'viewCount'
> & { author: Pick<PostDetail['author'], 'id' | 'nickName' | 'deprecated'> };

export function postHead(input: { post: HeadPost; lang: Locale; origin: string; siteName: string }): PostHead {
  const { post, lang, origin } = input;
  const t = i18nFor(lang).getFixedT(lang, 'post');
  const hidden = post.hidden || post.content === null;
  const title = post.title || t('content.hiddenTitle');
  const description = hidden ? t('content.hiddenPlaceholder') : post.excerpt || title;
  if (hidden || post.visibility === 'private') {
    return { title, description, tags: [{ name: 'robots', content: 'noindex' }] };
  }

  const url = `${origin}${postPaths.post(lang, post.id)}`;
  const ownImage = post.thumbnailUrl ? absolute(post.thumbnailUrl, origin) : undefined;
  const image = ownImage ?? `${origin}${DEFAULT_SHARE_IMAGE}`;
  const author = post.author.deprecated
    ? { '@type': 'Person', name: t('author.withdrawn') }
    : { '@type': 'Person', name: post.author.nickName, url: `${origin}${memberPaths.profile(lang, post.author.id)}` };
  const counter = (action: string, count: number) => ({
    '@type': 'InteractionCounter',
    interactionType: `https://schema.org/${action}`,
    userInteractionCount: count,
  });
  // React Router writes this with < > & and U+2028/9 as \u escapes (its escapeHtml), so no
  // text in it can close the script element or open a comment; a test holds it to that.
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'DiscussionForumPosting',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    text: description,
    inLanguage: post.lang,
    datePublished: post.createdAt,
    dateModified: post.updatedAt,
    author,
    ...(ownImage ? { image: ownImage } : {}),
    ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
    commentCount: post.replyCount,
    interactionStatistic: [
      counter('LikeAction', post.likeCount),
      counter('CommentAction', post.replyCount),
      counter('ViewAction', post.viewCount),
    ],
  };

  return {
    title,
    description,
    tags: [
      { property: 'og:site_name', content: input.siteName },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:type', content: 'article' },
      { property: 'og:url', content: url },
      { property: 'og:locale', content: OG_LOCALES[post.lang] },
      { property: 'og:image', content: image },
      { name: 'twitter:card', content: ownImage ? 'summary_large_image' : 'summary' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: image },
      { property: 'article:published_time', content: post.createdAt },
      { property: 'article:modified_time', content: post.updatedAt },
      ...post.tags.map((tag) => ({ property: 'article:tag', content: tag })),
      { 'script:ld+json': posting },
    ],
  };
}

/** An image address as previews need it: absolute, and only http(s). */
function absolute(address: string, origin: string): string | undefined {
  try {
    const url = new URL(address, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
