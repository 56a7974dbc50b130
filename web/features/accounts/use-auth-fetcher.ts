import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { type AuthActionResult, type AuthIntent, INTENT } from './auth-action.ts';

/**
 * One form's line to the sign-in route's action (components never fetch: DESIGN "Data flows").
 * `onResult` runs once per answer.
 */
export function useAuthFetcher(action: string, intent: AuthIntent, onResult: (result: AuthActionResult) => void) {
  const fetcher = useFetcher<AuthActionResult>();
  const handled = useRef<AuthActionResult | undefined>(undefined);
  const latest = useRef(onResult);
  useEffect(() => {
    latest.current = onResult;
  });

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || handled.current === result) return;
    handled.current = result;
    latest.current(result);
  }, [fetcher.state, fetcher.data]);

  return {
    busy: fetcher.state !== 'idle',
    submit(values: Record<string, string>) {
      fetcher.submit({ [INTENT]: intent, ...values }, { method: 'post', action });
    },
  };
}
