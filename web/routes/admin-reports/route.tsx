import { useTranslation } from 'react-i18next';
import { adminModeration } from '../../../common/contracts/admin/moderation.ts';
import { reportGetCode } from '../../../common/contracts/reference.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { moderate } from '../../features/admin/moderation/moderate.server.ts';
import { readFilters } from '../../features/admin/moderation/read-filters.ts';
import { reportDownloadHref, ReportsView } from '../../features/admin/moderation/reports-view.tsx';
import { NotFoundBoundary } from '../../features/errors/not-found-boundary.tsx';
import { requireAdmin, rethrowAsNotFound } from '../../lib/admin-only.server.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { requestServices } from '../../lib/request-context.ts';
import type { Route } from './+types/route';

/** {lang}/admin/reports (issue 32 item 2, P16): the reports queue, administrators only. */
export async function loader(args: Route.LoaderArgs) {
  const { lang } = await requireAdmin(args);
  const { filters, pageNum } = readFilters(new URL(args.request.url).searchParams, 'reports');
  const api = args.context.get(requestServices).api;
  try {
    const [page, reasons] = await Promise.all([
      api.call(adminModeration.reportList, {
        lang,
        ...(filters.state ? { state: filters.state as 'waiting' } : {}),
        ...(filters.grouping ? { grouping: filters.grouping as 'forum' } : {}),
        ...(filters.contentLang ? { contentLang: filters.contentLang as 'ko' } : {}),
        ...(filters.from ? { from: filters.from } : {}),
        ...(filters.to ? { to: filters.to } : {}),
        pageNum,
        pageSize: 20,
      }),
      // The reasons as reporters read them, renamed or not (the console's reference data).
      api.call(reportGetCode, { lang }),
    ]);
    const reasonNames = Object.fromEntries(reasons.rows.map((reason) => [reason.key, reason.name]));
    return { lang, data: { filters, ...page }, reasonNames };
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
  const title = loaderData ? t('adminModeration:reports.title') : t('pages:notFound.title');
  return [...pageMeta(lang, matches, { title }), { name: 'robots', content: 'noindex' }];
}

export function ErrorBoundary() {
  return <NotFoundBoundary />;
}

export default function AdminReportsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('adminModeration');
  const { lang, data, reasonNames } = loaderData;
  return (
    <div>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-ink-900">{t('reports.title')}</h1>
          <p className="mt-1 text-ink-700">{t('lead.reports')}</p>
        </div>
        <a
          href={reportDownloadHref(lang, data.filters)}
          download
          className={buttonStyles({ variant: 'secondary', size: 'sm' })}
        >
          {t('reports.download')}
        </a>
      </div>
      <ReportsView lang={lang} data={data} reasonNames={reasonNames} />
    </div>
  );
}
