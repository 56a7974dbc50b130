import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { LoadingIndicator } from '../../../components/ui/loading-indicator.tsx';
import { ALARM_INTENTS } from '../alarm-intents.ts';
import { AlarmItem } from './alarm-item.tsx';
import type { AlarmFeed } from './use-alarm-feed.ts';

export interface AlarmListProps {
  lang: string;
  feed: AlarmFeed;
  /** The panel's or the page's heading, beside "mark all read". */
  heading: ReactNode;
  /** Classes of the part that scrolls (the panel's fixed height). */
  bodyClassName?: string;
}

/**
 * The notifications as a list (SPEC §4): a loading state, a zero state, unread ones marked,
 * "mark all read", and older ones behind "more" (a link to the next page without script).
 */
export function AlarmList({ lang, feed, heading, bodyClassName = '' }: AlarmListProps) {
  const { t } = useTranslation('notifications');
  const anyUnread = feed.rows.some((row) => !row.show);
  const last = feed.rows.at(-1);
  return (
    <>
      <div className="flex min-h-14 items-center justify-between gap-2 border-b border-flour-300 px-4 py-2">
        {heading}
        {feed.status === 'ready' && anyUnread ? (
          <form
            method="post"
            action={`/${lang}/alarm`}
            onSubmit={(event) => {
              event.preventDefault();
              feed.markAllRead();
            }}
          >
            <input type="hidden" name="intent" value={ALARM_INTENTS.all} />
            <button type="submit" className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
              {t('list.markAllRead')}
            </button>
          </form>
        ) : null}
      </div>
      <div className={bodyClassName}>
        {feed.status === 'loading' ? (
          <LoadingIndicator label={t('list.loading')} size={48} />
        ) : feed.status === 'failed' ? (
          <div role="alert" className="flex flex-col items-center gap-3 p-6 text-center text-ink-700">
            <p>{t('list.failed')}</p>
            <Button variant="secondary" size="sm" onClick={feed.retry}>
              {t('list.retry')}
            </Button>
          </div>
        ) : feed.rows.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
            <p className="font-semibold text-ink-900">{t('list.empty')}</p>
            <p className="text-sm text-ink-600">{t('list.emptyHint')}</p>
          </div>
        ) : (
          <>
            <ul aria-label={t('list.label')}>
              {feed.rows.map((alarm) => (
                <AlarmItem
                  key={alarm.id}
                  lang={lang}
                  alarm={alarm}
                  now={feed.now}
                  onFollow={feed.follow}
                  onMarkRead={feed.markRead}
                />
              ))}
            </ul>
            {feed.more && last ? (
              <div className="flex justify-center p-3">
                <a
                  href={`/${lang}/alarm?beforeId=${last.id}`}
                  aria-disabled={feed.loadingMore || undefined}
                  className={buttonStyles({ variant: 'secondary', size: 'sm' })}
                  onClick={(event) => {
                    event.preventDefault();
                    if (!feed.loadingMore) feed.loadMore();
                  }}
                >
                  {t('list.more')}
                </a>
              </div>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}
