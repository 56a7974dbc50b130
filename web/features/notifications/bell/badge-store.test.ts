// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const live = vi.hoisted(() => ({ starts: [] as string[], stops: 0 }));
vi.mock('../live/alarm-live.ts', () => ({
  startAlarmLive: (lang: string) => {
    live.starts.push(lang);
    return () => {
      live.stops += 1;
    };
  },
}));

const { holdLiveBadge, updateBadge, useBadgeState } = await import('./badge-store.ts');

beforeEach(() => {
  vi.useFakeTimers();
  // The idle callback as a timer the test can run (happy-dom has none of its own to rely on).
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => window.setTimeout(callback, 50));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => window.clearTimeout(handle));
  live.starts = [];
  live.stops = 0;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Runs the idle callback, then lets the dynamic import of the live module settle. */
async function idle() {
  await vi.advanceTimersByTimeAsync(100);
  await vi.waitFor(() => expect(live.starts.length).toBeGreaterThan(0));
}

describe('the live badge connection', () => {
  it('is one per tab however many bells hold it, started on idle, stopped with the last bell', async () => {
    const releaseDesktop = holdLiveBadge('ko');
    const releasePhone = holdLiveBadge('ko');
    expect(live.starts).toEqual([]);
    await idle();
    expect(live.starts).toEqual(['ko']);
    releaseDesktop();
    expect(live.stops).toBe(0);
    releasePhone();
    expect(live.stops).toBe(1);
  });

  it('never starts for a bell gone before the browser was idle (signed out at once)', async () => {
    const release = holdLiveBadge('en');
    release();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(live.starts).toEqual([]);
  });

  it('forgets what it heard when it stops, so that the next member starts from the server count', async () => {
    const release = holdLiveBadge('en');
    await idle();
    const { result } = renderHook(() => useBadgeState());
    act(() => updateBadge({ count: 12, latestId: 99 }));
    expect(result.current).toEqual({ count: 12, latestId: 99 });
    release();
    expect(live.stops).toBe(1);
    const { result: next } = renderHook(() => useBadgeState());
    expect(next.current).toEqual({ count: null, latestId: null });
  });
});
