// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusWhenPresent } from './focus-when-present.ts';

function focusable(id: string): HTMLElement {
  const element = document.createElement('li');
  element.id = id;
  element.tabIndex = -1;
  return element;
}

describe('focusWhenPresent', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('focuses an element that is there already', () => {
    document.body.append(focusable('reply-1'));
    focusWhenPresent('reply-1');
    expect(document.activeElement?.id).toBe('reply-1');
  });

  it('focuses an element as soon as a render adds it', async () => {
    focusWhenPresent('reply-2');
    expect(document.activeElement).toBe(document.body);
    const list = document.createElement('ol');
    list.append(focusable('reply-2'));
    document.body.append(list);
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('reply-2'));
  });

  it('gives up after its time, leaving the focus alone', async () => {
    vi.useFakeTimers();
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    focusWhenPresent('reply-3', 1000);
    await vi.advanceTimersByTimeAsync(1000);
    document.body.append(focusable('reply-3'));
    await vi.advanceTimersByTimeAsync(100);
    expect(document.activeElement).toBe(button);
    // The same wait does deliver an element that comes in time.
    focusWhenPresent('reply-4', 1000);
    document.body.append(focusable('reply-4'));
    await vi.advanceTimersByTimeAsync(100);
    expect(document.activeElement?.id).toBe('reply-4');
  });
});
