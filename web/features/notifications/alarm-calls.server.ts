import type { SessionUser } from '../../../common/contracts/accounts/shared.ts';
import {
  userCheckAlarm,
  userGetAlarmCount,
  userGetAlarmList,
  userOpenAlarmPanel,
  userShowAlarm,
  userShowAlarmList,
} from '../../../common/contracts/notifications/alarms.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import { ApiError, type ApiClient } from '../../lib/api.ts';
import { formText } from '../../lib/form-data.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { parseId } from '../../lib/parse-id.ts';
import { ALARM_INTENTS, ALARM_PAGE_SIZE, type AlarmIntentResult, type AlarmPage } from './alarm-intents.ts';

/**
 * The bell's badge for the language route's loader (SPEC §2.3): in the HTML, so that it shows
 * without script. None for visitors, and none on the notifications page, whose own loader (run
 * alongside) opens the panel; a page never fails because of it (an API failure shows none).
 */
export async function loadAlarmCount(
  api: ApiClient,
  lang: Locale,
  viewer: SessionUser | null,
  pathname: string,
): Promise<number> {
  if (!viewer || pathname.replace(/\/$/, '') === `/${lang}/alarm`) return 0;
  try {
    return await api.call(userGetAlarmCount, { lang });
  } catch (error) {
    // A redirect (the session ended meanwhile, server/web.ts) still ends the session.
    if (error instanceof Response) throw error;
    console.error('The notification count could not be loaded', error);
    return 0;
  }
}

/** One page of the member's notifications, newest first; `beforeId` pages on. */
export async function loadAlarmPage(api: ApiClient, lang: Locale, beforeId: number | undefined): Promise<AlarmPage> {
  const list = await api.call(userGetAlarmList, { lang, pageSize: ALARM_PAGE_SIZE, ...(beforeId ? { beforeId } : {}) });
  return { rows: list.rows, more: list.more, now: new Date().toISOString() };
}

/** SPEC §4: the panel (or the page standing for it) was opened: the badge goes to 0. */
export async function openAlarmPanel(api: ApiClient, lang: Locale): Promise<void> {
  await api.call(userOpenAlarmPanel, { lang });
}

/**
 * Runs one of the bell's forms. A refusal is data with the API's translated message (SPEC §5:
 * a removed post, reply or member is an alert, not an error page); the server marks a pressed
 * notification read, refused or not.
 */
export async function runAlarmIntent(api: ApiClient, lang: Locale, form: FormData): Promise<AlarmIntentResult> {
  const intent = Object.values(ALARM_INTENTS).find((known) => known === formText(form, 'intent'));
  const id = parseId(formText(form, 'id'));
  if (!intent || (id === undefined && (intent === ALARM_INTENTS.read || intent === ALARM_INTENTS.check))) {
    const code = 'VALIDATION_FAILED';
    return { intent: intent ?? ALARM_INTENTS.check, ok: false, code, message: i18nFor(lang).t(`errors:${code}`) };
  }
  try {
    if (intent === ALARM_INTENTS.all) await api.call(userShowAlarmList, { lang });
    else if (intent === ALARM_INTENTS.open) await openAlarmPanel(api, lang);
    else if (intent === ALARM_INTENTS.read) await api.call(userShowAlarm, { lang, id: id!, show: true });
    else return { intent, ok: true, path: (await api.call(userCheckAlarm, { lang, id: id! })).path };
    return { intent, ok: true };
  } catch (error) {
    if (error instanceof ApiError) return { intent, ok: false, code: error.code, message: error.message };
    throw error;
  }
}
