import { useTranslation } from 'react-i18next';
import { adminConsole } from '../../../common/contracts/admin/console.ts';
import { type AdminsActionResult, AdminsView } from '../../features/admin/admins/admins-view.tsx';
import { ConsolePage } from '../../features/admin/console/console-page.tsx';
import { NotFoundBoundary } from '../../features/errors/not-found-boundary.tsx';
import { requireAdmin, rethrowAsNotFound } from '../../lib/admin-only.server.ts';
import { ApiError } from '../../lib/api.ts';
import { formText } from '../../lib/form-data.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { parseId } from '../../lib/parse-id.ts';
import { requestServices } from '../../lib/request-context.ts';
import type { Route } from './+types/route';

/** {lang}/admin/admins (issue 32 item 8): the administrators, removal and granting. */
export async function loader(args: Route.LoaderArgs) {
  const { lang, viewer } = await requireAdmin(args);
  try {
    const { rows } = await args.context.get(requestServices).api.call(adminConsole.adminList, { lang });
    return { lang, rows, viewerId: viewer.id };
  } catch (error) {
    return rethrowAsNotFound(error);
  }
}

export async function action(args: Route.ActionArgs): Promise<AdminsActionResult> {
  const { lang } = await requireAdmin(args);
  const api = args.context.get(requestServices).api;
  const form = await args.request.formData();
  const intent = formText(form, 'intent') === 'revoke' ? 'revoke' : 'grant';
  try {
    if (intent === 'revoke') {
      const id = parseId(formText(form, 'id'));
      if (!id) return { ok: false, code: 'VALIDATION_FAILED', intent };
      await api.call(adminConsole.adminRevoke, { lang, id });
      return { ok: true, intent };
    }
    // A number is a member number; anything else a nickname.
    const member = formText(form, 'member').trim().replace(/^#/, '');
    if (!member) return { ok: false, code: 'VALIDATION_FAILED', intent };
    const id = parseId(member);
    const granted = await api.call(adminConsole.adminGrant, id ? { lang, id } : { lang, nickName: member });
    return { ok: true, intent, name: granted.nickName };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && error.code !== 'NOT_FOUND') {
      return { ok: false, code: error.code, intent };
    }
    return rethrowAsNotFound(error);
  }
}

export function meta({ params, matches, loaderData }: Route.MetaArgs) {
  const lang = pageLocale(params);
  const t = i18nFor(lang).getFixedT(lang);
  const title = loaderData ? t('adminConsole:admins.title') : t('pages:notFound.title');
  return [...pageMeta(lang, matches, { title }), { name: 'robots', content: 'noindex' }];
}

export function ErrorBoundary() {
  return <NotFoundBoundary />;
}

export default function AdminAdminsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('adminConsole');
  return (
    <ConsolePage title={t('admins.title')} lead={t('admins.lead')}>
      <AdminsView rows={loaderData.rows} viewerId={loaderData.viewerId} result={actionData} />
    </ConsolePage>
  );
}
