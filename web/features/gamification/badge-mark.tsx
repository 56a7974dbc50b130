import type { Standing } from '../../../common/contracts/gamification.ts';

/** P23's tiers, as the standing names them. */
export type FollowerBadge = NonNullable<Standing['badge']>;

const COLOURS: Record<FollowerBadge, string> = {
  copper: 'bg-[#b4693e] ring-[#8a4d2b]',
  silver: 'bg-[#c5cad1] ring-[#8e959e]',
  gold: 'bg-[#e7b93c] ring-[#b18a1f]',
};

/** A follower badge's medal (P23), decorative: its name is always written beside it. */
export function BadgeMark({ badge }: { badge: FollowerBadge }) {
  return <span aria-hidden="true" className={`inline-block size-6 shrink-0 rounded-full ring-2 ${COLOURS[badge]}`} />;
}
