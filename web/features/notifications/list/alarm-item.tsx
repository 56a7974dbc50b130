import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Alarm } from '../../../../common/contracts/notifications/alarms.ts';
import { MemberAvatar } from '../../../components/members/member-avatar.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { ALARM_INTENTS } from '../alarm-intents.ts';
import { BellIcon } from '../bell/bell-icon.tsx';
import { absoluteTime, relativeTime } from './relative-time.ts';

export interface AlarmItemProps {
  lang: string;
  alarm: Alarm;
  now: string;
  onFollow: (alarm: Alarm) => void;
  onMarkRead: (id: number) => void;
}

/**
 * One notification (SPEC §3.4): who, what, an excerpt and when, as a button that checks it and
 * follows it (SPEC §5). Unread ones are tinted, bold, dotted and say "unread" to screen readers:
 * never told by colour alone. Both buttons are forms of {lang}/alarm, so they work without script.
 */
export function AlarmItem({ lang, alarm, now, onFollow, onMarkRead }: AlarmItemProps) {
  const { t } = useTranslation('notifications');
  const unread = !alarm.show;
  const action = `/${lang}/alarm`;
  const handle = (event: FormEvent, run: () => void) => {
    event.preventDefault();
    run();
  };
  return (
    <li
      className={`relative flex items-start border-b border-flour-200 last:border-b-0 ${unread ? 'bg-ember-50' : 'bg-white'}`}
      data-unread={unread || undefined}
    >
      {unread ? <span aria-hidden="true" className="absolute top-0 bottom-0 left-0 w-1 bg-ember-700" /> : null}
      <form
        method="post"
        action={action}
        className="min-w-0 flex-1"
        onSubmit={(event) => handle(event, () => onFollow(alarm))}
      >
        <input type="hidden" name="intent" value={ALARM_INTENTS.check} />
        <input type="hidden" name="id" value={alarm.id} />
        <button
          type="submit"
          className="flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-flour-100 focus-visible:bg-flour-100"
        >
          <span className="mt-0.5 shrink-0">
            {alarm.actor ? (
              <MemberAvatar member={alarm.actor} size={36} />
            ) : (
              <span className="inline-flex size-9 items-center justify-center rounded-full bg-flour-200 text-ink-700 [&_svg]:size-5">
                <BellIcon />
              </span>
            )}
          </span>
          <span className="flex min-w-0 flex-1 flex-col gap-0.5">
            <span className={`text-sm break-words ${unread ? 'font-bold text-ink-900' : 'text-ink-800'}`}>
              {unread ? (
                <>
                  <span
                    aria-hidden="true"
                    className="mr-1.5 inline-block size-2 rounded-full bg-ember-700 align-middle"
                  />
                  <VisuallyHidden>{`${t('list.unread')}: `}</VisuallyHidden>
                </>
              ) : null}
              {alarm.message}
            </span>
            {alarm.fields.content ? (
              <span className="line-clamp-2 text-sm break-words text-ink-600">{alarm.fields.content}</span>
            ) : null}
            <time
              dateTime={alarm.createdAt}
              title={absoluteTime(alarm.createdAt, lang)}
              className="text-xs text-ink-600"
            >
              {relativeTime(alarm.createdAt, now, lang)}
            </time>
          </span>
        </button>
      </form>
      {unread ? (
        <form
          method="post"
          action={action}
          className="shrink-0 p-1.5"
          onSubmit={(event) => handle(event, () => onMarkRead(alarm.id))}
        >
          <input type="hidden" name="intent" value={ALARM_INTENTS.read} />
          <input type="hidden" name="id" value={alarm.id} />
          <button
            type="submit"
            aria-label={t('list.markReadOf', { message: alarm.message })}
            title={t('list.markRead')}
            className="inline-flex size-9 items-center justify-center rounded-md text-ink-700 hover:bg-flour-200"
          >
            <Icon width="20" height="20">
              <path d="m5 12.5 4.5 4.5L19 7.5" />
            </Icon>
          </button>
        </form>
      ) : null}
    </li>
  );
}
