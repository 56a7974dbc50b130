import type { SearchContext } from './context.ts';
import { engineFor } from './engine.ts';
import type { TextPlan } from './query-plan.ts';
import type { MatchRequest, SearchScope } from './search-scope.ts';

/** A question of this many words or more may name words its answer does not use. */
export const RELAXED_FROM_GROUPS = 3;

/**
 * Every word of a search must match; a question of three words or more that finds nothing
 * that way ("잔존율을 높이는 방법", "How do I keep BigQuery costs low?") is asked again with any
 * of its words, ranked by BM25, so that the posts sharing the most and rarest of them come
 * first. Shorter texts keep "nothing" as their answer: it is usually the right one.
 */
export async function matchRequestOf(
  context: SearchContext,
  plan: TextPlan,
  scope: SearchScope,
): Promise<MatchRequest> {
  const strict: MatchRequest = { plan, scope, combine: 'all' };
  if (plan.groups.length < RELAXED_FROM_GROUPS) return strict;
  const found = await engineFor(context.dialect).count(context.db, {
    ...strict,
    scope: { ...scope, type: undefined, category: undefined },
  });
  return found > 0 ? strict : { plan, scope, combine: 'any' };
}
