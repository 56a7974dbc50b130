import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { KnowledgeResult } from '../../../common/contracts/search.ts';
import { HighlightedText } from '../../components/ui/highlighted-text.tsx';

/** The page of a guide (Documentation) or an answer (Solomon): issue 31's reading routes. */
export function knowledgeHref(lang: string, result: Pick<KnowledgeResult, 'kind' | 'id'>): string {
  return `/${lang}/${result.kind === 'guide' ? 'documentation' : 'solomon'}/post/${result.id}`;
}

/**
 * A guide or an answer found by the site's search (issue 31 item 8): its area, its category
 * path, the title and excerpt with the matched words marked, its keywords and how many readers
 * found it helpful. `compact` is the "All" tab's preview.
 */
export function KnowledgeResultCard({
  lang,
  result,
  compact = false,
}: {
  lang: string;
  result: KnowledgeResult;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation('search');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <article
      className="group relative flex min-w-0 flex-col gap-2 rounded-lg border border-flour-300 bg-white px-5 py-4 shadow-card transition-shadow duration-200 hover:shadow-raised"
      data-testid="knowledge-result"
      data-kind={result.kind}
      data-article-id={result.id}
    >
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="rounded-full bg-leaf-50 px-2.5 py-0.5 font-semibold text-leaf-700">
          {t(`knowledge.kind.${result.kind}`)}
        </span>
        <span className="rounded-full bg-flour-100 px-2.5 py-0.5 font-semibold text-ink-700">
          <span className="sr-only">{t('result.category')}: </span>
          {result.parentCategory.name} · {result.category.name}
        </span>
      </div>
      <h3 className={`line-clamp-2 font-bold text-ink-900 ${compact ? 'text-base' : 'text-lg desktop:text-xl'}`}>
        <Link
          to={knowledgeHref(lang, result)}
          className="after:absolute after:inset-0 after:rounded-lg group-hover:text-ember-800"
        >
          <HighlightedText segments={result.title} />
        </Link>
      </h3>
      {result.excerpt.length > 0 ? (
        <p className={`text-sm break-words text-ink-700 ${compact ? 'line-clamp-2' : 'line-clamp-3'}`}>
          <HighlightedText segments={result.excerpt} />
        </p>
      ) : null}
      {!compact && result.keywords.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('knowledge.keywords')}>
          {result.keywords.map((keyword) => (
            <li key={keyword} className="rounded-md bg-flour-100 px-2 text-xs font-medium text-ink-700">
              {keyword}
            </li>
          ))}
        </ul>
      ) : null}
      {result.helpfulCount > 0 ? (
        <p className="text-xs text-ink-600">{t('knowledge.helpful', { n: number.format(result.helpfulCount) })}</p>
      ) : null}
    </article>
  );
}
