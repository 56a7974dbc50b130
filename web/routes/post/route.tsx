import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { NotFoundBoundary } from '../../features/errors/not-found-boundary.tsx';
import type { MobileHeaderHandle } from '../../features/layout/mobile-header-mode.ts';
import { type PostActionResult, TOGGLE_INTENTS } from '../../features/posts/reading/post-action-result.ts';
import { PostReadingPage } from '../../features/posts/reading/post-reading-page.tsx';
import { i18nFor } from '../../lib/i18n.ts';
import { pageMeta } from '../../lib/page-meta.ts';
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
  // Made by the loader (post-head.server.ts): previews, JSON-LD, noindex of private and hidden posts.
  const { head } = loaderData;
  return [...pageMeta(lang, matches, head), ...head.tags];
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
      guide={loaderData.guide}
      reportReasons={loaderData.reportReasons}
      actionData={actionData as PostActionResult | undefined}
    />
  );
}
