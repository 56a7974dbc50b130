import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPagination } from '../../components/ui/list-pagination.tsx';
import { ArticleList } from './article-list.tsx';
import { EmptyState } from './empty-state.tsx';
import { KeywordChips } from './keyword-chips.tsx';
import { KnowledgeBreadcrumb } from './knowledge-breadcrumb.tsx';
import { knowledgePaths } from './knowledge-paths.ts';
import type { AnswerListData } from './load-list.server.ts';
import { loadingClass, useLoadingHere } from './use-loading-here.ts';

/** {lang}/solomon/list (SPEC §2.1): every answer, paged, filtered by a keyword chip. */
export function AnswerListPage({ data }: { data: AnswerListData }) {
  const { t, i18n } = useTranslation('knowledge');
  const loading = useLoadingHere();
  const { lang, keyword } = data;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className="page-column py-6 desktop:py-10" data-testid="knowledge-answer-list">
      <KnowledgeBreadcrumb
        crumbs={[
          { label: t('area.solomon.title'), to: knowledgePaths.main(lang, 'solomon') },
          { label: t('list.title') },
        ]}
      />
      <h1 className="mt-4 text-2xl font-bold text-ink-900 desktop:text-3xl">{t('list.title')}</h1>
      {data.keywords.length > 0 ? (
        <div className="mt-4 flex flex-col gap-2">
          <h2 className="text-sm font-semibold text-ink-700">{t('list.keywordFilter')}</h2>
          <div className="flex flex-wrap items-center gap-2">
            <Link
              to={knowledgePaths.list(lang)}
              aria-current={keyword === null ? 'page' : undefined}
              className={`inline-flex min-h-9 items-center rounded-full px-3 text-sm font-medium ${
                keyword === null
                  ? 'bg-ember-700 text-white'
                  : 'border border-flour-300 bg-white text-ink-800 hover:border-ember-700'
              }`}
            >
              {t('list.allKeywords')}
            </Link>
            <KeywordChips
              lang={lang}
              keywords={data.keywords.map((row) => row.keyword)}
              label={t('list.keywordFilter')}
              current={keyword}
            />
          </div>
        </div>
      ) : null}
      <p className="mt-6 text-sm text-ink-600" role="status">
        {keyword
          ? t('list.filtered', { keyword, n: number.format(data.total) })
          : t('list.total', { n: number.format(data.total) })}
      </p>
      <div className={`mt-3 ${loadingClass(loading)}`} aria-busy={loading}>
        {data.rows.length > 0 ? (
          <div className="rounded-lg border border-flour-300 bg-white px-5 py-5 shadow-card">
            <ArticleList lang={lang} articles={data.rows} label={t('list.listLabel')} testId="knowledge-answers" />
          </div>
        ) : (
          <EmptyState title={t('list.empty')} />
        )}
      </div>
      <ListPagination
        page={data.page}
        pageCount={data.pageCount}
        hrefFor={(page) => knowledgePaths.list(lang, keyword ?? undefined, page)}
      />
    </div>
  );
}
