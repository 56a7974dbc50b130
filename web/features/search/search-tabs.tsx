import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PostGroupingType } from '../../../common/contracts/reference.ts';
import { SEARCH_AREAS, SEARCH_TAB_TYPES, type SearchArea, type SearchQuery, withFilters } from './search-query.ts';

/**
 * The grouping tabs with how many posts the search finds in each (get_search_list_by_type):
 * only the groupings the viewer may read; then the guides' and answers' tabs (issue 31) when the
 * search finds some. Links, so that each tab has its address.
 */
export function SearchTabs({
  lang,
  query,
  counts,
  total,
  knowledgeTotals,
}: {
  lang: string;
  query: SearchQuery;
  counts: readonly { type: PostGroupingType; count: number }[];
  total: number;
  knowledgeTotals: Record<SearchArea, number>;
}) {
  const { t, i18n } = useTranslation('search');
  const number = new Intl.NumberFormat(i18n.language);
  const tabs = [
    { key: 'all', change: { type: undefined, area: undefined }, label: t('tabs.all'), count: total },
    ...SEARCH_TAB_TYPES.flatMap((type) => {
      const found = counts.find((row) => row.type === type);
      return found
        ? [
            {
              key: type,
              change: { type, area: undefined },
              label: t(`posts:groupings.${type}.title`),
              count: found.count,
            },
          ]
        : [];
    }),
    ...SEARCH_AREAS.flatMap((area) =>
      knowledgeTotals[area] > 0 || query.area === area
        ? [{ key: area, change: { type: undefined, area }, label: t(`tabs.${area}`), count: knowledgeTotals[area] }]
        : [],
    ),
  ];
  const current = query.area ?? query.type ?? 'all';
  return (
    <nav aria-label={t('tabs.label')} className="-mx-4 overflow-x-auto px-4 desktop:mx-0 desktop:px-0">
      <ul className="flex min-w-max gap-1 border-b border-flour-300">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={withFilters(lang, query, { ...tab.change, categoryId: undefined })}
              aria-current={tab.key === current ? 'page' : undefined}
              data-testid={`search-tab-${tab.key}`}
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
