import { ApiError } from '../../lib/api.ts';
import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { snsStart } from '../../../common/contracts/social.ts';
import { SNS_TYPES } from '../../../common/validation/account.ts';
import { Button } from '../../components/ui/button.tsx';
import { PopupPage } from '../../features/social/popup-page.tsx';
import { i18nFor } from '../../lib/i18n.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { requestServices } from '../../lib/request-context.ts';
import type { Route } from './+types/route';
import { pageLocale } from '../../lib/page-locale.ts';

/**
 * SPEC §2.1 {lang}/sns_auth?snsType=…&type=signin|signup, the 600 × 800 popup: it asks the
 * API to start the provider's sign-in (which sets the state cookie, passed on by server/web.ts)
 * and goes straight to the provider. Only a refusal renders.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = pageLocale(params);
  const query = new URL(request.url).searchParams;
  const snsType = SNS_TYPES.find((type) => type === query.get('snsType'));
  const type = query.get('type') === 'signup' ? 'signup' : 'signin';
  const t = i18nFor(lang).getFixedT(lang, 'errors');
  if (!snsType) return { message: t('SNS_NOT_CONFIGURED') };
  let url: string;
  try {
    ({ url } = await context.get(requestServices).api.call(snsStart, { lang, snsType, type }));
  } catch (error) {
    if (error instanceof ApiError) return { message: error.message };
    throw error;
  }
  throw redirect(url);
}

export function headers() {
  return { 'cache-control': 'no-store' };
}

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = pageLocale(params);
  return pageMeta(lang, matches, { title: i18nFor(lang).getFixedT(lang, 'sns')('popup.title') });
}

export default function SnsAuthPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('sns');
  return (
    <PopupPage title={t('popup.failed')} message={loaderData.message} busy={false}>
      <Button variant="secondary" onClick={() => window.close()}>
        {t('popup.close')}
      </Button>
    </PopupPage>
  );
}
