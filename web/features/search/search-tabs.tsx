import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PostGroupingType } from '../../../common/contracts/reference.ts';
import { SEARCH_TAB_TYPES, type SearchQuery, withFilters } from './search-query.ts';

/**
 * The grouping tabs with how many posts the search finds in each (get_search_list_by_type):
 * only the groupings the viewer may read. Links, so that each tab has its address.
 */
export function SearchTabs({
  lang,
  query,
  counts,
  total,
}: {
  lang: string;
  query: SearchQuery;
  counts: readonly { type: PostGroupingType; count: number }[];
  total: number;
}) {
  const { t, i18n } = useTranslation('search');
  const number = new Intl.NumberFormat(i18n.language);
  const tabs = [
    { type: undefined, label: t('tabs.all'), count: total },
    ...SEARCH_TAB_TYPES.flatMap((type) => {
      const found = counts.find((row) => row.type === type);
      return found ? [{ type, label: t(`posts:groupings.${type}.title`), count: found.count }] : [];
    }),
  ];
  return (
    <nav aria-label={t('tabs.label')} className="-mx-4 overflow-x-auto px-4 desktop:mx-0 desktop:px-0">
      <ul className="flex min-w-max gap-1 border-b border-flour-300">
        {tabs.map((tab) => (
          <li key={tab.type ?? 'all'}>
            <Link
              to={withFilters(lang, query, { type: tab.type, categoryId: undefined })}
              aria-current={tab.type === query.type ? 'page' : undefined}
              data-testid={`search-tab-${tab.type ?? 'all'}`}
              className="-mb-px inline-flex min-h-11 items-center gap-1.5 border-b-[3px] border-transparent px-3 font-semibold whitespace-nowrap text-ink-700 hover:text-ember-800 current:border-ember-700 current:text-ember-800"
            >
              {tab.label}
              <span className="rounded-full bg-flour-200 px-2 text-xs text-ink-700">{number.format(tab.count)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
