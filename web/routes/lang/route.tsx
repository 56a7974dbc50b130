import { Outlet, redirect } from 'react-router';
import { userCheck } from '../../../common/contracts/accounts/sessions.ts';
import { isLocale, negotiateLocale } from '../../../common/i18n/locales.ts';
import { loadPendingLayers } from '../../features/gamification/pending-layers.server.ts';
import type { LayoutData } from '../../features/layout/layout-data.ts';
import { loadAlarmCount } from '../../features/notifications/alarm-calls.server.ts';
import { hasLocaleResources } from '../../lib/locale-resources.ts';
import { requestServices } from '../../lib/request-context.ts';
import type { Route } from './+types/route';

/**
 * Every page sits under a language prefix. A first segment that is no language means the
 * prefix is missing: go to the same path in the detected language (DECISIONS P3, 302).
 */
export async function loader({ params, request, context }: Route.LoaderArgs): Promise<LayoutData> {
  if (!isLocale(params.lang)) {
    const url = new URL(request.url);
    const locale = negotiateLocale(request.headers.get('cookie'), request.headers.get('accept-language'));
    throw redirect(`/${locale}${url.pathname}${url.search}`, 302);
  }
  // The page chrome's names and links are the operator's configuration (DECISIONS P1).
  const services = context.get(requestServices);
  // An ended session (SPEC §4) never returns here: the API client signs out and redirects (server/web.ts).
  const { user } = await services.api.call(userCheck, {});
  const { pathname } = new URL(request.url);
  const [layers, alarmCount] = await Promise.all([
    loadPendingLayers(services.api, params.lang, user, pathname),
    // The bell's badge is in the HTML (issue 29): pages show it without script.
    loadAlarmCount(services.api, params.lang, user, pathname),
  ]);
  return { siteConfig: services.siteConfig, year: new Date().getUTCFullYear(), viewer: user, layers, alarmCount };
}

/**
 * The browser holds the strings of its page's language only (web/lib/locale-resources.ts): a
 * link into another language loads that language's document instead of navigating in place.
 */
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  if (isLocale(params.lang) && !hasLocaleResources(params.lang)) {
    window.location.assign(request.url);
    return new Promise<never>(() => {});
  }
  return serverLoader();
}

export default function LanguageRoute() {
  return <Outlet />;
}
