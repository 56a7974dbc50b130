import { useTranslation } from 'react-i18next';
import { useFetcher, useLocation } from 'react-router';
import { GridIcon, RowsIcon } from './list-icons.tsx';
import { LIST_LAYOUTS, type ListLayout } from './layout-preference.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

export const LAYOUT_INTENT = 'layout';

/** The layout the toggle shows right now: the one being saved wins over the stored one. */
export function useShownLayout(stored: ListLayout): ListLayout {
  const fetcher = useFetcher<{ layout?: ListLayout }>({ key: 'list-layout' });
  const pending = fetcher.formData?.get('layout');
  if (pending === 'box' || pending === 'list') return pending;
  return fetcher.data?.layout ?? stored;
}

/**
 * Box or list (SPEC §2.2). A form posted to the list route's action, which stores the choice in
 * a cookie the loader reads; without script the action redirects back to the same list. With
 * script a fetcher posts it and the new layout shows at once.
 */
export function LayoutToggle({ stored }: { stored: ListLayout }) {
  const { t } = useTranslation('posts');
  const fetcher = useFetcher<{ layout?: ListLayout }>({ key: 'list-layout' });
  const location = useLocation();
  const hydrated = useHydrated();
  const shown = useShownLayout(stored);
  return (
    <fetcher.Form method="post" className="flex items-center gap-1 rounded-lg bg-flour-100 p-1">
      <input type="hidden" name="intent" value={LAYOUT_INTENT} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      {hydrated ? <input type="hidden" name="via" value="fetch" /> : null}
      {LIST_LAYOUTS.map((layout) => {
        const Icon = layout === 'box' ? GridIcon : RowsIcon;
        return (
          <button
            key={layout}
            type="submit"
            name="layout"
            value={layout}
            aria-pressed={shown === layout}
            aria-label={t(`layout.${layout}`)}
            title={t(`layout.${layout}`)}
            className="inline-flex size-9 items-center justify-center rounded-md text-ink-600 hover:text-ember-800 aria-pressed:bg-white aria-pressed:text-ember-800 aria-pressed:shadow-card"
          >
            <Icon className="size-5" />
          </button>
        );
      })}
    </fetcher.Form>
  );
}
