import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useDialogs } from '../components/ui/dialogs.tsx';
import { useViewer } from './viewer.ts';

/**
 * SPEC §6: a visitor who tries a member action gets the confirm dialog with the common
 * login-please message and, if they accept, goes to sign-in with a way back. Resolves true when
 * a member is signed in (go ahead), false otherwise.
 */
export function useRequireSignIn(): (redirectUrl?: string) => Promise<boolean> {
  const viewer = useViewer();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const location = useLocation();
  const { t, i18n } = useTranslation();

  return useCallback(
    async (redirectUrl?: string) => {
      if (viewer) return true;
      const accepted = await dialogs.confirm({
        title: t('errors:LOGIN_REQUIRED'),
        confirmLabel: t('auth:requireSignIn.confirm'),
      });
      if (accepted) {
        const back = redirectUrl ?? `${location.pathname}${location.search}`;
        await navigate(`/${i18n.language}/signin?${new URLSearchParams({ redirectUrl: back })}`);
      }
      return false;
    },
    [viewer, dialogs, navigate, location.pathname, location.search, t, i18n.language],
  );
}
