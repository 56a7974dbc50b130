import { createContext, type ReactNode, useContext } from 'react';
import type { SessionUser } from '../../../common/contracts/accounts/shared.ts';

/**
 * The member's icon in the page chrome (SPEC §2.3). The art lives in web/components/characters,
 * which this feature may not import: the layout route hands a renderer in.
 */
export type RenderAvatar = (user: SessionUser, size: number) => ReactNode;

const AvatarSlot = createContext<RenderAvatar>(() => null);

export const AvatarSlotProvider = AvatarSlot.Provider;

export function useRenderAvatar(): RenderAvatar {
  return useContext(AvatarSlot);
}
