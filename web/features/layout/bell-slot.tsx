import { createContext, type ReactNode, useContext } from 'react';

/**
 * The notifications bell in the page chrome (SPEC §2.3): web/features/notifications, which this
 * feature may not import, so the layout route hands it in. One per bar: the desktop bar's
 * opens its panel, the phone bar's leads to the notifications page.
 */
export type RenderBell = (placement: 'desktop' | 'phone') => ReactNode;

const BellSlot = createContext<RenderBell>(() => null);

export const BellSlotProvider = BellSlot.Provider;

export function useRenderBell(): RenderBell {
  return useContext(BellSlot);
}
