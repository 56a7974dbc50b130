import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import type { SettingsResult } from './settings-result.ts';
import { useResultToast } from './use-result-toast.ts';

/**
 * Accounts made with a social provider have no password to change (account.hasPassword):
 * "forgot password" mails them a link that sets one (passwordFind, valid 24 hours).
 */
export function PasswordLinkRequest({ email }: { email: string }) {
  const { t } = useTranslation('member');
  const fetcher = useFetcher<SettingsResult>();
  const sending = fetcher.state !== 'idle';
  useResultToast(fetcher.data, t('settings.password.linkSent', { email }));
  return (
    <fetcher.Form method="post" className="flex flex-col items-start gap-3">
      <input type="hidden" name="intent" value="passwordLink" />
      <p className="text-ink-700">{t('settings.password.noPassword')}</p>
      <Button type="submit" variant="secondary" disabled={sending} aria-busy={sending}>
        {sending ? t('settings.saving') : t('settings.password.sendLink')}
      </Button>
    </fetcher.Form>
  );
}
