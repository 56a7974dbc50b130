import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { KnowledgeResult } from '../../../common/contracts/search.ts';
import { KnowledgeResultCard } from './knowledge-result-card.tsx';
import { SEARCH_AREAS, type SearchArea, type SearchQuery, withFilters } from './search-query.ts';

/**
 * The "All" tab's first guides and answers (issue 31 item 8): a member asking a product
 * question sees the official answer before the forum's posts, each area with a link to its tab.
 */
export function KnowledgePreview({
  lang,
  query,
  knowledge,
}: {
  lang: string;
  query: SearchQuery;
  knowledge: Record<SearchArea, { total: number; rows: KnowledgeResult[] }>;
}) {
  const { t, i18n } = useTranslation('search');
  const number = new Intl.NumberFormat(i18n.language);
  const areas = SEARCH_AREAS.filter((area) => knowledge[area].rows.length > 0);
  if (areas.length === 0) return null;
  return (
    <section
      aria-labelledby="search-knowledge-title"
      className="mb-6 rounded-lg bg-flour-100 p-4 desktop:p-5"
      data-testid="search-knowledge-preview"
    >
      <h2 id="search-knowledge-title" className="font-bold text-ink-900">
        {t('knowledge.previewTitle')}
      </h2>
      <div className="mt-3 grid gap-4 desktop:grid-cols-2">
        {areas.map((area) => (
          <div key={area} className="flex min-w-0 flex-col gap-3">
            <ul className="flex flex-col gap-3">
              {knowledge[area].rows.map((result) => (
                <li key={result.id}>
                  <KnowledgeResultCard lang={lang} result={result} compact />
                </li>
              ))}
            </ul>
            <Link
              to={withFilters(lang, query, { area, type: undefined, categoryId: undefined })}
              className="self-start text-sm font-semibold text-ember-800 underline-offset-2 hover:underline"
            >
              {t(`knowledge.seeAll.${area}`, { n: number.format(knowledge[area].total) })}
            </Link>
          </div>
        ))}
      </div>
    </section>
  );
}
