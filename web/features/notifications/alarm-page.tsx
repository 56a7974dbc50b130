import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlarmPage as AlarmPageData } from './alarm-intents.ts';
import { updateBadge } from './bell/badge-store.ts';
import { AlarmList } from './list/alarm-list.tsx';
import { useAlarmFeed } from './list/use-alarm-feed.ts';

export interface AlarmPageProps {
  lang: string;
  page: AlarmPageData;
  /** A notification pressed without script that leads nowhere (SPEC §5): the API's message. */
  refusal?: string;
}

/**
 * {lang}/alarm: the bell's list as a page, for phones and for desktops without script
 * (SPEC §2.3). The same list as the panel; its loader counts as opening the panel.
 */
export function AlarmPage({ lang, page, refusal }: AlarmPageProps) {
  const { t } = useTranslation('notifications');
  const feed = useAlarmFeed(lang, page);
  // Reached by a link within the site, the layout's count is from before this page opened the panel.
  useEffect(() => updateBadge({ count: 0 }), [page]);
  return (
    <div className="page-column w-full max-w-3xl py-6">
      {refusal ? (
        <div role="alert" className="mb-4 rounded-lg border border-berry-700 bg-white p-4">
          <p className="font-bold text-ink-900">{t('refused.title')}</p>
          <p className="text-ink-800">{refusal}</p>
        </div>
      ) : null}
      <section
        aria-labelledby="alarm-page-title"
        className="overflow-hidden rounded-xl border border-flour-300 bg-white shadow-card"
      >
        <AlarmList
          lang={lang}
          feed={feed}
          heading={
            <div>
              <h1 id="alarm-page-title" className="text-xl font-bold text-ink-900">
                {t('page.title')}
              </h1>
              <p className="text-sm text-ink-600">{t('page.window')}</p>
            </div>
          }
        />
      </section>
    </div>
  );
}
