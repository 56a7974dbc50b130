import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ArticleCard } from '../../../common/contracts/knowledge.ts';
import { knowledgePaths } from './knowledge-paths.ts';

/**
 * Articles as a list of links: the title (the link), its first words and where it sits. The
 * title's language is marked when it is another than the page's (an untranslated article).
 */
export function ArticleList({
  lang,
  articles,
  label,
  showCategory = true,
  testId,
}: {
  lang: string;
  articles: readonly ArticleCard[];
  /** The list's accessible name (the heading above it, usually). */
  label?: string;
  showCategory?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('knowledge');
  return (
    <ul className="flex flex-col divide-y divide-flour-200" aria-label={label} data-testid={testId}>
      {articles.map((article) => (
        <li key={article.id} className="relative py-3 first:pt-0 last:pb-0" data-article-id={article.id}>
          <p className="flex flex-wrap items-center gap-2">
            <Link
              to={knowledgePaths.article(lang, article.kind, article.id)}
              lang={article.fallback ? article.lang : undefined}
              className="font-semibold text-ink-900 underline-offset-2 hover:text-ember-800 hover:underline"
            >
              {article.title}
            </Link>
            {article.status === 'draft' ? (
              <span className="rounded-full bg-crust-100 px-2 py-0.5 text-xs font-semibold text-crust-700">
                {t('nav.draft')}
              </span>
            ) : null}
          </p>
          {article.excerpt ? (
            <p className="mt-1 line-clamp-2 text-sm text-ink-700" lang={article.fallback ? article.lang : undefined}>
              {article.excerpt}
            </p>
          ) : null}
          {showCategory ? (
            <p className="mt-1 text-xs text-ink-600">
              {article.parentCategory.name} › {article.category.name}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
