import { loadAlarmPage, runAlarmIntent } from '../../features/notifications/alarm-calls.server.ts';
import { ApiError } from '../../lib/api.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { parseId } from '../../lib/parse-id.ts';
import { requestServices } from '../../lib/request-context.ts';
import type { Route } from './+types/route';

/**
 * The bell's data with script (issue 29): the panel's and the page's fetchers load pages of
 * the list here (?beforeId= pages on) and post the forms of alarm-intents.ts, through the
 * page's API client (DESIGN "Data flows"). Refusals are data: a fetcher's thrown error would
 * replace the page with its error boundary.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = pageLocale(params);
  const beforeId = parseId(new URL(request.url).searchParams.get('beforeId'));
  try {
    return { ok: true as const, page: await loadAlarmPage(context.get(requestServices).api, lang, beforeId) };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false as const, code: error.code, message: error.message };
    throw error;
  }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const lang = pageLocale(params);
  return runAlarmIntent(context.get(requestServices).api, lang, await request.formData());
}
