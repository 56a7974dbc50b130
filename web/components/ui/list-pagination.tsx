import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagerArrow } from './pager-arrow.tsx';
import { pageItems, pagerArrows } from './pagination.ts';

/**
 * Numbered pagination with previous and next (SPEC §9 page sizes, §4 dimmed arrows at the ends).
 * Plain links, so that paging works without script and every page has its own address. Phones
 * get "3 / 12" between the arrows instead of the numbers. One page needs no pager. Post lists,
 * member lists and My Zone's lists share it.
 */
export function ListPagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const { previous, next } = pagerArrows(page, pageCount);
  return (
    <nav aria-label={t('pagination.label')} className="mt-8 flex items-center justify-center gap-2">
      <PagerArrow
        direction="previous"
        to={previous === undefined ? undefined : hrefFor(previous)}
        label={t('pagination.previous')}
      />
      <ol className="hidden items-center gap-1 desktop:flex">
        {pageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-500">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-current={item === page ? 'page' : undefined}
                className="inline-flex size-11 items-center justify-center rounded-md text-sm font-semibold text-ink-800 hover:bg-flour-200 current:bg-ember-700 current:text-white"
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      <p className="px-3 text-sm text-ink-700 desktop:hidden">{t('pagination.pageOf', { page, pages: pageCount })}</p>
      <PagerArrow direction="next" to={next === undefined ? undefined : hrefFor(next)} label={t('pagination.next')} />
    </nav>
  );
}
