import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { NotFoundBoundary } from '../../features/errors/not-found-boundary.tsx';
import { KnowledgeArticlePage } from '../../features/knowledge/article-page.tsx';
import { areaOfPath, knowledgePaths } from '../../features/knowledge/knowledge-paths.ts';
import { loadArticlePage } from '../../features/knowledge/load-article.server.ts';
import { REVIEW_INTENT, type ReviewResult } from '../../features/knowledge/review-result.ts';
import { sendReview } from '../../features/knowledge/review.server.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import type { AlternatesHandle } from '../../lib/document-head.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import type { Route } from './+types/route';

/** {lang}/{area}/post/{id?} (SPEC §2.1, issue 31): a guide or an answer. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const area = areaOfPath(new URL(request.url).pathname);
  if (!area) throw data(null, { status: 404 });
  const lang = pageLocale(params);
  if (params.id === undefined) throw redirect(knowledgePaths.main(lang, area));
  return loadArticlePage(context, lang, area, params.id);
}

/** "Was this helpful?" posts here (review.server.ts). */
export async function action({ params, request, context }: Route.ActionArgs) {
  return sendReview(context, pageLocale(params), params.id, await request.formData());
}

/**
 * The box shows the answer's own counts: reading the article again would count another view.
 * Without script the document request reloads anyway.
 */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formData?.get('intent') === REVIEW_INTENT) return false;
  return defaultShouldRevalidate;
}

/** hreflang names only the languages the article is written in (root's DocumentHead). */
export const handle: AlternatesHandle = {
  alternateLocales: (loaderData) =>
    (loaderData as { article?: { languages?: Locale[] } } | undefined)?.article?.languages,
};

export function meta({ params, matches, loaderData }: Route.MetaArgs) {
  const lang = pageLocale(params);
  if (!loaderData) {
    return [
      ...pageMeta(lang, matches, { title: i18nFor(lang).t('pages:notFound.title') }),
      { name: 'robots', content: 'noindex' },
    ];
  }
  const { article } = loaderData;
  return [
    ...pageMeta(lang, matches, { title: article.title, description: article.excerpt || article.title }),
    // A draft is seen by administrators only; an untranslated text is indexed in its own language.
    ...(article.status === 'draft' || article.fallback ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

export function ErrorBoundary() {
  return <NotFoundBoundary />;
}

export default function KnowledgeArticleRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <KnowledgeArticlePage
      key={loaderData.article.id}
      data={loaderData}
      reviewResult={actionData as ReviewResult | undefined}
    />
  );
}
