import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SearchResult } from '../../../common/contracts/search.ts';
import { HighlightedText } from '../../components/ui/highlighted-text.tsx';
import { searchHref } from './search-query.ts';

export type RenderAuthor = (author: SearchResult['author']) => ReactNode;

export interface SearchResultCardProps {
  lang: string;
  result: SearchResult;
  /** The posts feature's author badge, handed in by the route (features do not import each other). */
  renderAuthor: RenderAuthor;
  formatDate: (iso: string) => string;
}

/**
 * One result (issue 30 item 1): the grouping, the title and an excerpt with the matched words
 * marked, the category, the tags (each a tag search), the author, the counts and the date. The
 * title's link stretches over the card; tags and the author stay links of their own above it.
 */
export function SearchResultCard({ lang, result, renderAuthor, formatDate }: SearchResultCardProps) {
  const { t, i18n } = useTranslation('search');
  const number = new Intl.NumberFormat(i18n.language);
  const category = result.categories.at(-1);
  const counts = [
    { key: 'replies', value: result.replyCount },
    { key: 'likes', value: result.likeCount },
    { key: 'views', value: result.viewCount },
  ] as const;
  return (
    <article
      className="group relative flex min-w-0 flex-col gap-2 rounded-lg border border-flour-300 bg-white px-5 py-4 shadow-card transition-shadow duration-200 hover:shadow-raised"
      data-testid="search-result"
      data-post-id={result.id}
    >
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="rounded-full bg-ember-50 px-2.5 py-0.5 font-semibold text-ember-800">
          {t(`posts:groupings.${result.type}.title`)}
        </span>
        {category ? (
          <span className="rounded-full bg-flour-100 px-2.5 py-0.5 font-semibold text-ink-700">
            <span className="sr-only">{t('result.category')}: </span>
            {category.name}
          </span>
        ) : null}
      </div>
      {result.companyName ? (
        <p className="truncate text-sm font-semibold text-ember-700">
          <span className="sr-only">{t('result.company')} </span>
          {result.companyName}
        </p>
      ) : null}
      <h2 className="line-clamp-2 text-lg font-bold text-ink-900 desktop:text-xl">
        <Link
          to={`/${lang}/post/${result.id}`}
          className="after:absolute after:inset-0 after:rounded-lg group-hover:text-ember-800"
        >
          <HighlightedText segments={result.title} />
        </Link>
      </h2>
      {result.excerpt.length > 0 ? (
        <p className="line-clamp-3 text-sm break-words text-ink-700" data-testid="search-excerpt">
          <HighlightedText segments={result.excerpt} />
        </p>
      ) : null}
      {result.tags.length > 0 ? (
        <ul className="relative z-10 flex flex-wrap gap-1.5" aria-label={t('result.tags')}>
          {result.tags.map((tag) => (
            <li key={tag}>
              <Link
                to={searchHref(lang, { text: `#${tag}`, tag: true })}
                className="inline-flex min-h-6 items-center rounded-md bg-ember-50 px-2 text-xs font-medium text-ember-800 hover:bg-ember-100 hover:underline"
              >
                #{tag}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto flex min-w-0 flex-wrap items-center justify-between gap-x-4 gap-y-2 pt-2">
        {renderAuthor(result.author)}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-600">
          <ul className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {counts.map((count) => (
              <li key={count.key} data-count={count.key}>
                {t(`result.${count.key}`)} {number.format(count.value)}
              </li>
            ))}
          </ul>
          <time dateTime={result.createdAt}>{formatDate(result.createdAt)}</time>
        </div>
      </div>
    </article>
  );
}
