import { useTranslation } from 'react-i18next';
import { knowledgeAdmin } from '../../../common/contracts/knowledge.ts';
import { searchUnansweredList } from '../../../common/contracts/search.ts';
import { NotFoundBoundary } from '../../features/errors/not-found-boundary.tsx';
import { AdminPage } from '../../features/knowledge-admin/admin-nav.tsx';
import { type GapsData, GapsView } from '../../features/knowledge-admin/gaps-view.tsx';
import { requireAdmin, rethrowAsNotFound } from '../../lib/admin-only.server.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { requestServices } from '../../lib/request-context.ts';
import type { Route } from './+types/route';

/** The window both lists look back over (the brief's "last 30 days"). */
const DAYS = 30;

/**
 * {lang}/admin/knowledge/gaps (issue 31): what readers could not find, administrators only.
 * `?site=1` adds the site's search to the knowledge areas' searches.
 */
export async function loader(args: Route.LoaderArgs) {
  const { lang } = await requireAdmin(args);
  const includeSite = new URL(args.request.url).searchParams.get('site') === '1';
  const api = args.context.get(requestServices).api;
  try {
    const [searches, unhelpful] = await Promise.all([
      api.call(searchUnansweredList, {
        lang,
        scopes: includeSite ? ['documentation', 'solomon', 'site'] : ['documentation', 'solomon'],
        days: DAYS,
        limit: 50,
      }),
      api.call(knowledgeAdmin.unhelpfulList, { lang, days: DAYS, limit: 20 }),
    ]);
    const data: GapsData = {
      includeSite,
      searches: searches.rows,
      unhelpful: unhelpful.rows.map(({ article, noCount, yesCount, texts }) => ({
        article: {
          id: article.id,
          kind: article.kind,
          title: article.title,
          status: article.status,
          lang: article.lang,
        },
        noCount,
        yesCount,
        texts,
      })),
    };
    return { lang, data };
  } catch (error) {
    return rethrowAsNotFound(error);
  }
}

export function meta({ params, matches, loaderData }: Route.MetaArgs) {
  const lang = pageLocale(params);
  const t = i18nFor(lang).getFixedT(lang);
  const title = loaderData ? t('knowledgeAdmin:gaps.title') : t('pages:notFound.title');
  return [...pageMeta(lang, matches, { title }), { name: 'robots', content: 'noindex' }];
}

export function ErrorBoundary() {
  return <NotFoundBoundary />;
}

export default function KnowledgeGapsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('knowledgeAdmin');
  return (
    <AdminPage lang={loaderData.lang} title={t('gaps.title')} lead={t('gaps.lead')}>
      <GapsView lang={loaderData.lang} data={loaderData.data} />
    </AdminPage>
  );
}
