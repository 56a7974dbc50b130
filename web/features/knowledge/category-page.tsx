import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArticleList } from './article-list.tsx';
import { EmptyState } from './empty-state.tsx';
import { KnowledgeBreadcrumb } from './knowledge-breadcrumb.tsx';
import { knowledgePaths } from './knowledge-paths.ts';
import { KnowledgeSearchForm } from './knowledge-search-form.tsx';
import type { CategoryPageData } from './load-category.server.ts';
import { loadingClass, useLoadingHere } from './use-loading-here.ts';

/**
 * {lang}/{area}/category/{id} (issue 31): the path to it, its second-depth categories (links
 * when the page is one of them), and each with its articles; an empty category says so.
 */
export function KnowledgeCategoryPage({ data }: { data: CategoryPageData }) {
  const { t, i18n } = useTranslation('knowledge');
  const loading = useLoadingHere();
  const { lang, area, depth1, depth2 } = data;
  const number = new Intl.NumberFormat(i18n.language);
  const current = depth2 ?? depth1;
  const empty = data.sections.every((section) => section.articles.length === 0);
  const crumbs = [
    { label: t(`area.${area}.title`), to: knowledgePaths.main(lang, area) },
    depth2 ? { label: depth1.name, to: knowledgePaths.category(lang, area, depth1.id) } : { label: depth1.name },
    ...(depth2 ? [{ label: depth2.name }] : []),
  ];
  return (
    <div className="page-column py-6 desktop:py-10" data-testid="knowledge-category">
      <KnowledgeBreadcrumb crumbs={crumbs} />
      <div className="mt-4 flex flex-col gap-4 desktop:flex-row desktop:items-end desktop:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-ink-900 desktop:text-3xl">{current.name}</h1>
          <p className="mt-1 text-sm text-ink-600">
            {t('category.articleCount', { n: number.format(current.articleCount) })}
          </p>
        </div>
        <div className="w-full desktop:max-w-sm">
          <KnowledgeSearchForm lang={lang} area={area} />
        </div>
      </div>
      {data.siblings.length > 0 ? (
        <nav aria-label={depth2 ? t('category.otherSections') : t('category.sections')} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {data.siblings.map((sibling) => {
              const here = sibling.id === depth2?.id;
              return (
                <li key={sibling.id}>
                  <Link
                    to={knowledgePaths.category(lang, area, sibling.id)}
                    aria-current={here ? 'page' : undefined}
                    className={`inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium ${
                      here
                        ? 'bg-ember-700 text-white'
                        : 'border border-flour-300 bg-white text-ink-800 hover:border-ember-700 hover:text-ember-800'
                    }`}
                  >
                    {sibling.name}
                    <span className={here ? 'text-white' : 'text-ink-600'}>{number.format(sibling.articleCount)}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
      <div className={`mt-6 ${loadingClass(loading)}`} aria-busy={loading}>
        {empty ? (
          <EmptyState title={t('category.empty')} body={t('category.emptyBody')}>
            <Link
              to={knowledgePaths.main(lang, area)}
              className="font-semibold text-ember-700 underline underline-offset-2"
            >
              {t('search.backToMain')}
            </Link>
          </EmptyState>
        ) : (
          <div className="flex flex-col gap-6">
            {data.sections.map(({ category, articles }) =>
              articles.length === 0 ? null : (
                <section
                  key={category.id}
                  aria-labelledby={`knowledge-section-${category.id}`}
                  className="rounded-lg border border-flour-300 bg-white px-5 py-5 shadow-card"
                  data-testid="knowledge-section"
                >
                  <h2 id={`knowledge-section-${category.id}`} className="mb-3 text-lg font-bold text-ink-900">
                    {depth2 ? (
                      category.name
                    ) : (
                      <Link
                        to={knowledgePaths.category(lang, area, category.id)}
                        className="underline-offset-2 hover:text-ember-800 hover:underline"
                      >
                        {category.name}
                      </Link>
                    )}
                  </h2>
                  <ArticleList lang={lang} articles={articles} showCategory={false} />
                </section>
              ),
            )}
          </div>
        )}
      </div>
    </div>
  );
}
