import type { ReactNode } from 'react';
import type { useRovingFocus } from './roving-focus.ts';

/** The editor's small forms opened from a toolbar: a link, a video address, an image's description. */
export type EditorPanel = 'link' | 'video' | 'alt';

const buttonClass =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-md text-ink-800 transition-colors duration-200 ' +
  'hover:bg-flour-200 active:bg-flour-300 aria-pressed:bg-ember-100 aria-pressed:text-ember-900';

const textButtonClass =
  'inline-flex min-h-9 shrink-0 items-center whitespace-nowrap justify-center rounded-md border border-ink-300 bg-white px-2.5 ' +
  'text-sm font-semibold text-ink-800 hover:border-ember-700 hover:text-ember-800 aria-pressed:border-ember-700 ' +
  'aria-pressed:bg-ember-50 aria-pressed:text-ember-900';

interface ToolProps {
  name: string;
  label: string;
  pressed?: boolean;
  onRun: () => void;
  roving: ReturnType<typeof useRovingFocus>;
  children: ReactNode;
  text?: boolean;
}

/** One control; pressing it does not take the focus out of the text (mousedown is kept from the button). */
export function Tool({ name, label, pressed, onRun, roving, children, text }: ToolProps) {
  return (
    <button
      type="button"
      className={text ? textButtonClass : buttonClass}
      aria-label={text ? undefined : label}
      title={text ? undefined : label}
      aria-pressed={pressed}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onRun}
      {...roving.itemProps(name)}
    >
      {children}
    </button>
  );
}

export const Divider = () => <span aria-hidden="true" className="mx-1 h-6 w-px shrink-0 bg-ink-300" />;
