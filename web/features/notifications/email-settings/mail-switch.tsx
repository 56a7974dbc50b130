import { useEffect, useEffectEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import type { AlarmMailKind } from '../../../../common/contracts/notifications/mail-settings.ts';
import { useToast } from '../../../components/ui/toasts.tsx';
import { kindLabelKey, type SwitchResult } from './switch-result.ts';

/**
 * One e-mail kind as a switch: each press saves at once and says so in a toast. A form of its
 * own, so that without JavaScript the press is a plain POST to the page and the page comes back
 * with the switch moved.
 */
export function MailSwitch({ kind, on }: { kind: AlarmMailKind; on: boolean }) {
  const { t } = useTranslation('notifications-mail');
  const fetcher = useFetcher<SwitchResult>();
  const toast = useToast();
  const labelId = useId();
  const descriptionId = useId();
  const pending = fetcher.formData?.get('on');
  const shown = typeof pending === 'string' ? pending === 'true' : on;
  const label = t(kindLabelKey(kind));

  const announce = useEffectEvent((result: SwitchResult) => {
    if (result.ok) toast.show({ tone: 'success', title: t(result.on ? 'page.savedOn' : 'page.savedOff', { label }) });
    else toast.show({ tone: 'error', title: result.message });
  });
  useEffect(() => {
    if (fetcher.data && fetcher.data.kind === kind) announce(fetcher.data);
  }, [fetcher.data, kind]);

  return (
    <fetcher.Form method="post" className="flex items-center justify-between gap-4 py-4">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="on" value={String(!on)} />
      <div className="min-w-0">
        <p id={labelId} className="font-semibold text-ink-900">
          {label}
        </p>
        <p id={descriptionId} className="mt-1 text-sm text-ink-600">
          {t(`kinds.${kind}.description`)}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-3">
        <span aria-hidden="true" className="hidden text-sm text-ink-600 desktop:inline">
          {shown ? t('page.on') : t('page.off')}
        </span>
        <button
          type="submit"
          role="switch"
          aria-checked={shown}
          aria-labelledby={labelId}
          aria-describedby={descriptionId}
          disabled={fetcher.state !== 'idle'}
          data-kind={kind}
          className="group inline-flex h-8 w-14 shrink-0 items-center rounded-full bg-ink-500 p-1 transition-colors aria-checked:bg-ember-700 disabled:opacity-60"
        >
          <span className="size-6 rounded-full bg-white shadow-card transition-transform group-aria-checked:translate-x-6 rtl:group-aria-checked:-translate-x-6" />
        </button>
      </div>
    </fetcher.Form>
  );
}
