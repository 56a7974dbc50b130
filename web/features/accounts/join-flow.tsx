import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDialogs } from '../../components/ui/dialogs.tsx';
import { useToast } from '../../components/ui/toasts.tsx';
import { destinationAfterSignIn, isMobileViewport } from './after-sign-in.ts';
import { AuthDialog } from './auth-dialog.tsx';
import { JoinStepOne, type StepOneValues } from './join-step-one.tsx';
import { type JobOption, JoinStepTwo } from './join-step-two.tsx';

export interface JoinFlowProps {
  lang: string;
  /** The sign-in route, whose action answers the join forms. */
  action: string;
  /** Selectable jobs (codeGetList, without JOB_NONE and JOB_ADMIN). */
  jobs: readonly JobOption[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 2 for a social sign-up, which continues after the provider (SPEC §4). */
  initialStep?: 1 | 2;
  /** The signed ticket of a provider's sign-up outcome (P10). */
  snsTicket?: string;
  /** The provider's e-mail, shown so the member knows which account joins. */
  snsEmail?: string | null;
  /** The provider buttons of step 1 (web/features/social), composed by the route. */
  socialRow?: ReactNode;
}

const EMPTY_ACCOUNT: StepOneValues = { userId: '', password: '', agreePrivacy: false, agreeMarketing: false };

/**
 * Join in two steps (SPEC §2.2, §4): popups on desktop, full-screen sheets on mobile. An e-mail
 * sign-up ends with the join certification popup and the sign-up complete page; a social
 * sign-up is signed in at once and goes to the character setting.
 */
export function JoinFlow({
  lang,
  action,
  jobs,
  open,
  onOpenChange,
  initialStep = 1,
  snsTicket,
  snsEmail,
  socialRow,
}: JoinFlowProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const toast = useToast();
  const [step, setStep] = useState<1 | 2>(snsTicket ? 2 : initialStep);
  const [account, setAccount] = useState<StepOneValues | undefined>();

  const stepLabel = t('join.step', { current: step, total: 2 });
  return (
    <AuthDialog
      open={open}
      onOpenChange={onOpenChange}
      width={step === 1 ? 430 : 530}
      eyebrow={snsTicket ? undefined : stepLabel}
      title={`${t('join.title')}: ${step === 1 ? t('join.stepOne') : t('join.stepTwo')}`}
      description={snsTicket && snsEmail ? t('join.socialEmail', { email: snsEmail }) : undefined}
    >
      {step === 1 ? (
        <JoinStepOne
          lang={lang}
          action={action}
          initial={account ?? EMPTY_ACCOUNT}
          socialRow={socialRow}
          onNext={(values) => {
            setAccount(values);
            setStep(2);
          }}
        />
      ) : (
        <JoinStepTwo
          lang={lang}
          action={action}
          jobs={jobs}
          account={snsTicket ? undefined : account}
          snsTicket={snsTicket}
          onBack={snsTicket ? undefined : () => setStep(1)}
          onJoined={async (result) => {
            if (result.signedIn) {
              toast.show({ tone: 'success', title: t('signin.welcome', { nickName: result.signedIn.nickName }) });
              await navigate(destinationAfterSignIn(lang, result.signedIn, isMobileViewport()), { replace: true });
              return;
            }
            const email = account?.userId ?? '';
            onOpenChange(false);
            await dialogs.alert({ title: t('join.sentTitle'), body: t('join.sentBody', { email }) });
            await navigate(`/${lang}/signup/complete?${new URLSearchParams({ email })}`);
          }}
        />
      )}
    </AuthDialog>
  );
}
