import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { SEARCH_BLUR_DELAY_MS } from '../../../../common/search/limits.ts';
import { SearchCombobox } from './search-combobox.tsx';

export interface HeaderSearchBoxProps {
  lang: string;
  /** The header's search icon: the box opens over its group of actions, and Escape returns the focus to it. */
  icon: HTMLElement;
  onClose: () => void;
}

/**
 * The desktop header's search box in its active state (SPEC §4): it opens over the icon with
 * the focus in it, and collapses SEARCH_BLUR_DELAY_MS after the focus leaves it (SPEC §9)
 * unless the focus came back meanwhile; Escape collapses it at once and returns to the icon.
 */
export function HeaderSearchBox({ lang, icon, onClose }: HeaderSearchBoxProps) {
  const box = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    input.current?.focus();
    return () => clearTimeout(blurTimer.current);
  }, []);

  const bar = icon.parentElement;
  if (!bar) return null;
  return createPortal(
    <div
      ref={box}
      data-testid="header-search-box"
      className="absolute top-1/2 right-0 z-50 w-80 -translate-y-1/2 xl:w-96"
      onFocus={() => clearTimeout(blurTimer.current)}
      onBlur={() => {
        clearTimeout(blurTimer.current);
        blurTimer.current = setTimeout(() => {
          if (!box.current?.contains(document.activeElement)) onClose();
        }, SEARCH_BLUR_DELAY_MS);
      }}
    >
      <SearchCombobox
        lang={lang}
        inputRef={input}
        onNavigate={onClose}
        onEscape={() => {
          onClose();
          icon.focus();
        }}
        inputClassName="shadow-raised"
      />
    </div>,
    bar,
  );
}
