import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../features/knowledge-admin/admin-nav.tsx';
import { CategoryTree } from '../../features/knowledge-admin/category-tree.tsx';
import { NotFoundBoundary } from '../../features/errors/not-found-boundary.tsx';
import { i18nFor } from '../../lib/i18n.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import type { Route } from './+types/route';
import { changeKnowledgeTree, loadKnowledgeTree } from './tree.server.ts';

/**
 * {lang}/admin/knowledge (issue 31, P31): the categories and articles of Documentation and
 * Solomon, for administrators; everyone else gets the not-found page.
 */
export function loader(args: Route.LoaderArgs) {
  return loadKnowledgeTree(args);
}

export function action(args: Route.ActionArgs) {
  return changeKnowledgeTree(args);
}

export function meta({ params, matches, loaderData }: Route.MetaArgs) {
  const lang = pageLocale(params);
  const t = i18nFor(lang).getFixedT(lang);
  const title = loaderData ? t('knowledgeAdmin:index.title') : t('pages:notFound.title');
  return [...pageMeta(lang, matches, { title }), { name: 'robots', content: 'noindex' }];
}

export function ErrorBoundary() {
  return <NotFoundBoundary />;
}

export default function KnowledgeAdminPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('knowledgeAdmin');
  const { lang, tree } = loaderData;
  return (
    <AdminPage lang={lang} title={t('index.title')} lead={t('index.lead')}>
      <CategoryTree lang={lang} tree={tree} />
    </AdminPage>
  );
}
