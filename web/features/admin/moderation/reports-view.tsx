import { useTranslation } from 'react-i18next';
import type { ReportQueueRow } from '../../../../common/contracts/admin/moderation.ts';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { formatTimestamp } from '../../../lib/format-timestamp.ts';
import { FiltersForm } from './filters-form.tsx';
import { ItemActions, ModerationOutcome } from './item-actions.tsx';
import { filterQuery, type ModerationFilters, type ModerationIntent } from './moderation-intents.ts';

export interface ReportsData {
  filters: ModerationFilters;
  rows: ReportQueueRow[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** What an item of the queue can be asked: its waiting reports handled, or its hiding undone. */
function intentsOf(row: ReportQueueRow): ModerationIntent[] {
  const intents: ModerationIntent[] = [];
  if (row.reportState === 'waiting' && row.state !== 'deleted') intents.push('uphold', 'dismiss');
  if (row.state === 'hidden') intents.push('restore');
  return intents;
}

/**
 * The reports queue (issue 32 item 2): each reported post or reply, newest report first, opens
 * to its reasons, its reporters and its content (shown as text, also when hidden).
 */
export function ReportsView({ lang, data }: { lang: string; data: ReportsData }) {
  const { t } = useTranslation('adminModeration');
  const pageCount = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <div>
      <ModerationOutcome />
      <FiltersForm mode="reports" filters={data.filters} />
      {data.rows.length === 0 ? (
        <p className="text-ink-700">{t('reports.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="report-queue">
          {data.rows.map((row) => (
            <li
              key={`${row.targetType}-${row.targetId}`}
              className="rounded-lg border border-flour-300 bg-white shadow-card"
            >
              <details>
                <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-2 p-4">
                  <span className="rounded-sm bg-flour-200 px-2 py-0.5 text-xs font-semibold text-ink-800">
                    {t(`targets.${row.targetType}`)}
                  </span>
                  <span lang={row.contentLang} className="min-w-0 flex-1 font-semibold break-words text-ink-900">
                    {row.title}
                  </span>
                  <span className="text-sm text-ink-700">{t(`itemStates.${row.state}`)}</span>
                  <span className="text-sm text-ink-700">· {t(`reportStates.${row.reportState}`)}</span>
                  <span className="text-sm text-ink-700">
                    · {t('reports.reportCount', { count: row.reporters.length })}
                  </span>
                  <span className="text-sm text-ink-600">· {formatTimestamp(row.lastReportedAt)}</span>
                </summary>
                <div className="border-t border-flour-300 p-4">
                  <h3 className="text-sm font-bold text-ink-900">{t('reports.reasons')}</h3>
                  <ul className="mt-1 flex flex-wrap gap-2">
                    {row.reasons.map((reason) => (
                      <li key={reason.reasonKey} className="rounded-sm bg-flour-100 px-2 py-0.5 text-sm text-ink-800">
                        {t(`reasons.${reason.reasonKey}`, { defaultValue: reason.reasonKey })} × {reason.count}
                      </li>
                    ))}
                  </ul>
                  <h3 className="mt-3 text-sm font-bold text-ink-900">{t('reports.reporters')}</h3>
                  <ul className="mt-1 flex flex-col gap-1 text-sm text-ink-800">
                    {row.reporters.map((reporter) => (
                      <li key={`${reporter.id}-${reporter.reportedAt}`}>
                        {reporter.nickname ?? '—'} ·{' '}
                        {t(`reasons.${reporter.reasonKey}`, { defaultValue: reporter.reasonKey })} ·{' '}
                        {formatTimestamp(reporter.reportedAt)}
                      </li>
                    ))}
                  </ul>
                  <h3 className="mt-3 text-sm font-bold text-ink-900">{t('reports.content')}</h3>
                  <p className="text-sm text-ink-700">
                    {t('reports.author')}: {row.author.nickname ?? '—'} ·{' '}
                    {t(`groupings.${row.grouping}`, { defaultValue: row.grouping })}
                  </p>
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
                  <ItemActions targetType={row.targetType} targetId={row.targetId} intents={intentsOf(row)} />
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
      <ListPagination
        page={data.pageNum}
        pageCount={pageCount}
        hrefFor={(page) => filterQuery(data.filters, { pageNum: String(page) }) || '?'}
      />
    </div>
  );
}

/** The CSV of what the queue shows (SPEC §7.2), with the queue's filters and the page's language. */
export function reportDownloadHref(lang: string, filters: ModerationFilters): string {
  const { state, grouping, contentLang, from, to } = filters;
  return `/api/post/reportDownload${filterQuery({ state, grouping, contentLang, from, to }, { lang })}`;
}
