import { describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_STORAGE_KEY,
  claimChunkReload,
  isChunkLoadError,
  type KeyValueStorage,
} from './chunk-reload.ts';

function memoryStorage(): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe('chunk reload guard (SPEC §8, §9: at most once a minute)', () => {
  const start = 1_700_000_000_000;

  it('allows the first reload and records its time', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, start)).toBe(true);
    expect(storage.values.get(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(start));
  });

  it('refuses another reload within 60 seconds, up to the last millisecond', () => {
    const storage = memoryStorage();
    claimChunkReload(storage, start);
    expect(claimChunkReload(storage, start)).toBe(false);
    expect(claimChunkReload(storage, start + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(storage.values.get(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(start));
  });

  it('allows a reload again once 60 seconds have passed', () => {
    const storage = memoryStorage();
    claimChunkReload(storage, start);
    expect(claimChunkReload(storage, start + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(storage.values.get(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(start + CHUNK_RELOAD_GUARD_MS));
    expect(claimChunkReload(storage, start + CHUNK_RELOAD_GUARD_MS + 1)).toBe(false);
  });

  it('ignores a stored time in the future (the clock was set back) and garbage values', () => {
    const storage = memoryStorage();
    storage.values.set(CHUNK_RELOAD_STORAGE_KEY, String(start + 10 * CHUNK_RELOAD_GUARD_MS));
    expect(claimChunkReload(storage, start)).toBe(true);
    storage.values.set(CHUNK_RELOAD_STORAGE_KEY, 'not a number');
    expect(claimChunkReload(storage, start + 1)).toBe(true);
  });

  it('declines without storage, or when storage throws, so that it can never loop', () => {
    expect(claimChunkReload(undefined, start)).toBe(false);
    const blocked: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(claimChunkReload(blocked, start)).toBe(false);
  });

  it('recognises failed dynamic imports of the main browsers and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: http://x/assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
