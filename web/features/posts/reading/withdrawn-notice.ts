import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../../components/ui/dialogs.tsx';

/**
 * SPEC §2.2, §4, §9: clicking a withdrawn member shows the withdrawn-member notice in place of the
 * profile popup, and it closes by itself after 2 seconds.
 */
export function useWithdrawnNotice() {
  const dialogs = useDialogs();
  const { t } = useTranslation('post');
  return useCallback(() => dialogs.alert({ title: t('author.withdrawnNotice'), autoClose: true }), [dialogs, t]);
}
