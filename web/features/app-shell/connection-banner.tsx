import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type ConnectionState = 'online' | 'offline' | 'restored';

/** How long the "back online" message stays before the banner goes away. */
const RESTORED_VISIBLE_MS = 4_000;

/**
 * SPEC §2.3: the app tracks online and offline status. Nothing shows until the connection
 * drops; the live region is always in the page so screen readers announce each change.
 */
export function ConnectionBanner() {
  const { t } = useTranslation('pages');
  const [state, setState] = useState<ConnectionState>('online');

  useEffect(() => {
    const goOffline = () => setState('offline');
    const goOnline = () => setState((previous) => (previous === 'offline' ? 'restored' : previous));
    if (!navigator.onLine) goOffline();
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);

  useEffect(() => {
    if (state !== 'restored') return;
    const timer = setTimeout(() => setState('online'), RESTORED_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4"
    >
      {state !== 'online' && (
        <p
          className={
            state === 'offline'
              ? 'rounded-md bg-ink-900 px-4 py-2 text-sm text-white shadow-lg'
              : 'rounded-md bg-leaf-700 px-4 py-2 text-sm text-white shadow-lg'
          }
        >
          {state === 'offline' ? t('connection.offline') : t('connection.restored')}
        </p>
      )}
    </div>
  );
}
