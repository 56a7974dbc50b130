import { useTranslation } from 'react-i18next';
import { adminWithdrawGetList } from '../../../common/contracts/admin/members.ts';
import { WithdrawnList } from '../../features/admin/members/withdrawn-list.tsx';
import { NotFoundBoundary } from '../../features/errors/not-found-boundary.tsx';
import { requireAdmin, rethrowAsNotFound } from '../../lib/admin-only.server.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { requestServices } from '../../lib/request-context.ts';
import type { Route } from './+types/route';

/** {lang}/admin/members/withdrawn (SPEC §7.3, P11): the last 30 days' withdrawals. */
export async function loader(args: Route.LoaderArgs) {
  const { lang } = await requireAdmin(args);
  try {
    const list = await args.context.get(requestServices).api.call(adminWithdrawGetList, {
      lang,
      pageNum: 1,
      pageSize: 100,
    });
    return { lang, rows: list.rows };
  } catch (error) {
    return rethrowAsNotFound(error);
  }
}

export function meta({ params, matches, loaderData }: Route.MetaArgs) {
  const lang = pageLocale(params);
  const t = i18nFor(lang).getFixedT(lang);
  const title = loaderData ? t('adminMembers:withdrawn.title') : t('pages:notFound.title');
  return [...pageMeta(lang, matches, { title }), { name: 'robots', content: 'noindex' }];
}

export function ErrorBoundary() {
  return <NotFoundBoundary />;
}

export default function AdminWithdrawnPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('adminMembers');
  return (
    <div>
      <h1 className="mb-1 text-2xl font-bold text-ink-900">{t('withdrawn.title')}</h1>
      <p className="mb-6 text-ink-700">{t('withdrawn.lead')}</p>
      <WithdrawnList rows={loaderData.rows} />
    </div>
  );
}
