import { useTranslation } from 'react-i18next';
import { adminConsole } from '../../../common/contracts/admin/console.ts';
import { type AuditFilters, AuditView } from '../../features/admin/audit/audit-view.tsx';
import { ConsolePage } from '../../features/admin/console/console-page.tsx';
import { NotFoundBoundary } from '../../features/errors/not-found-boundary.tsx';
import { requireAdmin, rethrowAsNotFound } from '../../lib/admin-only.server.ts';
import { ApiError } from '../../lib/api.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { parseId } from '../../lib/parse-id.ts';
import { requestServices } from '../../lib/request-context.ts';
import type { Route } from './+types/route';

const PAGE_SIZE = 20;
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** {lang}/admin/audit (issue 32 item 2): the audit log, filtered by the address's query. */
export async function loader(args: Route.LoaderArgs) {
  const { lang } = await requireAdmin(args);
  const params = new URL(args.request.url).searchParams;
  const text = (name: string) => (params.get(name) ?? '').trim().slice(0, 60);
  const filters: AuditFilters = {
    action: text('action'),
    actorId: parseId(text('actorId')) ? text('actorId') : '',
    targetType: text('targetType').slice(0, 40),
    from: isDay(text('from')) ? text('from') : '',
    to: isDay(text('to')) ? text('to') : '',
  };
  const pageNum = parseId(params.get('page')) ?? 1;
  const api = args.context.get(requestServices).api;
  const request = {
    lang,
    pageNum: Math.min(pageNum, 100_000),
    pageSize: PAGE_SIZE,
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.actorId ? { actorId: Number(filters.actorId) } : {}),
    ...(filters.targetType ? { targetType: filters.targetType } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
  try {
    const list = await api.call(adminConsole.auditList, request);
    return { lang, data: { ...list, filters } };
  } catch (error) {
    // A date the calendar does not hold (2026-02-31) is a filter matching nothing, not an error page.
    if (error instanceof ApiError && error.status === 400) {
      return { lang, data: { rows: [], total: 0, pageNum: 1, pageSize: PAGE_SIZE, filters } };
    }
    return rethrowAsNotFound(error);
  }
}

export function meta({ params, matches, loaderData }: Route.MetaArgs) {
  const lang = pageLocale(params);
  const t = i18nFor(lang).getFixedT(lang);
  const title = loaderData ? t('adminConsole:audit.title') : t('pages:notFound.title');
  return [...pageMeta(lang, matches, { title }), { name: 'robots', content: 'noindex' }];
}

export function ErrorBoundary() {
  return <NotFoundBoundary />;
}

export default function AdminAuditPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('adminConsole');
  return (
    <ConsolePage title={t('audit.title')} lead={t('audit.lead')}>
      <AuditView lang={loaderData.lang} data={loaderData.data} />
    </ConsolePage>
  );
}
