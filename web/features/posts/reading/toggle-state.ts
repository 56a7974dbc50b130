import type { PostActionResult } from './post-action-result.ts';

export interface ToggleState {
  active: boolean;
  count: number;
}

/** The state an action answer settles a toggle to, when the answer is that toggle's success. */
export function settledState(
  result: PostActionResult | undefined,
  intent: string,
  replyId?: number,
): ToggleState | undefined {
  if (!result?.ok || result.intent !== intent || !('active' in result)) return undefined;
  if (result.intent === 'replyLike' && result.replyId !== replyId) return undefined;
  return { active: result.active, count: result.count };
}

/**
 * What a toggle shows (SPEC §4): the state being sent while it is on its way (optimistic), else
 * the server's last answer, else the page's data. A pending change moves the count by one.
 */
export function shownState(
  initial: ToggleState,
  settled: ToggleState | undefined,
  pendingValue: FormDataEntryValue | null | undefined,
): ToggleState {
  const base = settled ?? initial;
  if (pendingValue !== 'true' && pendingValue !== 'false') return base;
  const active = pendingValue === 'true';
  if (active === base.active) return base;
  return { active, count: Math.max(0, base.count + (active ? 1 : -1)) };
}
