import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotFoundBoundary } from '../../features/errors/not-found-boundary.tsx';
import { AdminPage } from '../../features/knowledge-admin/admin-nav.tsx';
import { adminPaths } from '../../features/knowledge-admin/admin-paths.ts';
import { ArticleEditor } from '../../features/knowledge-admin/article-editor/article-editor.tsx';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import type { Route } from './+types/route';
import { loadArticleEditor, saveArticle } from './article.server.ts';

/**
 * {lang}/admin/knowledge/article/new?kind=… and {lang}/admin/knowledge/article/{id} (issue 31):
 * a guide's or an answer's editor, administrators only. The editor's code loads here alone.
 */
export function loader(args: Route.LoaderArgs) {
  return loadArticleEditor(args);
}

export function action(args: Route.ActionArgs) {
  return saveArticle(args);
}

/** The editor answers through a fetcher and keeps what is typed: no reload after a refused save. */
export function shouldRevalidate({
  formMethod,
  actionResult,
  defaultShouldRevalidate,
}: {
  formMethod?: string;
  actionResult?: unknown;
  defaultShouldRevalidate: boolean;
}) {
  if (formMethod === 'POST' && (actionResult as { ok?: boolean } | undefined)?.ok === false) return false;
  return defaultShouldRevalidate;
}

export function meta({ params, matches, loaderData }: Route.MetaArgs) {
  const lang = pageLocale(params);
  const t = i18nFor(lang).getFixedT(lang);
  const title = loaderData
    ? t(`knowledgeAdmin:editor.${loaderData.initial.id === null ? 'newTitle' : 'editTitle'}.${loaderData.initial.kind}`)
    : t('pages:notFound.title');
  return [...pageMeta(lang, matches, { title }), { name: 'robots', content: 'noindex' }];
}

export function ErrorBoundary() {
  return <NotFoundBoundary />;
}

export default function KnowledgeArticlePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('knowledgeAdmin');
  const { lang, initial, categories, linkOptions } = loaderData;
  const title = t(`editor.${initial.id === null ? 'newTitle' : 'editTitle'}.${initial.kind}`);
  return (
    <AdminPage
      lang={lang}
      title={title}
      actions={
        initial.id === null ? null : (
          <Link
            to={adminPaths.reader(lang, initial.kind, initial.id)}
            className={buttonStyles({ variant: 'secondary', size: 'sm' })}
          >
            {t('editor.view')}
          </Link>
        )
      }
    >
      <ArticleEditor
        key={initial.id ?? 'new'}
        lang={lang}
        initial={initial}
        categories={categories}
        linkOptions={linkOptions}
      />
    </AdminPage>
  );
}
