import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SEARCH_TEXT_MAX_LENGTH } from '../../../common/search/limits.ts';
import { ListPagination } from '../../components/ui/list-pagination.tsx';
import { EmptyState } from './empty-state.tsx';
import { KnowledgeBreadcrumb } from './knowledge-breadcrumb.tsx';
import { knowledgePaths } from './knowledge-paths.ts';
import { KnowledgeResultCard } from './knowledge-result-card.tsx';
import { KnowledgeSearchForm } from './knowledge-search-form.tsx';
import type { KnowledgeSearchData } from './load-search.server.ts';
import { loadingClass, useLoadingHere } from './use-loading-here.ts';

/**
 * {lang}/{area}/search/{text} (issue 31): the box keeping the text, how many were found, ten
 * results a page with the matched words marked, and the states of nothing asked, nothing found
 * and a text too long.
 */
export function KnowledgeSearchPage({ data }: { data: KnowledgeSearchData }) {
  const { t, i18n } = useTranslation('knowledge');
  const loading = useLoadingHere();
  const { lang, area, text } = data;
  const number = new Intl.NumberFormat(i18n.language);
  const backLink = (
    <Link to={knowledgePaths.main(lang, area)} className="font-semibold text-ember-700 underline underline-offset-2">
      {t('search.backToMain')}
    </Link>
  );

  let body;
  if (data.state === 'empty') {
    body = <EmptyState title={t('search.emptyTitle')} body={t('search.emptyBody')} />;
  } else if (data.state === 'refused') {
    body = (
      <EmptyState title={t('search.refusedTitle')} body={t('search.refusedBody', { max: SEARCH_TEXT_MAX_LENGTH })} />
    );
  } else {
    body = (
      <>
        <p className="text-sm text-ink-600" role="status" data-testid="knowledge-search-summary">
          {t('search.summary', { text, n: number.format(data.total) })}
        </p>
        {data.rows.length > 0 ? (
          <ol className="mt-3 flex flex-col gap-4" aria-label={t('search.listLabel')} data-testid="knowledge-results">
            {data.rows.map((result) => (
              <li key={`${result.kind}-${result.id}`}>
                <KnowledgeResultCard lang={lang} result={result} />
              </li>
            ))}
          </ol>
        ) : (
          <div className="mt-3">
            <EmptyState title={t('search.noneTitle', { text })} body={t('search.noneBody')}>
              {backLink}
            </EmptyState>
          </div>
        )}
        <ListPagination
          page={data.page}
          pageCount={data.pageCount}
          hrefFor={(page) => knowledgePaths.search(lang, area, text, page)}
        />
      </>
    );
  }

  return (
    <div className="page-column py-6 desktop:py-10" data-testid="knowledge-search">
      <KnowledgeBreadcrumb
        crumbs={[
          { label: t(`area.${area}.title`), to: knowledgePaths.main(lang, area) },
          { label: t('search.submit') },
        ]}
      />
      <h1 className="mt-4 text-2xl font-bold break-words text-ink-900 desktop:text-3xl">
        {text && data.state !== 'refused' ? t('search.title', { text }) : t(`area.${area}.searchLabel`)}
      </h1>
      <div className="mt-4 max-w-2xl">
        <KnowledgeSearchForm lang={lang} area={area} text={text} />
      </div>
      <div className={`mt-8 ${loadingClass(loading)}`} aria-busy={loading}>
        {body}
      </div>
    </div>
  );
}
