import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { useDialogs } from '../../../components/ui/dialogs.tsx';
import { useToast } from '../../../components/ui/toasts.tsx';
import { useAbusePopup } from '../../../lib/abuse-popup.ts';
import { useRequireSignIn } from '../../../lib/require-sign-in.ts';
import { abuseCodeOfIntent, hasAbuseCookie, isAbuseCode } from '../../../lib/abuse-cookie.ts';
import type { PostActionFailure, PostActionResult, PostIntent } from './post-action-result.ts';

/**
 * A line to the reading route's action (components never fetch: DESIGN "Data flows"). `key`
 * shares one fetcher between the components that show the same state (the like button and the
 * like count of the header). `onResult` runs once per answer.
 */
export function usePostFetcher(options: { key?: string; onResult?: (result: PostActionResult) => void } = {}) {
  const fetcher = useFetcher<PostActionResult>(options.key ? { key: options.key } : undefined);
  const handled = useRef<PostActionResult | undefined>(undefined);
  const latest = useRef(options.onResult);
  useEffect(() => {
    latest.current = options.onResult;
  });
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || handled.current === result) return;
    handled.current = result;
    latest.current?.(result);
  }, [fetcher.state, fetcher.data]);
  return fetcher;
}

/**
 * The check before a member action: a visitor gets the login-please confirm (SPEC §6), and an
 * action whose abuse cookie still exists is refused at once with the break popup (SPEC §8).
 * Resolves true when the action may go ahead.
 */
export function useMemberGuard() {
  const requireSignIn = useRequireSignIn();
  const abusePopup = useAbusePopup();
  return useCallback(
    async (intent: PostIntent): Promise<boolean> => {
      if (!(await requireSignIn())) return false;
      const code = abuseCodeOfIntent(intent);
      if (code && hasAbuseCookie(document.cookie, code)) {
        await abusePopup(code);
        return false;
      }
      return true;
    },
    [requireSignIn, abusePopup],
  );
}

/**
 * The usual answer to a failed action: the break popup for the limits of P17, an alert for a
 * refusal that concerns the whole action (already reported, removed), a toast otherwise.
 */
export function useFailureFeedback() {
  const abusePopup = useAbusePopup();
  const dialogs = useDialogs();
  const toast = useToast();
  const { t } = useTranslation('post');
  return useCallback(
    (failure: PostActionFailure) => {
      if (isAbuseCode(failure.code)) return void abusePopup(failure.code, failure.message);
      const message = failure.message || t('failure');
      if (ALERT_CODES.has(failure.code)) return void dialogs.alert({ title: message });
      toast.show({ tone: 'error', title: message });
    },
    [abusePopup, dialogs, toast, t],
  );
}

const ALERT_CODES = new Set(['REPORT_DUPLICATE', 'REPORT_OWN_CONTENT', 'OWN_CONTENT', 'POST_REMOVE', 'REPLY_REMOVE']);
