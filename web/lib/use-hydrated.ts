import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server render and during hydration, true once script runs. Forms rendered before
 * hydration post as documents and say so; controls that only serve readers without script (a
 * submit button beside auto-submitting selects) hide once it is true; script-only parts appear.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
