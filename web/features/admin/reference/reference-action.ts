import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { useActionOutcome } from '../../../lib/use-action-outcome.ts';

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
  useActionOutcome(fetcher, (result) => t(DONE[result.intent]), onDone);
  return fetcher;
}
