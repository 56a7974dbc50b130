import { useTranslation } from 'react-i18next';
import { adminMemberGetList, MEMBER_STATES, type MemberState } from '../../../common/contracts/admin/members.ts';
import { NotFoundBoundary } from '../../features/errors/not-found-boundary.tsx';
import { MembersList, type MembersListData } from '../../features/admin/members/members-list.tsx';
import { requireAdmin, rethrowAsNotFound } from '../../lib/admin-only.server.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { parseId } from '../../lib/parse-id.ts';
import { requestServices } from '../../lib/request-context.ts';
import type { Route } from './+types/route';

const PAGE_SIZE = 20;

/** {lang}/admin/members (issue 32 item 3): members found by e-mail or nickname and state. */
export async function loader(args: Route.LoaderArgs) {
  const { lang } = await requireAdmin(args);
  const params = new URL(args.request.url).searchParams;
  const query = (params.get('query') ?? '').trim().slice(0, 100);
  const rawState = params.get('state') ?? '';
  const state = (MEMBER_STATES as readonly string[]).includes(rawState) ? (rawState as MemberState) : '';
  const pageNum = parseId(params.get('page')) ?? 1;
  try {
    const list = await args.context.get(requestServices).api.call(adminMemberGetList, {
      lang,
      ...(query ? { query } : {}),
      ...(state ? { state } : {}),
      pageNum,
      pageSize: PAGE_SIZE,
    });
    const data: MembersListData = { query, state, pageNum, pageSize: PAGE_SIZE, rows: list.rows, total: list.total };
    return { lang, data };
  } catch (error) {
    return rethrowAsNotFound(error);
  }
}

export function meta({ params, matches, loaderData }: Route.MetaArgs) {
  const lang = pageLocale(params);
  const t = i18nFor(lang).getFixedT(lang);
  const title = loaderData ? t('adminMembers:list.title') : t('pages:notFound.title');
  return [...pageMeta(lang, matches, { title }), { name: 'robots', content: 'noindex' }];
}

export function ErrorBoundary() {
  return <NotFoundBoundary />;
}

export default function AdminMembersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('adminMembers');
  return (
    <div>
      <h1 className="mb-1 text-2xl font-bold text-ink-900">{t('list.title')}</h1>
      <p className="mb-6 text-ink-700">{t('list.lead')}</p>
      <MembersList lang={loaderData.lang} data={loaderData.data} />
    </div>
  );
}
