import { type MouseEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher, useLocation } from 'react-router';
import { formatTimestamp } from '../../../lib/format-timestamp.ts';
import { PagerArrow } from '../../../components/ui/pager-arrow.tsx';
import { pageCountOf, pagerArrows } from '../../../components/ui/pagination.ts';
import { postPaths } from '../post-paths.ts';
import { type CareersPanelData, careersPanelHref, withCareersPage } from './careers-panel-data.ts';

/**
 * The careers side panel (SPEC §2.2, §7.2): three careers posts at a time with previous and
 * next arrows, dimmed at the ends (SPEC §4). The arrows page through a fetcher, so the page
 * around it stays as it is; without script they are links to the same page with the panel's
 * page in the query. Null data (the panel failed to load, SPEC §8) shows nothing.
 */
export function CareersPanel({ lang, initial }: { lang: string; initial: CareersPanelData | null }) {
  const { t } = useTranslation('posts');
  const titleId = useId();
  const location = useLocation();
  const fetcher = useFetcher<{ careersPanel?: CareersPanelData | null }>();
  const panel = fetcher.data?.careersPanel ?? initial;
  if (!panel) return null;

  const pageCount = pageCountOf(panel.total, panel.pageSize);
  const { previous, next } = pagerArrows(panel.pageNum, pageCount);
  const hrefOf = (page: number | undefined) =>
    page === undefined ? undefined : withCareersPage(location.pathname, location.search, page);
  const pageWith = (page: number | undefined) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (page === undefined || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void fetcher.load(careersPanelHref(lang, page));
  };

  return (
    <section
      aria-labelledby={titleId}
      aria-busy={fetcher.state === 'loading'}
      className="rounded-lg border border-flour-300 bg-white p-5 shadow-card"
      data-testid="careers-panel"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={titleId} className="text-lg font-bold text-ink-900">
          {t('careersPanel.title')}
        </h2>
        <Link
          to={postPaths.list(lang, 'careers')}
          className="text-sm font-semibold text-ember-700 hover:underline"
          aria-label={t('careersPanel.seeAllLabel')}
        >
          {t('careersPanel.seeAll')}
        </Link>
      </div>
      {panel.rows.length === 0 ? (
        <p className="mt-4 text-sm text-ink-600">{t('careersPanel.empty')}</p>
      ) : (
        <ul
          className={`mt-3 divide-y divide-flour-300 transition-opacity ${fetcher.state === 'loading' ? 'opacity-60' : ''}`}
        >
          {panel.rows.map((row) => (
            <li key={row.id} className="relative py-3">
              {row.companyName ? (
                <p className="truncate text-xs font-semibold text-ember-700">{row.companyName}</p>
              ) : null}
              <h3 className="line-clamp-2 font-semibold text-ink-900">
                <Link
                  to={postPaths.post(lang, row.id)}
                  className="after:absolute after:inset-0 hover:text-ember-800 hover:underline"
                >
                  {row.title}
                </Link>
              </h3>
              {row.excerpt ? <p className="mt-1 line-clamp-3 text-sm text-ink-700">{row.excerpt}</p> : null}
              <p className="mt-1 text-xs text-ink-600">
                <time dateTime={row.createdAt}>{formatTimestamp(row.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      {panel.total > 0 ? (
        <div className="mt-3 flex items-center justify-between gap-3">
          <PagerArrow
            direction="previous"
            to={hrefOf(previous)}
            label={t('common:pagination.previous')}
            onClick={pageWith(previous)}
            preventScrollReset
          />
          <p className="text-sm text-ink-700" aria-live="polite">
            {t('common:pagination.pageOf', { page: panel.pageNum, pages: pageCount })}
          </p>
          <PagerArrow
            direction="next"
            to={hrefOf(next)}
            label={t('common:pagination.next')}
            onClick={pageWith(next)}
            preventScrollReset
          />
        </div>
      ) : null}
    </section>
  );
}
