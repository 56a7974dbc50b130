import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { passwordReset, passwordResetCheck } from '../../../common/contracts/accounts/passwords.ts';
import type { AuthActionResult } from '../../features/accounts/auth-action.ts';
import { failureResult } from '../../features/accounts/failure-result.ts';
import { PasswordResetForm } from '../../features/accounts/password-reset-form.tsx';
import { ResultPanel } from '../../features/accounts/result-panel.tsx';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { ApiError } from '../../lib/api.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { requestServices } from '../../lib/request-context.ts';
import type { Route } from './+types/route';
import { formBody } from '../../lib/form-data.ts';
import { pageLocale } from '../../lib/page-locale.ts';

type LinkState = { status: 'usable'; userId: string; token: string } | { status: 'expired' } | { status: 'invalid' };

/** A dead link: expired after 24 hours (SPEC §4), or wrong or used. */
function deadLink(error: unknown): LinkState {
  if (error instanceof ApiError && error.code === 'LINK_EXPIRED') return { status: 'expired' };
  if (error instanceof ApiError && (error.code === 'LINK_INVALID' || error.status === 400))
    return { status: 'invalid' };
  throw error;
}

/** {lang}/password/reset?token=: the form while the link works, the retry message once it does not. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = pageLocale(params);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  let link: LinkState = { status: 'invalid' };
  if (token && token.length <= 256) {
    link = await context
      .get(requestServices)
      .api.call(passwordResetCheck, { lang, token })
      .then(({ userId }): LinkState => ({ status: 'usable', userId, token }), deadLink);
  }
  return { lang, link };
}

export async function action({ params, request, context }: Route.ActionArgs): Promise<AuthActionResult> {
  const lang = pageLocale(params);
  const form = await request.formData();
  try {
    await context.get(requestServices).api.call(passwordReset, formBody(form, passwordReset.body, lang, { lang }));
    return { intent: 'passwordReset', ok: true };
  } catch (error) {
    return failureResult('passwordReset', error);
  }
}

/** After a reset the link is used up: checking it again would replace the success message. */
export function shouldRevalidate() {
  return false;
}

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = pageLocale(params);
  return pageMeta(lang, matches, { title: i18nFor(lang).getFixedT(lang, 'auth')('reset.title') });
}

export default function PasswordResetPage({ loaderData }: Route.ComponentProps) {
  const { lang, link } = loaderData;
  const { t } = useTranslation('auth');
  const [state, setState] = useState<'form' | 'done' | 'expired' | 'invalid'>(
    link.status === 'usable' ? 'form' : link.status,
  );

  if (state === 'form' && link.status === 'usable') {
    return (
      <ResultPanel tone="notice" title={t('reset.title')}>
        <p>{t('reset.description', { userId: link.userId })}</p>
        <div className="mt-4">
          <PasswordResetForm
            action={`/${lang}/password/reset`}
            token={link.token}
            onDone={() => setState('done')}
            onFailure={(result) => setState(result.code === 'LINK_EXPIRED' ? 'expired' : 'invalid')}
          />
        </div>
      </ResultPanel>
    );
  }
  if (state === 'done') {
    return (
      <ResultPanel
        tone="success"
        title={t('reset.successTitle')}
        actions={
          <Link to={`/${lang}/signin`} className={buttonStyles({ variant: 'primary', size: 'lg' })}>
            {t('reset.signIn')}
          </Link>
        }
      >
        <p role="status">{t('reset.successBody')}</p>
      </ResultPanel>
    );
  }
  const expired = state === 'expired';
  return (
    <ResultPanel
      tone="problem"
      title={expired ? t('reset.expiredTitle') : t('reset.invalidTitle')}
      actions={
        <Link to={`/${lang}/signin?type=password`} className={buttonStyles({ variant: 'primary' })}>
          {t('reset.retry')}
        </Link>
      }
    >
      <p>{expired ? t('reset.expiredBody') : t('reset.invalidBody')}</p>
    </ResultPanel>
  );
}
