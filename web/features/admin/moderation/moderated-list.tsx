import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { FiltersForm } from './filters-form.tsx';
import { ItemActions, ModerationOutcome } from './item-actions.tsx';
import { filterQuery, type ModerationFilters, type ModerationIntent } from './moderation-intents.ts';

/** What both moderation pages show of an item: the post or reply it is, its text and where to read it. */
export interface ModeratedRow {
  targetType: 'post' | 'reply';
  targetId: number;
  postId: number;
  contentLang: string;
  text: string;
}

export interface ModeratedPage<Row> {
  filters: ModerationFilters;
  rows: Row[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/**
 * The frame of the reports queue and the content list (issue 32 items 2 and 5): the outcome of
 * the last action, the filters, then one item per row that opens (<details>) to what the page
 * tells of it, the item's text as text (also when hidden), a link to it and its actions; paging
 * keeps the filters.
 */
export function ModeratedList<Row extends ModeratedRow>({
  lang,
  mode,
  page,
  testId,
  summary,
  details,
  intents,
}: {
  lang: string;
  mode: 'reports' | 'content';
  page: ModeratedPage<Row>;
  testId: string;
  /** The line an item shows closed. */
  summary: (row: Row) => ReactNode;
  /** What an open item shows above its text. */
  details: (row: Row) => ReactNode;
  intents: (row: Row) => readonly ModerationIntent[];
}) {
  const { t } = useTranslation('adminModeration');
  const pageCount = Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <div>
      <ModerationOutcome />
      <FiltersForm mode={mode} filters={page.filters} />
      {page.rows.length === 0 ? (
        <p className="text-ink-700">{t(`${mode}.empty`)}</p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid={testId}>
          {page.rows.map((row) => (
            <li
              key={`${row.targetType}-${row.targetId}`}
              className="rounded-lg border border-flour-300 bg-white shadow-card"
            >
              <details>
                <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-2 p-4">
                  {summary(row)}
                </summary>
                <div className="border-t border-flour-300 p-4">
                  {details(row)}
                  <p
                    lang={row.contentLang}
                    className="mt-1 rounded-md bg-flour-100 p-3 break-words whitespace-pre-line text-ink-900"
                  >
                    {row.text}
                  </p>
                  <a
                    href={`/${lang}/post/${row.postId}`}
                    className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-ember-800 underline"
                  >
                    {t('open')}
                  </a>
                  <ItemActions targetType={row.targetType} targetId={row.targetId} intents={intents(row)} />
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
      <ListPagination
        page={page.pageNum}
        pageCount={pageCount}
        hrefFor={(pageNum) => filterQuery(page.filters, { pageNum: String(pageNum) }) || '?'}
      />
    </div>
  );
}
