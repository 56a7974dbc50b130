import { type ComponentType, useEffect, useState } from 'react';
import type { HeaderSearchProps } from './header-search.tsx';

// The box, its suggestions and the modal load on the first touch of the header's search icon:
// the header is in every page's first paint, whose JavaScript has a ceiling (DECISIONS P29).
const load = () => import('./header-search.tsx');

type Opened = Pick<HeaderSearchProps, 'icon' | 'mode'> & { Search: ComponentType<HeaderSearchProps> };

const EVENTS = ['pointerdown', 'focusin', 'click'];

/**
 * The header search of issue 30 item 3, behind the bars' search icons (the links marked
 * data-search-icon). Without script, and with a modifier key, an icon stays the link to the
 * search page; with script its first touch loads the search and a click opens it: at 1024 px
 * and wider the icon expands into a box, narrower it opens the modal (SPEC §2.3, §4). One
 * listener on the window rather than a component in each bar keeps the first paint as it was.
 */
export function SearchOpener({ lang }: { lang: string }) {
  const [opened, setOpened] = useState<Opened>();

  useEffect(() => {
    const listen = (event: Event) => {
      const icon = (event.target as Partial<Element> | null)?.closest?.<HTMLElement>('[data-search-icon]');
      if (!icon) return;
      void load();
      const click = event as MouseEvent;
      if (event.type !== 'click' || click.metaKey || click.ctrlKey || click.shiftKey) return;
      // Capturing on the window runs before the link's own handler, which then leaves it be.
      click.preventDefault();
      const mode = matchMedia('(min-width: 1024px)').matches ? 'box' : 'modal';
      void load().then((module) => setOpened({ Search: module.HeaderSearch, icon, mode }));
    };
    for (const type of EVENTS) addEventListener(type, listen, true);
    // Says the icons now open the search here (browser tests wait for it; before, they are links).
    document.documentElement.dataset.searchReady = '';
    return () => {
      for (const type of EVENTS) removeEventListener(type, listen, true);
    };
  }, []);

  return opened ? (
    <opened.Search lang={lang} mode={opened.mode} icon={opened.icon} onClose={() => setOpened(undefined)} />
  ) : null;
}
