import { useTranslation } from 'react-i18next';
import { knowledgeAdmin } from '../../../common/contracts/knowledge.ts';
import { parsePage, pageCountOf } from '../../components/ui/pagination.ts';
import { NotFoundBoundary } from '../../features/errors/not-found-boundary.tsx';
import { AdminPage } from '../../features/knowledge-admin/admin-nav.tsx';
import { type FeedbackData, FeedbackList } from '../../features/knowledge-admin/feedback-list.tsx';
import { requireAdmin, rethrowAsNotFound } from '../../lib/admin-only.server.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { parseId } from '../../lib/parse-id.ts';
import { requestServices } from '../../lib/request-context.ts';
import type { Route } from './+types/route';

const PAGE_SIZE = 20;

/** {lang}/admin/knowledge/feedback?helpful=yes|no&article=N&page=N (issue 31): administrators only. */
export async function loader(args: Route.LoaderArgs) {
  const { lang } = await requireAdmin(args);
  const search = new URL(args.request.url).searchParams;
  const helpfulParam = search.get('helpful');
  const helpful = helpfulParam === 'yes' || helpfulParam === 'no' ? helpfulParam : '';
  const articleId = parseId(search.get('article')) ?? null;
  const page = parsePage(search.get('page'));
  const api = args.context.get(requestServices).api;
  try {
    const [reviews, guides, answers] = await Promise.all([
      api.call(knowledgeAdmin.reviewList, {
        lang,
        ...(articleId === null ? {} : { articleId }),
        ...(helpful === '' ? {} : { helpful: helpful === 'yes' }),
        pageNum: page,
        pageSize: PAGE_SIZE,
      }),
      api.call(knowledgeAdmin.articleList, { lang, area: 'documentation', pageSize: 100 }),
      api.call(knowledgeAdmin.articleList, { lang, area: 'solomon', pageSize: 100 }),
    ]);
    const data: FeedbackData = {
      filters: { helpful, articleId, page },
      rows: reviews.rows,
      total: reviews.total,
      pageCount: pageCountOf(reviews.total, PAGE_SIZE),
      articles: [...guides.rows, ...answers.rows].map(({ id, title }) => ({ id, title })),
    };
    return { lang, data };
  } catch (error) {
    return rethrowAsNotFound(error);
  }
}

export function meta({ params, matches, loaderData }: Route.MetaArgs) {
  const lang = pageLocale(params);
  const t = i18nFor(lang).getFixedT(lang);
  const title = loaderData ? t('knowledgeAdmin:feedback.title') : t('pages:notFound.title');
  return [...pageMeta(lang, matches, { title }), { name: 'robots', content: 'noindex' }];
}

export function ErrorBoundary() {
  return <NotFoundBoundary />;
}

export default function KnowledgeFeedbackPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('knowledgeAdmin');
  return (
    <AdminPage lang={loaderData.lang} title={t('feedback.title')} lead={t('feedback.lead')}>
      <FeedbackList lang={loaderData.lang} data={loaderData.data} />
    </AdminPage>
  );
}
