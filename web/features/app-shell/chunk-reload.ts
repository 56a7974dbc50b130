/**
 * SPEC §8 and §9: when a page chunk fails to load (usually a deploy replaced the old
 * fingerprinted files), reload the page, but at most once a minute so that a chunk that is
 * really broken cannot start a reload loop.
 */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'hearth:chunk-reload-at';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Records a reload and says whether it may happen now. Without working storage there is no
 * way to keep the once-a-minute promise across reloads, so it declines.
 */
export function claimChunkReload(storage: KeyValueStorage | undefined, now: number): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
    // A timestamp in the future means the clock was set back: it guards nothing.
    if (last > 0 && now >= last && now - last < CHUNK_RELOAD_GUARD_MS) return false;
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

const CHUNK_ERROR_MESSAGES = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite's CSS preloader
];

export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return CHUNK_ERROR_MESSAGES.some((known) => message.includes(known));
}

function sessionStorageOf(win: Window): Storage | undefined {
  try {
    return win.sessionStorage;
  } catch {
    // Blocked storage (privacy settings) throws on access.
    return undefined;
  }
}

/**
 * Listens for Vite's preload failures and for failed dynamic imports nobody handled. When the
 * guard refuses, the error goes on as usual and reaches the error page.
 */
export function installChunkReload(win: Window = window, now: () => number = Date.now): void {
  const reloadOnce = (event: Event) => {
    if (!claimChunkReload(sessionStorageOf(win), now())) return;
    event.preventDefault();
    win.location.reload();
  };
  win.addEventListener('vite:preloadError', reloadOnce);
  win.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadOnce(event);
  });
}
