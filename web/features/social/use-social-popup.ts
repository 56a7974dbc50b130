import { useCallback, useEffect, useRef } from 'react';
import type { SnsType } from '../../../common/validation/account.ts';
import {
  clearStoredOutcome,
  OUTCOME_STORAGE_KEY,
  outcomeFromMessage,
  type PopupOutcome,
  takeStoredOutcome,
} from './popup-outcome.ts';

/** SPEC §2.1 and §9: a 600 × 800 popup, read every 500 ms. */
export const POPUP_WIDTH = 600;
export const POPUP_HEIGHT = 800;
export const POPUP_POLL_MS = 500;
/** As long as the state cookie lives: after that the popup cannot succeed any more. */
const POPUP_WAIT_MS = 10 * 60 * 1000;

function popupFeatures(): string {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2));
  return `popup,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
}

/**
 * Opens {lang}/sns_auth in a popup and reports its outcome once. The outcome arrives by
 * postMessage when the popup still knows its opener, else through localStorage, which is
 * polled every 500 ms (some providers cut the opener link). A page that was itself the
 * sign-in window (popup blocked) finds the stored outcome when it loads again.
 */
export function useSocialPopup(lang: string, onOutcome: (outcome: PopupOutcome) => void) {
  const latest = useRef(onOutcome);
  useEffect(() => {
    latest.current = onOutcome;
  });
  const stop = useRef<(() => void) | undefined>(undefined);

  useEffect(() => {
    const waiting = takeStoredOutcome();
    if (waiting) latest.current(waiting);
    return () => stop.current?.();
  }, []);

  const open = useCallback(
    (snsType: SnsType, type: 'signin' | 'signup') => {
      stop.current?.();
      clearStoredOutcome();
      const url = `/${lang}/sns_auth?${new URLSearchParams({ snsType, type })}`;
      const popup = window.open(url, 'hearth-sns', popupFeatures());
      if (!popup) {
        // Popups blocked: sign in in this window; the callback page brings the member back here.
        window.location.assign(url);
        return;
      }

      const deliver = (outcome: PopupOutcome) => {
        stop.current?.();
        clearStoredOutcome();
        if (!popup.closed) popup.close();
        latest.current(outcome);
      };
      const onMessage = (event: MessageEvent) => {
        if (event.origin !== window.location.origin) return;
        const outcome = outcomeFromMessage(event.data);
        if (outcome) deliver(outcome);
      };
      const check = () => {
        const outcome = takeStoredOutcome();
        if (outcome) deliver(outcome);
      };
      const onStorage = (event: StorageEvent) => {
        if (event.key === OUTCOME_STORAGE_KEY && event.newValue) check();
      };
      const poll = window.setInterval(check, POPUP_POLL_MS);
      const giveUp = window.setTimeout(() => stop.current?.(), POPUP_WAIT_MS);
      window.addEventListener('message', onMessage);
      window.addEventListener('storage', onStorage);
      stop.current = () => {
        window.clearInterval(poll);
        window.clearTimeout(giveUp);
        window.removeEventListener('message', onMessage);
        window.removeEventListener('storage', onStorage);
        stop.current = undefined;
      };
    },
    [lang],
  );

  return { open };
}
