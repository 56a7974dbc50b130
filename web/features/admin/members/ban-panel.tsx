import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { BAN_REASON_MAX_LENGTH } from '../../../../common/validation/admin-members.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useDialogs } from '../../../components/ui/dialogs.tsx';
import { useToast } from '../../../components/ui/toasts.tsx';

/** What the member page's action answers (web/routes/admin-member/route.tsx). */
export type BanActionResult = { ok: true; intent: 'ban' | 'unban' } | { ok: false; message: string };

/**
 * Ban with a reason, or lift the ban (P12), after a confirmation; the page's loader runs again
 * after it, so the state and the sessions redraw. A refusal (oneself, another administrator)
 * shows the API's message in an alert.
 */
export function BanPanel({ banned }: { banned: boolean }) {
  const { t } = useTranslation('adminMembers');
  const fetcher = useFetcher<BanActionResult>();
  const dialogs = useDialogs();
  const toast = useToast();
  const handled = useRef<BanActionResult | undefined>(undefined);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || handled.current === result) return;
    handled.current = result;
    // After a ban the form becomes the unban form, so the reason typed leaves with it.
    if (result.ok) toast.show({ tone: 'success', title: t(result.intent === 'ban' ? 'ban.done' : 'ban.undone') });
    else void dialogs.alert({ title: result.message });
  }, [fetcher.state, fetcher.data, toast, dialogs, t]);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const confirmed = await dialogs.confirm(
      banned
        ? { title: t('ban.unbanConfirm'), confirmLabel: t('ban.unbanSubmit') }
        : { title: t('ban.confirmTitle'), body: t('ban.confirmBody'), confirmLabel: t('ban.submit'), tone: 'danger' },
    );
    if (confirmed) void fetcher.submit(form, { method: 'post' });
  };

  return (
    <section aria-labelledby="ban-heading" className="rounded-lg border border-flour-300 p-4">
      <h2 id="ban-heading" className="mb-3 text-lg font-bold text-ink-900">
        {banned ? t('ban.unbanTitle') : t('ban.title')}
      </h2>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <input type="hidden" name="intent" value={banned ? 'unban' : 'ban'} />
        {banned ? null : (
          <label className="flex flex-col text-sm font-semibold text-ink-800">
            {t('ban.reason')}
            <textarea
              name="reason"
              required
              maxLength={BAN_REASON_MAX_LENGTH}
              aria-describedby="ban-reason-hint"
              rows={3}
              className="mt-1 rounded-md border border-flour-400 p-2 font-normal"
            />
            <span id="ban-reason-hint" className="mt-1 font-normal text-ink-700">
              {t('ban.reasonHint')}
            </span>
          </label>
        )}
        <div>
          <Button type="submit" variant={banned ? 'secondary' : 'danger'} disabled={fetcher.state !== 'idle'}>
            {banned ? t('ban.unbanSubmit') : t('ban.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
