import { useTranslation } from 'react-i18next';
import { adminModeration } from '../../../common/contracts/admin/moderation.ts';
import { ContentView } from '../../features/admin/moderation/content-view.tsx';
import { moderate } from '../../features/admin/moderation/moderate.server.ts';
import { readFilters } from '../../features/admin/moderation/read-filters.ts';
import { NotFoundBoundary } from '../../features/errors/not-found-boundary.tsx';
import { requireAdmin, rethrowAsNotFound } from '../../lib/admin-only.server.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { requestServices } from '../../lib/request-context.ts';
import type { Route } from './+types/route';

/** {lang}/admin/content (issue 32 item 5): every post and reply, administrators only. */
export async function loader(args: Route.LoaderArgs) {
  const { lang } = await requireAdmin(args);
  const { filters, pageNum } = readFilters(new URL(args.request.url).searchParams, 'content');
  const api = args.context.get(requestServices).api;
  try {
    const page = await api.call(adminModeration.contentList, {
      lang,
      kind: filters.kind === 'reply' ? 'reply' : 'post',
      ...(filters.state ? { state: filters.state as 'visible' } : {}),
      ...(filters.grouping ? { grouping: filters.grouping as 'forum' } : {}),
      ...(filters.contentLang ? { contentLang: filters.contentLang as 'ko' } : {}),
      ...(filters.text ? { text: filters.text } : {}),
      pageNum,
      pageSize: 20,
    });
    return { lang, data: { filters, ...page } };
  } catch (error) {
    return rethrowAsNotFound(error);
  }
}

export async function action(args: Route.ActionArgs) {
  return moderate(args);
}

export function meta({ params, matches, loaderData }: Route.MetaArgs) {
  const lang = pageLocale(params);
  const t = i18nFor(lang).getFixedT(lang);
  const title = loaderData ? t('adminModeration:content.title') : t('pages:notFound.title');
  return [...pageMeta(lang, matches, { title }), { name: 'robots', content: 'noindex' }];
}

export function ErrorBoundary() {
  return <NotFoundBoundary />;
}

export default function AdminContentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('adminModeration');
  return (
    <div>
      <div className="mb-6 min-w-0">
        <h1 className="text-2xl font-bold text-ink-900">{t('content.title')}</h1>
        <p className="mt-1 text-ink-700">{t('lead.content')}</p>
      </div>
      <ContentView lang={loaderData.lang} data={loaderData.data} />
    </div>
  );
}
