import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { signupConfirm } from '../../../common/contracts/accounts/signup.ts';
import { ResultPanel } from '../../features/accounts/result-panel.tsx';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { ApiError } from '../../lib/api.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { requestServices } from '../../lib/request-context.ts';
import type { Route } from './+types/route';
import { pageLocale } from '../../lib/page-locale.ts';

type Outcome = { status: 'confirmed'; nickName: string } | { status: 'expired' } | { status: 'invalid' };

/** SPEC §4: the link of the confirmation mail, good for 24 hours; after that sign-up is redone. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = pageLocale(params);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const outcome: Outcome = await (async () => {
    if (!token || token.length > 256) return { status: 'invalid' } as const;
    try {
      const { nickName } = await context.get(requestServices).api.call(signupConfirm, { lang, token });
      return { status: 'confirmed', nickName } as const;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'LINK_EXPIRED') return { status: 'expired' } as const;
      if (error instanceof ApiError && (error.code === 'LINK_INVALID' || error.status === 400)) {
        return { status: 'invalid' } as const;
      }
      throw error;
    }
  })();
  return { lang, outcome };
}

/** The link works once: running the loader again would call a used link invalid. */
export function shouldRevalidate() {
  return false;
}

export function meta({ params, matches, loaderData }: Route.MetaArgs) {
  const lang = pageLocale(params);
  const t = i18nFor(lang).getFixedT(lang, 'auth');
  const status = loaderData?.outcome.status ?? 'invalid';
  const title = { confirmed: 'confirm.successTitle', expired: 'confirm.expiredTitle', invalid: 'confirm.invalidTitle' }[
    status
  ];
  return pageMeta(lang, matches, { title: t(title) });
}

export default function SignupConfirmPage({ loaderData }: Route.ComponentProps) {
  const { lang, outcome } = loaderData;
  const { t } = useTranslation('auth');
  if (outcome.status === 'confirmed') {
    return (
      <ResultPanel
        tone="success"
        title={t('confirm.successTitle')}
        actions={
          <Link to={`/${lang}/signin`} className={buttonStyles({ variant: 'primary', size: 'lg' })}>
            {t('confirm.signIn')}
          </Link>
        }
      >
        <p>{t('confirm.successBody', { nickName: outcome.nickName })}</p>
      </ResultPanel>
    );
  }
  const expired = outcome.status === 'expired';
  return (
    <ResultPanel
      tone="problem"
      title={expired ? t('confirm.expiredTitle') : t('confirm.invalidTitle')}
      actions={
        <>
          <Link to={`/${lang}/signin?type=signup`} className={buttonStyles({ variant: 'primary' })}>
            {t('confirm.join')}
          </Link>
          {expired ? null : (
            <Link to={`/${lang}/signin`} className={buttonStyles({ variant: 'secondary' })}>
              {t('confirm.signIn')}
            </Link>
          )}
        </>
      }
    >
      <p>{expired ? t('confirm.expiredBody') : t('confirm.invalidBody')}</p>
    </ResultPanel>
  );
}
