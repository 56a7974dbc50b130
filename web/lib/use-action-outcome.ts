import { useEffect, useRef } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { useDialogs } from '../components/ui/dialogs.tsx';
import { useToast } from '../components/ui/toasts.tsx';

/** What the console's page actions answer: done, or refused with the API's message. */
export type ActionOutcome = { ok: true } | { ok: false; message: string };

/**
 * Says once what a fetcher's action came to: done in a toast titled `doneTitle(result)`, a
 * refusal in an alert with the API's own message. The same answer is never said twice, even
 * when the component renders again or `onDone` changes between renders.
 */
export function useActionOutcome<Result extends ActionOutcome>(
  fetcher: Pick<FetcherWithComponents<Result>, 'state' | 'data'>,
  doneTitle: (result: Extract<Result, { ok: true }>) => string,
  onDone?: () => void,
): void {
  const toast = useToast();
  const dialogs = useDialogs();
  const handled = useRef<Result | undefined>(undefined);
  const latest = useRef({ doneTitle, onDone });
  useEffect(() => {
    latest.current = { doneTitle, onDone };
  });
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      toast.show({ tone: 'success', title: latest.current.doneTitle(result as Extract<Result, { ok: true }>) });
      latest.current.onDone?.();
    } else void dialogs.alert({ title: (result as Extract<ActionOutcome, { ok: false }>).message });
  }, [fetcher.state, fetcher.data, toast, dialogs]);
}
