import { lazy, Suspense } from 'react';
import type { Layer } from '../../../common/contracts/gamification.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

// The dialog (radix, the art, the animation) is no part of any page's first paint: it loads only
// for a member with a celebration waiting, once the page is interactive (DECISIONS P29).
const CelebrationDialog = lazy(() =>
  import('./celebration-dialog.tsx').then((module) => ({ default: module.CelebrationDialog })),
);

/**
 * The celebration layers (SPEC §3.5, §4) the language route's loader found waiting for the
 * signed-in member (pending-layers.server.ts): nothing for visitors or when there are none.
 */
export function Celebrations({
  lang,
  layers,
  followersHref,
  character,
}: {
  lang: string;
  layers: readonly Layer[];
  followersHref: string;
  /** The member's main character, the art of the celebrations that bring none of their own. */
  character: string;
}) {
  const hydrated = useHydrated();
  if (!hydrated || layers.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CelebrationDialog lang={lang} layers={layers} followersHref={followersHref} character={character} />
    </Suspense>
  );
}
