import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { KnowledgeResult } from '../../../common/contracts/search.ts';
import { formatDay } from '../../lib/format-day.ts';
import { HighlightedText } from '../../components/ui/highlighted-text.tsx';
import { knowledgePaths } from './knowledge-paths.ts';

/** One search result of an area: where it sits, its title and excerpt with what matched marked. */
export function KnowledgeResultCard({ lang, result }: { lang: string; result: KnowledgeResult }) {
  const { t, i18n } = useTranslation('knowledge');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <article
      className="group relative flex min-w-0 flex-col gap-2 rounded-lg border border-flour-300 bg-white px-5 py-4 shadow-card transition-shadow duration-200 hover:shadow-raised"
      data-testid="knowledge-result"
    >
      <p className="text-xs text-ink-600">
        {result.parentCategory.name} › {result.category.name}
      </p>
      <h2 className="text-lg font-bold text-ink-900">
        <Link
          to={knowledgePaths.article(lang, result.kind, result.id)}
          className="after:absolute after:inset-0 after:rounded-lg group-hover:text-ember-800"
        >
          <HighlightedText segments={result.title} />
        </Link>
      </h2>
      {result.excerpt.length > 0 ? (
        <p className="line-clamp-3 text-sm break-words text-ink-700">
          <HighlightedText segments={result.excerpt} />
        </p>
      ) : null}
      <p className="flex flex-wrap gap-x-3 text-xs text-ink-600">
        <span>{t('card.helpful', { n: number.format(result.helpfulCount) })}</span>
        <time dateTime={result.updatedAt}>{formatDay(result.updatedAt)}</time>
      </p>
    </article>
  );
}
