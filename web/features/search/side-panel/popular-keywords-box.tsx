import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { tagSearchHref } from '../../../lib/tag-search.ts';
import { SIDE_PANEL_KEYWORDS } from '../../../../common/validation/post.ts';
import type { PopularKeyword } from './popular-keywords.ts';

/**
 * The popular keywords of the side panel (P25; SPEC §2.2, §4, §9): collapsed, 225 px tall with
 * the first five tags as chips; expanded, 586 px with the first render's ten as a ranking with
 * their post counts. Each chip leads to the tag search. Without script the toggle is a
 * <details> whose open state the box's height follows (CSS `:has`); once hydrated it is a
 * button with aria-expanded. Null keywords (the call failed, SPEC §8) leave the box out.
 */
export function PopularKeywordsBox({ lang, keywords }: { lang: string; keywords: PopularKeyword[] | null }) {
  const { t } = useTranslation('side-panel');
  const hydrated = useHydrated();
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const listId = useId();
  if (!keywords) return null;
  const collapsible = keywords.length > SIDE_PANEL_KEYWORDS;
  const toggleClass =
    'inline-flex min-h-9 shrink-0 cursor-pointer items-center rounded-md px-2 text-sm font-semibold text-ember-700 hover:bg-ember-50 hover:underline';

  return (
    <section
      aria-labelledby={titleId}
      data-testid="popular-keywords"
      data-expanded={hydrated ? String(expanded) : undefined}
      className="group/keywords flex h-[225px] flex-col overflow-hidden rounded-lg border border-flour-300 bg-white p-5 shadow-card transition-[height] duration-300 data-[expanded=true]:h-[586px] has-[details[open]]:h-[586px]"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-bold text-ink-900">
            {t('keywords.title')}
          </h2>
          <p className="text-sm text-ink-600">{t('keywords.lead')}</p>
        </div>
        {collapsible && hydrated ? (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((open) => !open)}
            className={toggleClass}
            data-testid="popular-keywords-toggle"
          >
            {expanded ? t('keywords.less') : t('keywords.more')}
          </button>
        ) : null}
        {collapsible && !hydrated ? (
          // Before script: the same toggle as a disclosure the browser runs by itself.
          <details className="group/details">
            <summary className={`${toggleClass} list-none [&::-webkit-details-marker]:hidden`}>
              <span className="group-open/details:hidden">{t('keywords.more')}</span>
              <span className="hidden group-open/details:inline">{t('keywords.less')}</span>
            </summary>
          </details>
        ) : null}
      </div>
      {keywords.length === 0 ? (
        <p className="mt-4 text-sm text-ink-600">{t('keywords.empty')}</p>
      ) : (
        <ol
          id={listId}
          className="mt-4 flex flex-wrap gap-2 group-data-[expanded=true]/keywords:flex-col group-data-[expanded=true]/keywords:flex-nowrap group-has-[details[open]]/keywords:flex-col group-has-[details[open]]/keywords:flex-nowrap"
        >
          {keywords.map((keyword, index) => (
            <li
              key={keyword.id}
              className={`min-w-0 items-center gap-2 ${
                index < SIDE_PANEL_KEYWORDS
                  ? 'flex'
                  : 'hidden group-data-[expanded=true]/keywords:flex group-has-[details[open]]/keywords:flex'
              }`}
            >
              <span className="hidden w-8 shrink-0 text-sm font-bold text-ember-800 group-data-[expanded=true]/keywords:inline group-has-[details[open]]/keywords:inline">
                {t('keywords.rank', { rank: index + 1 })}
              </span>
              <Link
                to={tagSearchHref(lang, keyword.keyword)}
                className="inline-flex min-h-8 min-w-0 items-center truncate rounded-full bg-ember-50 px-3 text-sm font-medium text-ember-800 hover:bg-ember-100 hover:underline"
              >
                #{keyword.keyword}
              </Link>
              <span className="ml-auto hidden shrink-0 text-xs text-ink-600 group-data-[expanded=true]/keywords:inline group-has-[details[open]]/keywords:inline">
                {t('keywords.count', { count: keyword.count })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
