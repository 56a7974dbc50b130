import { describe, expect, it } from 'vitest';
import type { PostActionResult } from './post-action-result.ts';
import { settledState, shownState } from './toggle-state.ts';

describe('shownState (optimistic toggles)', () => {
  const initial = { active: false, count: 4 };

  it('shows the page data when nothing is on its way', () => {
    expect(shownState(initial, undefined, undefined)).toEqual(initial);
  });

  it('shows the wanted state at once, moving the count by one', () => {
    expect(shownState(initial, undefined, 'true')).toEqual({ active: true, count: 5 });
    expect(shownState({ active: true, count: 1 }, undefined, 'false')).toEqual({ active: false, count: 0 });
  });

  it('does not move the count when the wanted state is already shown (a repeated click)', () => {
    expect(shownState({ active: true, count: 5 }, undefined, 'true')).toEqual({ active: true, count: 5 });
  });

  it("settles to the server's answer, which wins over the page data", () => {
    expect(shownState(initial, { active: true, count: 9 }, undefined)).toEqual({ active: true, count: 9 });
    expect(shownState(initial, { active: true, count: 9 }, 'false')).toEqual({ active: false, count: 8 });
  });

  it('never shows a negative count', () => {
    expect(shownState({ active: true, count: 0 }, undefined, 'false').count).toBe(0);
  });
});

describe('settledState', () => {
  it("reads each toggle's answer, and only its own", () => {
    const like: PostActionResult = { intent: 'like', ok: true, active: true, count: 3 };
    expect(settledState(like, 'like')).toEqual({ active: true, count: 3 });
    expect(settledState(like, 'bookmark')).toBeUndefined();
    const replyLike: PostActionResult = { intent: 'replyLike', ok: true, replyId: 7, active: false, count: 0 };
    expect(settledState(replyLike, 'replyLike', 7)).toEqual({ active: false, count: 0 });
    expect(settledState(replyLike, 'replyLike', 8)).toBeUndefined();
  });

  it('ignores failures: the page reloads its data instead', () => {
    const failure: PostActionResult = { intent: 'like', ok: false, code: 'LIKE_ABUSING', message: '…', fields: {} };
    expect(settledState(failure, 'like')).toBeUndefined();
  });
});
