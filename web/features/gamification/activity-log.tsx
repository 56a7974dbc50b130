import { useTranslation } from 'react-i18next';
import type { ScoreHistoryRow } from '../../../common/contracts/gamification.ts';
import { VisuallyHidden } from '../../components/ui/visually-hidden.tsx';
import { type ActivityLinks, ActivitySentence } from './activity-sentence.tsx';

/**
 * myzone/activity (SPEC §2.1, §3.3 "Activity log entry: date, activity, temperature"): the
 * member's score rows, newest first: the activity in words, the points (a take-back negative;
 * "daily limit" when the cap paid less, P20) and the temperature right after. One row reads as a
 * line on a phone and on the desktop alike; the route adds the pager and the empty state.
 */
export function ActivityLog({
  rows,
  links,
  formatDate,
}: {
  rows: readonly ScoreHistoryRow[];
  links: ActivityLinks;
  formatDate: (iso: string) => string;
}) {
  const { t } = useTranslation('gamification');
  return (
    <ol
      className="divide-y divide-flour-300 rounded-xl border border-flour-300 bg-white px-5 shadow-card"
      data-testid="activity-rows"
    >
      {rows.map((row) => (
        <li key={row.id} className="flex flex-col gap-1 py-4" data-testid="activity-row" data-key={row.key}>
          <div className="flex items-start justify-between gap-4">
            <p className="min-w-0 text-ink-900 [overflow-wrap:anywhere]" data-testid="activity-sentence">
              <ActivitySentence row={row} links={links} />
            </p>
            <p className="shrink-0 text-right">
              <VisuallyHidden>{t('activity.points')} </VisuallyHidden>
              <span
                className={`font-bold whitespace-nowrap ${row.points < 0 ? 'text-berry-700' : 'text-ember-800'}`}
                data-testid="activity-points"
              >
                {t('signedDegrees', { value: row.points })}
              </span>
            </p>
          </div>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-700">
            <span>
              <VisuallyHidden>{t('activity.date')} </VisuallyHidden>
              <time dateTime={row.at}>{formatDate(row.at)}</time>
            </span>
            <span data-testid="activity-temperature">
              {t('activity.temperature')} {t('degrees', { value: row.temperature })}
            </span>
            {row.capped ? (
              <span
                className="rounded-full bg-flour-200 px-2 py-0.5 text-xs font-semibold text-ink-800"
                title={t('activity.cappedHint')}
                data-testid="activity-capped"
              >
                {t('activity.capped')}
                <VisuallyHidden>: {t('activity.cappedHint')}</VisuallyHidden>
              </span>
            ) : null}
          </p>
        </li>
      ))}
    </ol>
  );
}
