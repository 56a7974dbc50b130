import type { PostActionResult } from './post-action-result.ts';

export interface ToggleState {
  active: boolean;
  count: number;
}

/** The state an action answer settles a toggle to, when the answer is that toggle's success. */
export function settledState(result: PostActionResult | undefined, intent: string, replyId?: number) {
  if (!result?.ok || result.intent !== intent) return undefined;
  switch (result.intent) {
    case 'like':
      return { active: result.liked, count: result.likeCount };
    case 'bookmark':
      return { active: result.bookmarked, count: result.bookmarkCount };
    case 'follow':
      return { active: result.followed, count: result.followCount };
    case 'replyLike':
      return result.replyId === replyId ? { active: result.liked, count: result.likeCount } : undefined;
    default:
      return undefined;
  }
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
