import { useCallback, useState } from 'react';

/**
 * Radix gives the focus back to a Dialog.Trigger only. Dialogs that open from a plain button
 * and mount only while open keep the element that had the focus when they mounted, and give it
 * back on close: pass the handler as the content's onCloseAutoFocus.
 */
export function useFocusReturn(): (event: Event) => void {
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  return useCallback(
    (event: Event) => {
      event.preventDefault();
      // A button that went away meanwhile (a deleted reply) takes nothing: the focus stays on the page.
      if (opener?.isConnected) opener.focus();
    },
    [opener],
  );
}
