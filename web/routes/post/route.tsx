import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { NotFoundBoundary } from '../../features/errors/not-found-boundary.tsx';
import type { MobileHeaderHandle } from '../../features/layout/mobile-header-mode.ts';
import { type PostActionResult, TOGGLE_INTENTS } from '../../features/posts/reading/post-action-result.ts';
import { PostReadingPage } from '../../features/posts/reading/post-reading-page.tsx';
import { postPaths } from '../../features/posts/post-paths.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { pageMeta, rootDataOf, shareMeta } from '../../lib/page-meta.ts';
import type { Route } from './+types/route';
import { loadPostPage, postPageAction } from './post.server.ts';
import { pageLocale } from '../../lib/page-locale.ts';

/** {lang}/post/{id} (SPEC §2.1, §2.2): a post with its replies, readable without script. */
export function loader(args: Route.LoaderArgs) {
  return loadPostPage(args);
}

/** Every form of the page: like, bookmark, follow, replies, reports, delete (post.server.ts). */
export function action(args: Route.ActionArgs) {
  return postPageAction(args);
}

/**
 * The toggles settle from their own answers, and the like list only reads: reloading the post
 * for them would fetch every reply again for nothing. A failed toggle reloads, so the page shows
 * the server's state again; a deleted post must not reload (it would be not found).
 */
export function shouldRevalidate({ formData, actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get('intent');
  const result = actionResult as PostActionResult | undefined;
  if (intent === 'likeList' || intent === 'delete') return false;
  if ((TOGGLE_INTENTS as readonly unknown[]).includes(intent)) return result?.ok === false;
  if (intent === 'report') return result?.ok === true && result.intent === 'report' && result.hidden;
  return defaultShouldRevalidate;
}

/** SPEC §2.3: on a phone the header names the post's grouping (Case Study, Forum, Careers). */
export const handle: MobileHeaderHandle = {
  mobileSubtitleKey: (data) => {
    const type = (data as { post?: { type?: string } } | undefined)?.post?.type;
    return type ? `nav.${type}` : undefined;
  },
};

export function meta({ loaderData, params, matches }: Route.MetaArgs) {
  const lang = pageLocale(params);
  if (!loaderData) {
    return [
      ...pageMeta(lang, matches, { title: i18nFor(lang).t('pages:notFound.title') }),
      { name: 'robots', content: 'noindex' },
    ];
  }
  const { post } = loaderData;
  const t = i18nFor(lang).getFixedT(lang, 'post');
  const hidden = post.hidden || post.content === null;
  const title = post.title || t('content.hiddenTitle');
  const description = hidden ? t('content.hiddenPlaceholder') : post.excerpt || title;
  const url = `${rootDataOf(matches)?.origin ?? ''}${postPaths.post(lang, post.id)}`;
  return [
    ...pageMeta(lang, matches, { title, description }),
    ...shareMeta(matches, {
      title,
      description,
      url,
      type: 'article',
      locale: post.lang,
      image: hidden ? null : post.thumbnailUrl,
    }),
    { property: 'article:published_time', content: post.createdAt },
    { property: 'article:modified_time', content: post.updatedAt },
    ...post.tags.map((tag) => ({ property: 'article:tag', content: tag })),
    // Private and report-hidden posts are not for search engines (P14, P16).
    ...(post.visibility === 'private' || hidden ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

export function ErrorBoundary() {
  return <NotFoundBoundary />;
}

export default function PostRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PostReadingPage
      // A new post starts fresh: open composers and dialogs belong to the post they were opened on.
      key={loaderData.post.id}
      post={loaderData.post}
      lang={loaderData.lang}
      authorJob={loaderData.authorJob}
      reportReasons={loaderData.reportReasons}
      actionData={actionData as PostActionResult | undefined}
    />
  );
}
