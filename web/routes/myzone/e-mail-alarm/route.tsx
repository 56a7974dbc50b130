import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import {
  ALARM_MAIL_KINDS,
  type AlarmMailKind,
  userGetAlarmMailSetting,
  userUpdateAlarmMailSetting,
} from '../../../../common/contracts/notifications/mail-settings.ts';
import { MyZoneHeading } from '../../../features/members/myzone/myzone-layout.tsx';
import { EmailAlarmSettings } from '../../../features/notifications/email-settings/email-alarm-settings.tsx';
import type { SwitchResult } from '../../../features/notifications/email-settings/switch-result.ts';
import { ApiError } from '../../../lib/api.ts';
import { formText } from '../../../lib/form-data.ts';
import { i18nFor } from '../../../lib/i18n.ts';
import { requireMember, rethrowAsSignIn } from '../../../lib/member-only.server.ts';
import { pageLocale } from '../../../lib/page-locale.ts';
import { pageMeta } from '../../../lib/page-meta.ts';
import { requestServices } from '../../../lib/request-context.ts';
import type { Route } from './+types/route';

/**
 * {lang}/myzone/e-mail-alarm (SPEC §2.3, issue 29): which notification e-mails the member
 * receives. Members only; administrators have no e-mail alerts (SPEC §6), so none for them.
 */
export async function loader(args: Route.LoaderArgs) {
  const { lang, viewer } = await requireMember(args);
  if (viewer.admin) throw data(null, { status: 404 });
  try {
    const settings = await args.context.get(requestServices).api.call(userGetAlarmMailSetting, { lang });
    return { lang, settings };
  } catch (error) {
    return rethrowAsSignIn(error, lang, args.request);
  }
}

export async function action(args: Route.ActionArgs): Promise<SwitchResult> {
  const lang = pageLocale(args.params);
  const form = await args.request.formData();
  const kind = formText(form, 'kind');
  const on = formText(form, 'on');
  if (!(ALARM_MAIL_KINDS as readonly string[]).includes(kind) || (on !== 'true' && on !== 'false')) {
    return { ok: false, kind: null, message: i18nFor(lang).t('errors:BAD_REQUEST') };
  }
  const change = { [kind as AlarmMailKind]: on === 'true' };
  try {
    const settings = await args.context.get(requestServices).api.call(userUpdateAlarmMailSetting, { lang, ...change });
    return { ok: true, kind: kind as AlarmMailKind, on: settings[kind as AlarmMailKind] };
  } catch (error) {
    if (!(error instanceof ApiError) || error.code === 'LOGIN_REQUIRED')
      return rethrowAsSignIn(error, lang, args.request);
    // 200 with the message: the page says it in a toast.
    return { ok: false, kind: kind as AlarmMailKind, message: error.message };
  }
}

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = pageLocale(params);
  return pageMeta(lang, matches, { title: i18nFor(lang).t('notifications-mail:page.metaTitle') });
}

export default function EmailAlarmRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('notifications-mail');
  return (
    <section>
      <MyZoneHeading>{t('page.title')}</MyZoneHeading>
      <EmailAlarmSettings settings={loaderData.settings} />
    </section>
  );
}
