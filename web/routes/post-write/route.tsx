import { isRouteErrorResponse, type ShouldRevalidateFunctionArgs, useLocation, useRouteError } from 'react-router';
import { DEFAULT_LOCALE } from '../../../common/i18n/locales.ts';
import { WriteForm } from '../../features/posts/editor/write-form.tsx';
import { type RefusalReason, WriteRefusal } from '../../features/posts/editor/write-refusal.tsx';
import { NotFoundBoundary } from '../../features/errors/not-found-boundary.tsx';
import { postPaths } from '../../features/posts/post-paths.ts';
import { localeOfPath } from '../../lib/document-head.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import type { Route } from './+types/route';
import { loadWritePage, saveWrittenPost } from './write.server.ts';
import { pageLocale } from '../../lib/page-locale.ts';

/**
 * {lang}/post/{type}/writing, {lang}/whatsnew/writing and {lang}/post/{type}/edit?id=N (SPEC §2.1,
 * §2.2): members only; the editor's code loads on these pages alone.
 */
export function loader(args: Route.LoaderArgs) {
  return loadWritePage(args);
}

export function action(args: Route.ActionArgs) {
  return saveWrittenPost(args);
}

/** The form answers through a fetcher: re-running this loader after a failed save would only reload the post. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? false : defaultShouldRevalidate;
}

export function meta({ params, matches, loaderData, error }: Route.MetaArgs) {
  const lang = pageLocale(params);
  const t = i18nFor(lang).getFixedT(lang, 'editor');
  const page = loaderData?.kind === 'page' ? loaderData : undefined;
  // A refusal (403) is titled as the page says it, not as a page that does not exist.
  const refusal = isRouteErrorResponse(error) && error.status === 403 ? refusalReasonOf(error.data) : undefined;
  const title = page
    ? page.editId === null
      ? t(`page.newTitle.${page.type}`)
      : t('page.editTitle')
    : refusal
      ? t(`refusal.${refusal}.title`)
      : i18nFor(lang).t('pages:notFound.title');
  return [...pageMeta(lang, matches, { title }), { name: 'robots', content: 'noindex' }];
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  const lang = localeOfPath(pathname) ?? DEFAULT_LOCALE;
  if (isRouteErrorResponse(error) && error.status === 403) {
    const reason = refusalReasonOf(error.data);
    if (reason === 'adminOnly')
      return <WriteRefusal reason={reason} primary={{ href: postPaths.write(lang, 'forum') }} />;
    const id = Number(new URLSearchParams(search).get('id'));
    return <WriteRefusal reason={reason} primary={{ href: postPaths.post(lang, id) }} />;
  }
  return <NotFoundBoundary />;
}

export default function PostWritePage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind !== 'page') return null;
  const { lang, type, editId, viewer, canWriteAdminContent, categories, guides, initial } = loaderData;
  return (
    <WriteForm
      key={`${type}-${editId ?? 'new'}`}
      lang={lang}
      type={type}
      editId={editId}
      viewer={viewer}
      canWriteAdminContent={canWriteAdminContent}
      categories={categories}
      guides={guides}
      initial={initial}
      postPath={(id) => postPaths.post(lang, id)}
      cancelPath={editId === null ? postPaths.list(lang, type) : postPaths.post(lang, editId)}
    />
  );
}

/** What the loader's 403 says of why (write.server.ts): What's new is for administrators, or the post is someone else's. */
function refusalReasonOf(data: unknown): RefusalReason {
  return (data as { reason?: RefusalReason } | null)?.reason ?? 'notAuthor';
}
