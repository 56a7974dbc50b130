import { useSyncExternalStore } from 'react';

/**
 * The bell's live state, one per tab: both header bars (desktop and phone) and an open list
 * read it, and the one live connection (../live/alarm-live.ts) writes it. Null until something
 * newer than the server-rendered count is known.
 */
export interface BadgeState {
  /** The badge count (notifications since the panel was last opened), capped by the server. */
  count: number | null;
  /** The newest notification's id the server knows of: a list on screen refetches when it grows. */
  latestId: number | null;
}

const EMPTY: BadgeState = { count: null, latestId: null };
let state: BadgeState = EMPTY;
const listeners = new Set<() => void>();

export function updateBadge(next: Partial<BadgeState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => state;
const serverSnapshot = () => EMPTY;

export function useBadgeState(): BadgeState {
  return useSyncExternalStore(subscribe, current, serverSnapshot);
}

/** Runs `callback` once the browser is idle, so that nothing live competes with the first paint. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 3_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1_000);
  return () => window.clearTimeout(handle);
}

let holders = 0;
let stopLive: (() => void) | undefined;
let cancelStart: (() => void) | undefined;

/**
 * One live connection per tab however many bells hold it: the first holder starts it on idle
 * (its code is imported then, never with the page), the last one to let go (sign-out, or a
 * layout without the bell) stops it and forgets what it heard.
 */
export function holdLiveBadge(lang: string): () => void {
  holders += 1;
  if (holders === 1) {
    cancelStart = whenIdle(() => {
      cancelStart = undefined;
      void import('../live/alarm-live.ts').then((live) => {
        if (holders > 0 && !stopLive) stopLive = live.startAlarmLive(lang, updateBadge);
      });
    });
  }
  return () => {
    holders -= 1;
    if (holders > 0) return;
    cancelStart?.();
    cancelStart = undefined;
    stopLive?.();
    stopLive = undefined;
    state = EMPTY;
  };
}
