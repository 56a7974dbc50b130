import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigation } from 'react-router';
import { CharacterAvatar } from '../../components/characters/character-avatar.tsx';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { ListPagination } from '../../components/ui/list-pagination.tsx';
import type { SearchPageData } from './load-search.server.ts';
import { PopularKeywords } from './popular-keywords.tsx';
import { SearchCategoryFilter } from './search-category-filter.tsx';
import { SearchForm } from './search-form.tsx';
import { KnowledgePreview } from './knowledge-preview.tsx';
import { KnowledgeResultCard } from './knowledge-result-card.tsx';
import { searchHref, withFilters } from './search-query.ts';
import { type RenderAuthor, SearchResultCard } from './search-result-card.tsx';
import { SearchSortLinks } from './search-sort.tsx';
import { SearchTabs } from './search-tabs.tsx';

export interface SearchPageProps {
  data: SearchPageData;
  renderAuthor: RenderAuthor;
  formatDate: (iso: string) => string;
}

/** A friendly word from the dough when there is nothing (yet) to list, with the popular tags. */
function Notice({ title, body, children }: { title: string; body?: string; children?: ReactNode }) {
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-ink-300 bg-white px-6 py-10 text-center"
      data-testid="search-notice"
    >
      <CharacterAvatar character="dough" size={72} decorative />
      <h2 className="text-lg font-bold text-ink-900">{title}</h2>
      {body ? <p className="max-w-prose text-ink-700">{body}</p> : null}
      {children ? <div className="mt-2 flex flex-col items-center gap-3">{children}</div> : null}
    </div>
  );
}

/**
 * {lang}/search (SPEC §2.1, §2.2, §5; issue 30 item 1): the box, the grouping tabs with their
 * counts, the category filter and the sorts, ten results a page (§9), and the states of nothing
 * searched (the popular tags invite a first search), nothing found and a refused text.
 */
export function SearchPage({ data, renderAuthor, formatDate }: SearchPageProps) {
  const { t, i18n } = useTranslation('search');
  const navigation = useNavigation();
  const location = useLocation();
  const { lang, query } = data;
  // The layout's loading indicator shows too; the results dim while the next search loads.
  const loadingHere = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const number = new Intl.NumberFormat(i18n.language);

  let body: ReactNode;
  if (data.state === 'empty') {
    body = (
      <Notice title={t('empty.title')} body={t('empty.body')}>
        <PopularKeywords lang={lang} keywords={data.popular} label={t('empty.popular')} />
      </Notice>
    );
  } else if (data.state === 'refused') {
    body = (
      <Notice title={t('refused.title')} body={t('refused.body')}>
        <PopularKeywords lang={lang} keywords={data.popular} label={t('empty.popular')} />
      </Notice>
    );
  } else {
    const { understood } = data;
    const tag = understood.kind === 'tag';
    const filtered =
      query.type !== undefined || query.area !== undefined || query.categoryId !== undefined || query.field !== 'all';
    const knowledgeRows = query.area ? data.knowledge[query.area].rows : [];
    const found = query.area ? knowledgeRows.length > 0 : data.rows.length > 0;
    body = (
      <>
        <SearchTabs
          lang={lang}
          query={query}
          counts={data.counts}
          total={data.countsTotal}
          knowledgeTotals={{
            documentation: data.knowledge.documentation.total,
            solomon: data.knowledge.solomon.total,
          }}
        />
        {query.area ? null : (
          <div className="mt-4 flex flex-col gap-4 desktop:flex-row desktop:flex-wrap desktop:items-end desktop:justify-between">
            {tag ? <div /> : <SearchCategoryFilter lang={lang} query={query} tree={data.categories} />}
            <SearchSortLinks lang={lang} query={query} />
          </div>
        )}
        <p className="mt-6 text-sm text-ink-600" role="status" data-testid="search-summary">
          {understood.kind === 'nothing'
            ? null
            : t(tag ? 'result.summaryTag' : 'result.summaryText', {
                text: understood.text,
                n: number.format(data.total),
              })}
        </p>
        <div
          aria-busy={loadingHere}
          className={`mt-3 transition-opacity duration-200 ${loadingHere ? 'opacity-60' : ''}`}
        >
          {query.area === undefined && query.type === undefined && query.page === 1 ? (
            <KnowledgePreview lang={lang} query={query} knowledge={data.knowledge} />
          ) : null}
          {found ? (
            <ol className="flex flex-col gap-4" aria-label={t('result.listLabel')} data-testid="search-results">
              {query.area
                ? knowledgeRows.map((result) => (
                    <li key={result.id}>
                      <KnowledgeResultCard lang={lang} result={result} />
                    </li>
                  ))
                : data.rows.map((result) => (
                    <li key={result.id}>
                      <SearchResultCard
                        lang={lang}
                        result={result}
                        renderAuthor={renderAuthor}
                        formatDate={formatDate}
                      />
                    </li>
                  ))}
            </ol>
          ) : (
            <Notice
              title={
                understood.kind === 'nothing'
                  ? t('none.titleNothing')
                  : t(tag ? 'none.titleTag' : 'none.title', { text: understood.text })
              }
              body={t('none.body')}
            >
              {filtered ? (
                <Link
                  to={searchHref(lang, { text: query.text, tag: query.tag })}
                  className={buttonStyles({ variant: 'secondary' })}
                >
                  {t('none.filtered')}
                </Link>
              ) : null}
              <PopularKeywords lang={lang} keywords={data.popular} label={t('empty.popular')} />
            </Notice>
          )}
        </div>
        <ListPagination
          page={query.page}
          pageCount={data.pageCount}
          hrefFor={(page) => withFilters(lang, query, { page })}
        />
      </>
    );
  }

  return (
    <div className="page-column py-8 desktop:py-12">
      <h1 className="text-2xl font-bold text-ink-900 desktop:text-3xl">{t('meta.title')}</h1>
      <div className="mt-4">
        <SearchForm lang={lang} query={query} />
      </div>
      <div className="mt-8">{body}</div>
    </div>
  );
}
