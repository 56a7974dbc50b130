import { useTranslation } from 'react-i18next';
import type { ReportQueueRow } from '../../../../common/contracts/admin/moderation.ts';
import { formatTimestamp } from '../../../lib/format-timestamp.ts';
import { ModeratedList, type ModeratedPage } from './moderated-list.tsx';
import { filterQuery, type ModerationFilters, type ModerationIntent } from './moderation-intents.ts';

export type ReportsData = ModeratedPage<ReportQueueRow>;

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
export function ReportsView({
  lang,
  data,
  reasonNames = {},
}: {
  lang: string;
  data: ReportsData;
  /** The reasons' names as reporters read them (reference data an administrator may rename), by key. */
  reasonNames?: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation('adminModeration');
  const reasonName = (key: string) => reasonNames[key] ?? t(`reasons.${key}`, { defaultValue: key });
  return (
    <ModeratedList
      lang={lang}
      mode="reports"
      page={data}
      testId="report-queue"
      intents={intentsOf}
      summary={(row) => (
        <>
          <span className="rounded-sm bg-flour-200 px-2 py-0.5 text-xs font-semibold text-ink-800">
            {t(`targets.${row.targetType}`)}
          </span>
          <span lang={row.contentLang} className="min-w-0 flex-1 font-semibold break-words text-ink-900">
            {row.title}
          </span>
          <span className="text-sm text-ink-700">{t(`itemStates.${row.state}`)}</span>
          <span className="text-sm text-ink-700">· {t(`reportStates.${row.reportState}`)}</span>
          <span className="text-sm text-ink-700">· {t('reports.reportCount', { count: row.reporters.length })}</span>
          <span className="text-sm text-ink-600">· {formatTimestamp(row.lastReportedAt)}</span>
        </>
      )}
      details={(row) => (
        <>
          <h3 className="text-sm font-bold text-ink-900">{t('reports.reasons')}</h3>
          <ul className="mt-1 flex flex-wrap gap-2">
            {row.reasons.map((reason) => (
              <li key={reason.reasonKey} className="rounded-sm bg-flour-100 px-2 py-0.5 text-sm text-ink-800">
                {reasonName(reason.reasonKey)} × {reason.count}
              </li>
            ))}
          </ul>
          <h3 className="mt-3 text-sm font-bold text-ink-900">{t('reports.reporters')}</h3>
          <ul className="mt-1 flex flex-col gap-1 text-sm text-ink-800">
            {row.reporters.map((reporter) => (
              <li key={`${reporter.id}-${reporter.reportedAt}`}>
                {reporter.nickname ?? '—'} · {reasonName(reporter.reasonKey)} · {formatTimestamp(reporter.reportedAt)}
              </li>
            ))}
          </ul>
          <h3 className="mt-3 text-sm font-bold text-ink-900">{t('reports.content')}</h3>
          <p className="text-sm text-ink-700">
            {t('reports.author')}: {row.author.nickname ?? '—'} ·{' '}
            {t(`groupings.${row.grouping}`, { defaultValue: row.grouping })}
          </p>
        </>
      )}
    />
  );
}

/** The CSV of what the queue shows (SPEC §7.2), with the queue's filters and the page's language. */
export function reportDownloadHref(lang: string, filters: ModerationFilters): string {
  const { state, grouping, contentLang, from, to } = filters;
  return `/api/post/reportDownload${filterQuery({ state, grouping, contentLang, from, to }, { lang })}`;
}
