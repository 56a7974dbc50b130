import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SEARCH_SORTS } from '../../../common/search/limits.ts';
import { type SearchQuery, withFilters } from './search-query.ts';

/** Relevance, newest, most viewed (SPEC §2.2): links that keep the filters and start at page 1. */
export function SearchSortLinks({ lang, query }: { lang: string; query: SearchQuery }) {
  const { t } = useTranslation('search');
  return (
    <nav aria-label={t('sort.label')}>
      <ul className="flex items-center gap-1 rounded-lg bg-flour-100 p-1">
        {SEARCH_SORTS.map((sort) => (
          <li key={sort}>
            <Link
              to={withFilters(lang, query, { sort })}
              aria-current={sort === query.sort ? 'true' : undefined}
              className="inline-flex min-h-9 items-center rounded-md px-3 text-sm font-semibold whitespace-nowrap text-ink-700 hover:text-ember-800 current:bg-white current:text-ember-800 current:shadow-card"
            >
              {t(`sort.${sort}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
