import { type KeyboardEvent, useState } from 'react';

const KEYS = new Set(['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp', 'Home', 'End']);

/**
 * The ARIA toolbar pattern: the toolbar is one Tab stop, arrow keys (and Home, End) move
 * between its buttons, and Tab returns to the last one used. `names` are the buttons shown now.
 */
export function useRovingFocus(names: readonly string[]) {
  const [current, setCurrent] = useState<string | undefined>(names[0]);
  const active = current !== undefined && names.includes(current) ? current : names[0];

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (!KEYS.has(event.key)) return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-roving-item]')];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (index < 0) return;
    event.preventDefault();
    const forward = event.key === 'ArrowRight' || event.key === 'ArrowDown';
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? items.length - 1
          : (index + (forward ? 1 : -1) + items.length) % items.length;
    items[next]?.focus();
  }

  const itemProps = (name: string) => ({
    'data-roving-item': '',
    tabIndex: name === active ? 0 : -1,
    onFocus: () => setCurrent(name),
  });

  return { onKeyDown, itemProps };
}
