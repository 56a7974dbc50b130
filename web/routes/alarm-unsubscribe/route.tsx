import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type AlarmMailKind,
  alarmUnsubscribe,
  alarmUnsubscribePreview,
} from '../../../common/contracts/notifications/mail-settings.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { ResultPanel } from '../../features/accounts/result-panel.tsx';
import { kindLabelKey } from '../../features/notifications/email-settings/switch-result.ts';
import { UnsubscribeConfirm } from '../../features/notifications/email-settings/unsubscribe-confirm.tsx';
import { ApiError } from '../../lib/api.ts';
import { formText } from '../../lib/form-data.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { requestServices } from '../../lib/request-context.ts';
import type { Route } from './+types/route';

type Outcome =
  | { status: 'ask'; kind: AlarmMailKind; token: string }
  | { status: 'off'; kind: AlarmMailKind }
  | { status: 'done'; kind: AlarmMailKind }
  | { status: 'invalid' };

const TOKEN_MAX = 200;

/** A refused token is shown as such; anything else (the database away) is the error page's. */
function invalidOr(error: unknown): Outcome {
  if (error instanceof ApiError && error.status === 400) return { status: 'invalid' };
  throw error;
}

/**
 * {lang}/alarm/unsubscribe?token=… (issue 29): the footer link of a notification e-mail, for
 * anyone holding it, signed in or not. Opening it only asks (mail scanners open links); the
 * button's POST switches the kind off.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = pageLocale(params);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  let outcome: Outcome;
  if (!token || token.length > TOKEN_MAX) outcome = { status: 'invalid' };
  else {
    try {
      const { kind, on } = await context.get(requestServices).api.call(alarmUnsubscribePreview, { lang, token });
      outcome = on ? { status: 'ask', kind, token } : { status: 'off', kind };
    } catch (error) {
      outcome = invalidOr(error);
    }
  }
  return { lang, outcome };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const lang = pageLocale(params);
  const token = formText(await request.formData(), 'token');
  if (!token || token.length > TOKEN_MAX) return { outcome: { status: 'invalid' } satisfies Outcome as Outcome };
  try {
    const { kind } = await context.get(requestServices).api.call(alarmUnsubscribe, { lang, token });
    return { outcome: { status: 'done', kind } satisfies Outcome as Outcome };
  } catch (error) {
    return { outcome: invalidOr(error) };
  }
}

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = pageLocale(params);
  // A page of one member's link: nothing for search engines.
  return [
    ...pageMeta(lang, matches, { title: i18nFor(lang).t('notifications-mail:unsubscribe.metaTitle') }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AlarmUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('notifications-mail');
  const { lang } = loaderData;
  const outcome = actionData?.outcome ?? loaderData.outcome;
  const settings = (
    <Link to={`/${lang}/myzone/e-mail-alarm`} className={buttonStyles({ variant: 'secondary' })}>
      {t('unsubscribe.settings')}
    </Link>
  );
  switch (outcome.status) {
    case 'ask':
      return (
        <ResultPanel tone="notice" title={t('unsubscribe.title')}>
          <UnsubscribeConfirm kind={outcome.kind} token={outcome.token} />
        </ResultPanel>
      );
    case 'done':
    case 'off':
      return (
        <ResultPanel tone="success" title={t('unsubscribe.doneTitle')} actions={settings}>
          <p role="status">
            {t(outcome.status === 'done' ? 'unsubscribe.done' : 'unsubscribe.alreadyOff', {
              label: t(kindLabelKey(outcome.kind)),
            })}
          </p>
        </ResultPanel>
      );
    case 'invalid':
      return (
        <ResultPanel tone="problem" title={t('unsubscribe.invalidTitle')} actions={settings}>
          <p>{t('unsubscribe.invalid')}</p>
        </ResultPanel>
      );
  }
}
