import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher, useParams } from 'react-router';
import type { SnsType } from '../../../common/validation/account.ts';
import { useDialogs } from '../../components/ui/dialogs.tsx';
import { useToast } from '../../components/ui/toasts.tsx';
import { MoveSocialAccountDialog } from './move-social-account-dialog.tsx';
import type { PopupOutcome } from './popup-outcome.ts';
import { ProviderIcon } from './provider-icons.tsx';
import { useSocialPopup } from './use-social-popup.ts';
import { pageLocale } from '../../lib/page-locale.ts';

/** What the page must finish itself: go on signed in, or continue the join at step 2 (SPEC §4). */
export type SocialOutcome =
  | { result: 'signin'; isFirstLogin: boolean; nickName: string }
  | { result: 'signup'; snsType: SnsType; ticket: string; userId: string };

export interface SocialButtonsProps {
  mode: 'signin' | 'signup';
  onOutcome: (outcome: SocialOutcome) => void;
  /** Providers to show; by default those the API lists for this language (snsProviders). */
  providers?: readonly SnsType[];
  className?: string;
}

type LinkOffer = Extract<PopupOutcome, { result: 'link' }>;

/**
 * The social icon row of SPEC §2.2: one button per configured provider (Naver and Kakao only
 * in ko, P10), each opening the 600 × 800 popup. Withdrawn, banned and failed outcomes are
 * told here; a provider e-mail that already has an account opens the move-social-account popup.
 */
export function SocialButtons({ mode, onOutcome, providers, className }: SocialButtonsProps) {
  const { t } = useTranslation('sns');
  const { t: te } = useTranslation('errors');
  const params = useParams();
  const lang = pageLocale(params);
  const dialogs = useDialogs();
  const toast = useToast();
  const [offer, setOffer] = useState<LinkOffer | undefined>();
  const listed = useFetcher<{ providers: SnsType[] }>({ key: `sns-providers-${lang}` });

  useEffect(() => {
    if (!providers && listed.state === 'idle' && !listed.data) void listed.load(`/${lang}/sns_providers`);
  }, [providers, listed, lang]);

  const handle = async (outcome: PopupOutcome) => {
    switch (outcome.result) {
      case 'signin':
        return onOutcome(outcome);
      case 'signup':
        // The sign-up needs the provider's e-mail as its ID: without one it cannot succeed.
        if (!outcome.user.userId) {
          return dialogs.alert({ title: t('outcome.emailRequiredTitle'), body: te('SNS_EMAIL_REQUIRED') });
        }
        return onOutcome({
          result: 'signup',
          snsType: outcome.snsType,
          ticket: outcome.ticket,
          userId: outcome.user.userId,
        });
      case 'link':
        return setOffer(outcome);
      case 'withdraw':
        return dialogs.alert({ title: t('outcome.withdrawTitle'), body: t('outcome.withdrawBody') });
      case 'banned':
        return dialogs.alert({ title: t('outcome.bannedTitle'), body: te('USER_BANNED') });
      case 'error':
        return dialogs.alert({ title: t('outcome.errorTitle'), body: outcome.message });
      case 'cancelled':
        return undefined;
    }
  };
  const popup = useSocialPopup(lang, (outcome) => void handle(outcome));

  const shown = providers ?? listed.data?.providers ?? [];
  return (
    <>
      <ul
        aria-label={t(`row.${mode}`)}
        className={`flex flex-wrap items-center justify-center gap-3 ${className ?? ''}`}
      >
        {shown.map((type) => {
          const name = t(`button.${mode}`, { provider: t(`provider.${type}`) });
          return (
            <li key={type}>
              <button
                type="button"
                aria-label={name}
                title={name}
                data-sns={type}
                onClick={() => popup.open(type, mode)}
                className="inline-flex size-12 items-center justify-center rounded-full border border-flour-300 bg-white shadow-card transition-transform duration-200 hover:-translate-y-0.5 motion-reduce:transition-none"
              >
                <ProviderIcon type={type} size={28} />
              </button>
            </li>
          );
        })}
      </ul>
      {offer ? (
        <MoveSocialAccountDialog
          lang={lang}
          open
          onOpenChange={(open) => {
            if (!open) setOffer(undefined);
          }}
          snsType={offer.snsType}
          ticket={offer.ticket}
          accounts={offer.accounts}
          onLinked={(login) => {
            setOffer(undefined);
            toast.show({ tone: 'success', title: t('outcome.linked', { provider: t(`provider.${offer.snsType}`) }) });
            onOutcome({ result: 'signin', ...login });
          }}
        />
      ) : null}
    </>
  );
}
