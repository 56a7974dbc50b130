import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { useDialogs } from '../../../components/ui/dialogs.tsx';
import { useToast } from '../../../components/ui/toasts.tsx';

/** What the reference page's action answers (web/routes/admin-reference/route.tsx). */
export type ReferenceIntent =
  'rename' | 'move' | 'retire' | 'restore' | 'add' | 'renameCode' | 'addCode' | 'renameGrouping' | 'renameReason';
export type ReferenceActionResult = { ok: true; intent: ReferenceIntent } | { ok: false; message: string };

const DONE: Record<ReferenceIntent, string> = {
  rename: 'saved',
  move: 'moved',
  retire: 'retiredDone',
  restore: 'restoredDone',
  add: 'added',
  renameCode: 'saved',
  addCode: 'added',
  renameGrouping: 'saved',
  renameReason: 'saved',
};

/**
 * A fetcher for the page's action whose answer shows once: a toast on success, the API's
 * field message in a dialog on failure (the form keeps what was typed so it can be fixed).
 */
export function useReferenceAction(onDone?: () => void) {
  const { t } = useTranslation('adminReference');
  const fetcher = useFetcher<ReferenceActionResult>();
  const toast = useToast();
  const dialogs = useDialogs();
  const handled = useRef<ReferenceActionResult | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      toast.show({ tone: 'success', title: t(DONE[result.intent]) });
      onDone?.();
    } else void dialogs.alert({ title: result.message });
    // `handled` keeps a new onDone (each render's closure) from answering the same result twice.
  }, [fetcher.state, fetcher.data, toast, dialogs, t, onDone]);
  return fetcher;
}
