import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { signupConfirmResend } from '../../../common/contracts/accounts/signup.ts';
import { emailIssue } from '../../../common/validation/account.ts';
import { type AuthActionResult, INTENT } from '../../features/accounts/auth-action.ts';
import { failureResult } from '../../features/accounts/failure-result.ts';
import { ResendConfirmButton } from '../../features/accounts/resend-confirm-button.tsx';
import { ResultPanel } from '../../features/accounts/result-panel.tsx';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { formBody, formText } from '../../lib/form-data.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { requestServices } from '../../lib/request-context.ts';
import type { Route } from './+types/route';
import { pageLocale } from '../../lib/page-locale.ts';

/** SPEC §2.2 sign-up complete page: check your mailbox, or have the link sent again. */
export function loader({ params, request }: Route.LoaderArgs) {
  const lang = pageLocale(params);
  const email = new URL(request.url).searchParams.get('email')?.trim() ?? '';
  return { lang, email: emailIssue(email) ? '' : email };
}

export async function action({ params, request, context }: Route.ActionArgs): Promise<AuthActionResult> {
  const lang = pageLocale(params);
  const form = await request.formData();
  if (formText(form, INTENT) !== 'resendConfirm')
    return { intent: 'resendConfirm', ok: false, code: 'BAD_REQUEST', fields: {} };
  try {
    await context
      .get(requestServices)
      .api.call(signupConfirmResend, formBody(form, signupConfirmResend.body, lang, { lang }));
    return { intent: 'resendConfirm', ok: true };
  } catch (error) {
    return failureResult('resendConfirm', error);
  }
}

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = pageLocale(params);
  return pageMeta(lang, matches, { title: i18nFor(lang).getFixedT(lang, 'auth')('complete.title') });
}

export default function SignupCompletePage({ loaderData }: Route.ComponentProps) {
  const { lang, email } = loaderData;
  const { t } = useTranslation('auth');
  return (
    <ResultPanel
      tone="notice"
      title={t('complete.title')}
      actions={
        <>
          {email ? <ResendConfirmButton action={`/${lang}/signup/complete`} email={email} /> : null}
          <Link to={`/${lang}`} className={buttonStyles({ variant: 'primary' })}>
            {t('complete.home')}
          </Link>
        </>
      }
    >
      <p>{email ? t('complete.body', { email }) : t('complete.bodyNoEmail')}</p>
      {email ? <p className="text-sm text-ink-600">{t('complete.notReceived')}</p> : null}
    </ResultPanel>
  );
}
