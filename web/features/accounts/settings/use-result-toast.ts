import { useEffect, useEffectEvent } from 'react';
import { useToast } from '../../../components/ui/toasts.tsx';
import type { SettingsResult } from './settings-result.ts';

/** Toasts a settings form's result once, when its fetcher receives it; field errors show at their fields. */
export function useResultToast(result: SettingsResult | undefined, successTitle: string, onSuccess?: () => void) {
  const toast = useToast();
  const announce = useEffectEvent((answer: SettingsResult) => {
    if (answer.ok) {
      toast.show({ tone: 'success', title: successTitle });
      onSuccess?.();
    } else if (Object.keys(answer.fields).length === 0) {
      toast.show({ tone: 'error', title: answer.message });
    }
  });
  useEffect(() => {
    if (result) announce(result);
  }, [result]);
}
