import { redirect } from 'react-router';
import type { MobileHeaderHandle } from '../../features/layout/mobile-header-mode.ts';
import { loadAlarmPage, openAlarmPanel, runAlarmIntent } from '../../features/notifications/alarm-calls.server.ts';
import { AlarmPage } from '../../features/notifications/alarm-page.tsx';
import { i18nFor } from '../../lib/i18n.ts';
import { requireMember, rethrowAsSignIn } from '../../lib/member-only.server.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { parseId } from '../../lib/parse-id.ts';
import { requestServices } from '../../lib/request-context.ts';
import type { Route } from './+types/route';

/**
 * {lang}/alarm (issue 29): the notifications as a page, where the bell leads on a phone and
 * without script. Members only. Showing it is opening the panel (SPEC §4: the badge goes to 0).
 */
export async function loader(args: Route.LoaderArgs) {
  const { lang } = await requireMember(args);
  const { api } = args.context.get(requestServices);
  const beforeId = parseId(new URL(args.request.url).searchParams.get('beforeId'));
  try {
    await openAlarmPanel(api, lang);
    return { lang, page: await loadAlarmPage(api, lang, beforeId) };
  } catch (error) {
    return rethrowAsSignIn(error, lang, args.request);
  }
}

/**
 * The list's forms without script: a notification that still leads somewhere goes there
 * (SPEC §5), one that does not stays here with the API's message; read marks come back here.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const lang = pageLocale(params);
  const result = await runAlarmIntent(context.get(requestServices).api, lang, await request.formData());
  if (result.ok && result.path !== undefined) throw redirect(`/${lang}${result.path}`);
  if (result.ok) throw redirect(`/${lang}/alarm`);
  return { refusal: result.message };
}

/** On a phone the header names the page (SPEC §2.3's subtitle). */
export const handle: MobileHeaderHandle = { mobileSubtitleKey: () => 'notifications:page.title' };

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = pageLocale(params);
  return pageMeta(lang, matches, { title: i18nFor(lang).t('notifications:page.metaTitle') });
}

export default function AlarmRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AlarmPage lang={loaderData.lang} page={loaderData.page} refusal={actionData?.refusal} />;
}
