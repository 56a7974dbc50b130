import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { differsFrom, newDraftKey, readDraft, removeDraft, writeDraft } from './draft-storage.ts';
import type { PostFormValues } from './post-form.ts';

export const DRAFT_SAVE_DELAY_MS = 800;

export interface DraftOptions {
  storageKey: string;
  /** What the page opened with: a stored draft equal to it is no draft. */
  initial: PostFormValues;
  /** The form as it is now: saved a moment after each change. */
  values: PostFormValues;
  /** The untouched form as the editors write it: back to it, the draft is removed. */
  baseline: PostFormValues;
  /** After a successful save nothing is stored again. */
  paused: boolean;
  /** A stored draft was found: the form takes its values (called while rendering). */
  onRestore: (values: PostFormValues) => void;
}

/**
 * The post's draft in the browser (draft-storage.ts): looked for once after hydration (storage
 * exists only in the browser), restored with a toast, saved a moment after each change. Its
 * draftKey (null until the browser has looked) names the draft's uploads on the server (P19).
 */
export function useDraft({ storageKey, initial, values, baseline, paused, onRestore }: DraftOptions) {
  const { t } = useTranslation('editor');
  const toast = useToast();
  const [draftKey, setDraftKey] = useState<string | null>(null);
  const [restoredAt, setRestoredAt] = useState<string | null>(null);

  const hydrated = useHydrated();
  if (hydrated && draftKey === null) {
    const draft = readDraft(window.localStorage, storageKey);
    if (draft && differsFrom(draft.values, initial)) {
      onRestore(draft.values);
      setDraftKey(draft.draftKey);
      setRestoredAt(draft.savedAt);
    } else {
      setDraftKey(newDraftKey());
    }
  }
  const announceRestore = useEffectEvent(() => toast.show({ tone: 'info', title: t('draft.restoredToast') }));
  useEffect(() => {
    if (restoredAt) announceRestore();
  }, [restoredAt]);

  useEffect(() => {
    if (draftKey === null || paused) return;
    const timer = window.setTimeout(() => {
      if (differsFrom(values, baseline)) {
        writeDraft(window.localStorage, storageKey, { savedAt: new Date().toISOString(), draftKey, values });
      } else {
        removeDraft(window.localStorage, storageKey);
      }
    }, DRAFT_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [values, baseline, draftKey, storageKey, paused]);

  return {
    draftKey,
    /** When the restored draft was saved; null when the form did not open from one. */
    restoredAt,
    /** The post is saved: its draft is done with. */
    clear: () => removeDraft(window.localStorage, storageKey),
    /** The member throws the draft away: a new one starts, with a new key for its uploads. */
    discard: () => {
      removeDraft(window.localStorage, storageKey);
      setDraftKey(newDraftKey());
      setRestoredAt(null);
    },
  };
}
