import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../components/ui/dialogs.tsx';
import type { AbuseCode } from './abuse-cookie.ts';

/**
 * SPEC §8: "too many …, take a break", with the API's message or the code's own text. Shared by
 * every page with a limited action (the reading page's toggles and replies, following members).
 */
export function useAbusePopup() {
  const dialogs = useDialogs();
  const { t } = useTranslation('post');
  return useCallback(
    (code: AbuseCode, message?: string) =>
      dialogs.alert({ title: t('abuse.title'), body: message || t(`errors:${code}`) }),
    [dialogs, t],
  );
}
