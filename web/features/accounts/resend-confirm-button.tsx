import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { useToast } from '../../components/ui/toasts.tsx';
import { useAuthFetcher } from './use-auth-fetcher.ts';

/** The sign-up complete page's "send it again" (signupConfirmResend), answered by a toast. */
export function ResendConfirmButton({ action, email }: { action: string; email: string }) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const resend = useAuthFetcher(action, 'resendConfirm', (result) => {
    if (result.ok) toast.show({ tone: 'success', title: t('resend.sent') });
    else toast.show({ tone: 'error', title: Object.values(result.fields)[0] ?? result.alert ?? '' });
  });
  return (
    <Button variant="secondary" disabled={resend.busy} onClick={() => resend.submit({ userId: email })}>
      {t('complete.resend')}
    </Button>
  );
}
