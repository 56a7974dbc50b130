import { ApiError } from '../../lib/api.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { snsCallback } from '../../../common/contracts/social.ts';
import { SNS_TYPES } from '../../../common/validation/account.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import {
  OUTCOME_MESSAGE_TYPE,
  type PopupOutcome,
  storeOutcome,
  toPopupOutcome,
} from '../../features/social/popup-outcome.ts';
import { PopupPage } from '../../features/social/popup-page.tsx';
import { i18nFor } from '../../lib/i18n.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { requestServices } from '../../lib/request-context.ts';
import type { Route } from './+types/route';
import { pageLocale } from '../../lib/page-locale.ts';

/**
 * SPEC §2.1 {lang}/sns_auth_callback, where the provider sends the popup back
 * (?snsType=…&code=…&state=…): the API checks the state, exchanges the code and decides the
 * outcome; the page hands it to the window that opened the popup and closes.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = pageLocale(params);
  const query = new URL(request.url).searchParams;
  const snsType = SNS_TYPES.find((type) => type === query.get('snsType'));
  const code = query.get('code');
  const state = query.get('state');
  const t = i18nFor(lang).getFixedT(lang, 'errors');
  const failed = (errorCode: string, message: string): PopupOutcome => ({ result: 'error', code: errorCode, message });

  const outcome = await (async (): Promise<PopupOutcome> => {
    // RFC 6749 §4.1.2.1: the member declined at the provider.
    if (query.get('error') === 'access_denied') return { result: 'cancelled' };
    if (!snsType) return failed('SNS_NOT_CONFIGURED', t('SNS_NOT_CONFIGURED'));
    if (!code || !state) return failed('SNS_CODE_INVALID', t('SNS_CODE_INVALID'));
    try {
      return toPopupOutcome(await context.get(requestServices).api.call(snsCallback, { lang, snsType, code, state }));
    } catch (error) {
      if (error instanceof ApiError) return failed(error.code, error.message);
      throw error;
    }
  })();
  return { lang, outcome };
}

/** How long a popup that can close takes to disappear, before the fallback link shows. */
const STILL_OPEN_MS = 800;

/** The code works once: running the loader again could only fail. */
export function shouldRevalidate() {
  return false;
}

export function headers() {
  return { 'cache-control': 'no-store' };
}

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = pageLocale(params);
  return pageMeta(lang, matches, { title: i18nFor(lang).getFixedT(lang, 'sns')('popup.title') });
}

export default function SnsAuthCallbackPage({ loaderData }: Route.ComponentProps) {
  const { lang, outcome } = loaderData;
  const { t } = useTranslation('sns');
  const [handedOver, setHandedOver] = useState(false);

  useEffect(() => {
    // Storage reaches the opener even when the provider cut the popup's opener link (SPEC §4).
    storeOutcome(outcome);
    window.opener?.postMessage({ type: OUTCOME_MESSAGE_TYPE, outcome }, window.location.origin);
    window.close();
    // Still open a moment later: this window was no popup (blocked) or lost its opener.
    const timer = window.setTimeout(() => setHandedOver(true), STILL_OPEN_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const next = outcome.result === 'signin' ? `/${lang}` : `/${lang}/signin`;
  const failed = outcome.result === 'error';
  return (
    <PopupPage
      title={failed ? t('outcome.errorTitle') : t('popup.title')}
      message={failed ? outcome.message : handedOver ? t('popup.notPopup') : t('popup.finishing')}
      busy={!handedOver && !failed}
    >
      {handedOver ? (
        <Link to={next} reloadDocument className={buttonStyles({ variant: 'primary', size: 'lg' })}>
          {t('popup.continue')}
        </Link>
      ) : null}
    </PopupPage>
  );
}
