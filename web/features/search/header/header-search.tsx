import { HeaderSearchBox } from './header-search-box.tsx';
import { SearchModal } from './search-modal.tsx';

export interface HeaderSearchProps {
  lang: string;
  /** Which the icon opened. */
  mode: 'box' | 'modal';
  /** The header's search icon: the box opens over its bar; the focus returns to it on close. */
  icon: HTMLElement;
  onClose: () => void;
}

/** The interactive header search, loaded on the first touch of the icon (never with the page). */
export function HeaderSearch({ mode, ...props }: HeaderSearchProps) {
  return mode === 'box' ? <HeaderSearchBox {...props} /> : <SearchModal {...props} />;
}
