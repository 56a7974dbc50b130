import { useTranslation } from 'react-i18next';
import { adminMemberBan, adminMemberGetOne, adminMemberUnban } from '../../../common/contracts/admin/members.ts';
import type { BanActionResult } from '../../features/admin/members/ban-panel.tsx';
import { MemberDetail } from '../../features/admin/members/member-detail.tsx';
import { NotFoundBoundary } from '../../features/errors/not-found-boundary.tsx';
import { notFound, requireAdmin, rethrowAsNotFound } from '../../lib/admin-only.server.ts';
import { ApiError } from '../../lib/api.ts';
import { formText } from '../../lib/form-data.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { parseId } from '../../lib/parse-id.ts';
import { requestServices } from '../../lib/request-context.ts';
import type { Route } from './+types/route';

/** {lang}/admin/members/{id} (issue 32 item 3): one member, and the ban (P12). */
export async function loader(args: Route.LoaderArgs) {
  const { lang } = await requireAdmin(args);
  const id = parseId(args.params.id);
  if (id === undefined) notFound();
  try {
    const member = await args.context.get(requestServices).api.call(adminMemberGetOne, { lang, id });
    return { lang, member };
  } catch (error) {
    return rethrowAsNotFound(error);
  }
}

/** Ban or unban; a refusal (oneself, another administrator, a reason too long) comes back as its message. */
export async function action(args: Route.ActionArgs): Promise<BanActionResult> {
  const { lang } = await requireAdmin(args);
  const id = parseId(args.params.id);
  if (id === undefined) notFound();
  const form = await args.request.formData();
  const intent = formText(form, 'intent') === 'unban' ? 'unban' : 'ban';
  const api = args.context.get(requestServices).api;
  try {
    if (intent === 'ban') await api.call(adminMemberBan, { lang, id, reason: formText(form, 'reason') });
    else await api.call(adminMemberUnban, { lang, id });
    return { ok: true, intent };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && error.status !== 404) {
      return { ok: false, message: error.fields[0]?.message ?? error.message };
    }
    return rethrowAsNotFound(error);
  }
}

export function meta({ params, matches, loaderData }: Route.MetaArgs) {
  const lang = pageLocale(params);
  const t = i18nFor(lang).getFixedT(lang);
  const title = loaderData ? loaderData.member.nickName : t('pages:notFound.title');
  return [...pageMeta(lang, matches, { title }), { name: 'robots', content: 'noindex' }];
}

export function ErrorBoundary() {
  return <NotFoundBoundary />;
}

export default function AdminMemberPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('adminMembers');
  return (
    <div>
      <h1 className="mb-6 text-2xl font-bold text-ink-900">
        {loaderData.member.nickName}
        <span className="sr-only"> — {t('list.title')}</span>
      </h1>
      <MemberDetail lang={loaderData.lang} member={loaderData.member} />
    </div>
  );
}
