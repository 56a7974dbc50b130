// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated.ts';

function Probe() {
  return useHydrated() ? 'script' : 'server';
}

describe('useHydrated', () => {
  it('is false in the server render', () => {
    expect(renderToString(<Probe />)).toBe('server');
  });

  it('is true once the page runs script', () => {
    const { result } = renderHook(() => useHydrated());
    expect(result.current).toBe(true);
  });
});
