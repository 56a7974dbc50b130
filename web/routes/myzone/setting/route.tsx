import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { passwordChange, passwordFind } from '../../../../common/contracts/accounts/passwords.ts';
import { userInfo, userUpdate } from '../../../../common/contracts/members.ts';
import {
  type PasswordField,
  SETTINGS_INTENTS,
  type SettingsIntent,
  type SettingsResult,
} from '../../../features/accounts/settings/settings-result.ts';
import { SettingsPage } from '../../../features/accounts/settings/settings-page.tsx';
import { MyZoneHeading } from '../../../features/members/myzone/myzone-layout.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formBody, formText } from '../../../lib/form-data.ts';
import { i18nFor } from '../../../lib/i18n.ts';
import { requireMember, rethrowAsSignIn } from '../../../lib/member-only.server.ts';
import { localeOr, pageLocale } from '../../../lib/page-locale.ts';
import { pageMeta } from '../../../lib/page-meta.ts';
import { requestServices } from '../../../lib/request-context.ts';
import type { Route } from './+types/route';

/** {lang}/myzone/setting (SPEC §2.1, §2.2): members only; the account part of /api/user/info. */
export async function loader(args: Route.LoaderArgs) {
  const { lang, viewer } = await requireMember(args);
  try {
    const { account } = await args.context.get(requestServices).api.call(userInfo, { lang, id: viewer.id });
    if (!account) throw data(null, { status: 404 });
    return { account, lang };
  } catch (error) {
    return rethrowAsSignIn(error, lang, args.request);
  }
}

const PASSWORD_FIELDS: readonly string[] = ['currentPassword', 'password'] satisfies PasswordField[];

export async function action(args: Route.ActionArgs) {
  const lang = pageLocale(args.params);
  const form = await args.request.formData();
  const intent = formText(form, 'intent');
  if (!(SETTINGS_INTENTS as readonly string[]).includes(intent)) {
    return {
      ok: false,
      intent: 'mailLang',
      message: i18nFor(lang).t('errors:BAD_REQUEST'),
      fields: {},
    } satisfies SettingsResult;
  }
  const api = args.context.get(requestServices).api;
  try {
    switch (intent as SettingsIntent) {
      case 'marketing': {
        const agreeMarketing = formText(form, 'agreeMarketing') === 'true';
        await api.call(userUpdate, { lang, agreeMarketing });
        return { ok: true, intent: 'marketing', agreeMarketing } satisfies SettingsResult;
      }
      case 'mailLang': {
        const mailLang = formText(form, 'mailLang');
        await api.call(userUpdate, { lang, mailLang: localeOr(mailLang, lang) });
        return { ok: true, intent: 'mailLang' } satisfies SettingsResult;
      }
      case 'password':
        // The answer sets fresh session cookies; server/web.ts passes them on with this response.
        await api.call(passwordChange, formBody(form, passwordChange.body, lang, { lang }));
        return { ok: true, intent: 'password' } satisfies SettingsResult;
      case 'passwordLink': {
        const { viewer } = await requireMember(args);
        await api.call(passwordFind, { lang, userId: viewer.userId });
        return { ok: true, intent: 'passwordLink' } satisfies SettingsResult;
      }
    }
  } catch (error) {
    if (!(error instanceof ApiError) || error.code === 'LOGIN_REQUIRED')
      return rethrowAsSignIn(error, lang, args.request);
    const fields: Partial<Record<PasswordField, string>> = {};
    if (error.code === 'currentPasswordCheck') fields.currentPassword = error.message;
    for (const issue of error.fields) {
      if (PASSWORD_FIELDS.includes(issue.field)) fields[issue.field as PasswordField] = issue.message;
    }
    const failure: SettingsResult = { ok: false, intent: intent as SettingsIntent, message: error.message, fields };
    // 200 with the messages: the forms show them (a 4xx answer would only add a browser console error).
    return failure;
  }
}

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = pageLocale(params);
  return pageMeta(lang, matches, { title: i18nFor(lang).t('member:settings.metaTitle') });
}

/** My Zone's heading over accounts' settings: the frame and its margins are My Zone's, as on its other pages. */
export default function MyZoneSettingRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('member');
  return (
    <section>
      <MyZoneHeading>{t('settings.title')}</MyZoneHeading>
      <SettingsPage account={loaderData.account} lang={loaderData.lang} />
    </section>
  );
}
