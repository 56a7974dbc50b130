import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardFigures } from '../../../../common/contracts/admin/console.ts';
import { consolePath } from '../console/console-sections.ts';

export interface DashboardData {
  last7: DashboardFigures;
  last30: DashboardFigures;
}

const FIGURES = ['newMembers', 'posts', 'replies', 'reportsWaiting', 'unansweredSearches', 'unhelpfulAnswers'] as const;

/** Where each figure is looked after in the console (issue 32 item 1). */
function sectionOf(lang: string, key: (typeof FIGURES)[number]): string {
  switch (key) {
    case 'newMembers':
      return consolePath(lang, 'members');
    case 'posts':
    case 'replies':
      return consolePath(lang, 'content');
    case 'reportsWaiting':
      return consolePath(lang, 'reports');
    case 'unansweredSearches':
      return `${consolePath(lang, 'knowledge')}/gaps?site=1`;
    case 'unhelpfulAnswers':
      return `${consolePath(lang, 'knowledge')}/feedback`;
  }
}

function Period({ lang, id, title, figures }: { lang: string; id: string; title: string; figures: DashboardFigures }) {
  const { t } = useTranslation('adminConsole');
  const empty = FIGURES.every((key) => figures[key] === 0);
  return (
    <section aria-labelledby={id} className="mb-8" data-testid={id}>
      <h2 id={id} className="mb-3 text-lg font-bold text-ink-900">
        {title}
      </h2>
      {empty ? <p className="mb-3 text-sm text-ink-700">{t('dashboard.empty')}</p> : null}
      <ul className="grid grid-cols-2 gap-3 tablet:grid-cols-3">
        {FIGURES.map((key) => {
          const label = t(`dashboard.figures.${key}`);
          return (
            <li key={key}>
              <Link
                to={sectionOf(lang, key)}
                className="flex min-h-24 flex-col justify-between rounded-lg border border-flour-300 bg-white p-4 shadow-card transition-colors hover:border-ember-700"
              >
                <span className="text-sm font-semibold text-ink-700">{label}</span>
                <span className="text-3xl font-bold text-ink-900 tabular-nums">
                  {figures[key].toLocaleString(lang)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The console's index (issue 32 item 1): figure cards for the last 7 and 30 days. */
export function DashboardView({ lang, data }: { lang: string; data: DashboardData }) {
  const { t } = useTranslation('adminConsole');
  return (
    <>
      <Period lang={lang} id="dashboard-last7" title={t('dashboard.last7')} figures={data.last7} />
      <Period lang={lang} id="dashboard-last30" title={t('dashboard.last30')} figures={data.last30} />
    </>
  );
}
