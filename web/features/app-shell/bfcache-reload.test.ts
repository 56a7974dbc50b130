import { describe, expect, it, vi } from 'vitest';
import { installBfcacheReload } from './bfcache-reload.ts';

/** A window stand-in with real event dispatch (EventTarget) and a reload we can count. */
function fakeWindow() {
  const target = new EventTarget();
  const reload = vi.fn();
  const win = Object.assign(target, { location: { reload } }) as unknown as Window;
  const pageshow = (persisted: boolean) => {
    const event = new Event('pageshow') as Event & { persisted: boolean };
    Object.defineProperty(event, 'persisted', { value: persisted });
    target.dispatchEvent(event);
  };
  return { win, reload, pageshow };
}

describe('back-forward cache reload', () => {
  it('reloads a page restored from the back-forward cache', () => {
    const { win, reload, pageshow } = fakeWindow();
    installBfcacheReload(win);
    pageshow(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves an ordinary page load alone', () => {
    const { win, reload, pageshow } = fakeWindow();
    installBfcacheReload(win);
    pageshow(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
