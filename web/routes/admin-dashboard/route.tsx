import { useTranslation } from 'react-i18next';
import { adminConsole } from '../../../common/contracts/admin/console.ts';
import { ConsolePage } from '../../features/admin/console/console-page.tsx';
import { DashboardView } from '../../features/admin/dashboard/dashboard-view.tsx';
import { NotFoundBoundary } from '../../features/errors/not-found-boundary.tsx';
import { requireAdmin, rethrowAsNotFound } from '../../lib/admin-only.server.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { requestServices } from '../../lib/request-context.ts';
import type { Route } from './+types/route';

/** {lang}/admin (issue 32 item 1): the console's dashboard, administrators only. */
export async function loader(args: Route.LoaderArgs) {
  const { lang } = await requireAdmin(args);
  try {
    const data = await args.context.get(requestServices).api.call(adminConsole.dashboard, { lang });
    return { lang, data };
  } catch (error) {
    return rethrowAsNotFound(error);
  }
}

export function meta({ params, matches, loaderData }: Route.MetaArgs) {
  const lang = pageLocale(params);
  const t = i18nFor(lang).getFixedT(lang);
  const title = loaderData ? t('adminConsole:dashboard.title') : t('pages:notFound.title');
  return [...pageMeta(lang, matches, { title }), { name: 'robots', content: 'noindex' }];
}

export function ErrorBoundary() {
  return <NotFoundBoundary />;
}

export default function AdminDashboardPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('adminConsole');
  return (
    <ConsolePage title={t('dashboard.title')} lead={t('dashboard.lead')}>
      <DashboardView lang={loaderData.lang} data={loaderData.data} />
    </ConsolePage>
  );
}
