import type { ComponentType } from 'react';
import type { CharacterKey } from '../../../common/contracts/reference.ts';
import { AdminBaker } from './admin-baker.tsx';
import { Baguette } from './baguette.tsx';
import type { CharacterArtProps } from './character-svg.tsx';
import { Donut } from './donut.tsx';
import { Dough } from './dough.tsx';
import { Loaf } from './loaf.tsx';
import { Muffin } from './muffin.tsx';

export type AvatarCharacter = CharacterKey | 'admin';

/** The art of each character key (SPEC §3.1) and of the administrators' avatar (SPEC §6). */
export const CHARACTER_ART: Record<AvatarCharacter, ComponentType<CharacterArtProps>> = {
  dough: Dough,
  muffin: Muffin,
  donut: Donut,
  loaf: Loaf,
  baguette: Baguette,
  admin: AdminBaker,
};
