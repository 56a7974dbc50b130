import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSubmit } from 'react-router';
import { ALARM_INTENTS } from '../alarm-intents.ts';
import { AlarmList } from '../list/alarm-list.tsx';
import { useAlarmFeed } from '../list/use-alarm-feed.ts';
import { updateBadge } from './badge-store.ts';

export interface BellPanelProps {
  id: string;
  lang: string;
  bell: RefObject<HTMLButtonElement | null>;
  /** Closes the panel; with `returnFocus` the focus goes back to the bell (Escape). */
  onClose: (returnFocus: boolean) => void;
}

/**
 * The bell's 400 × 440 px panel (SPEC §9), a non-modal dialog under the bell. Opening it is
 * SPEC §4's "panel opened": the badge goes to 0 and the server stores the time. Escape closes it
 * and the focus returns to the bell (HeaderBell); a press outside closes it too (but not one in a dialog it
 * opened, such as the alert of a notification that leads nowhere).
 */
export function BellPanel({ id, lang, bell, onClose }: BellPanelProps) {
  const { t } = useTranslation('notifications');
  const panel = useRef<HTMLDivElement>(null);
  const submit = useSubmit();
  const close = useCallback(() => onClose(false), [onClose]);
  const feed = useAlarmFeed(lang, undefined, close);

  useEffect(() => {
    updateBadge({ count: 0 });
    const form = new FormData();
    form.set('intent', ALARM_INTENTS.open);
    void submit(form, {
      method: 'post',
      action: `/${lang}/alarm/data`,
      navigate: false,
      fetcherKey: 'alarm-open-panel',
      defaultShouldRevalidate: false,
    });
    panel.current?.focus();
  }, [lang, submit]);

  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (!target || panel.current?.contains(target) || bell.current?.contains(target)) return;
      if (target.closest('[role="dialog"],[role="alertdialog"]')) return;
      onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [bell, onClose]);

  const headingId = `${id}-title`;
  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-labelledby={headingId}
      tabIndex={-1}
      className="absolute top-full right-0 z-50 mt-2 flex h-[440px] w-[400px] max-w-[calc(100vw-1rem)] flex-col overflow-hidden rounded-xl border border-flour-300 bg-white shadow-lg outline-none"
    >
      <AlarmList
        lang={lang}
        feed={feed}
        heading={
          <h2 id={headingId} className="text-base font-bold text-ink-900">
            {t('panel.title')}
          </h2>
        }
        bodyClassName="min-h-0 flex-1 overflow-y-auto"
      />
      <div className="border-t border-flour-300 px-4 py-2 text-center">
        <Link
          to={`/${lang}/alarm`}
          className="inline-flex min-h-9 items-center text-sm font-semibold text-ember-800 hover:underline"
          onClick={close}
        >
          {t('panel.viewAll')}
        </Link>
      </div>
    </div>
  );
}
