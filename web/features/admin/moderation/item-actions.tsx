import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { MODERATION_REASON_MAX_LENGTH } from '../../../../common/validation/moderation.ts';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { useDialogs } from '../../../components/ui/dialogs.tsx';
import { useActionOutcome } from '../../../lib/use-action-outcome.ts';
import { type ModerationIntent, type ModerationResult, REASON_REQUIRED } from './moderation-intents.ts';

const CONFIRM: Record<ModerationIntent, string> = {
  uphold: 'reports.confirmUphold',
  dismiss: 'reports.confirmDismiss',
  hide: 'content.confirmHide',
  restore: 'reports.confirmRestore',
  delete: 'content.confirmDelete',
};
const DONE: Record<ModerationIntent, string> = {
  uphold: 'reports.upheld',
  dismiss: 'reports.dismissed',
  hide: 'content.hidden',
  restore: 'reports.restored',
  delete: 'content.deleted',
};
const LABEL: Record<ModerationIntent, string> = {
  uphold: 'reports.uphold',
  dismiss: 'reports.dismiss',
  hide: 'content.hide',
  restore: 'reports.restore',
  delete: 'content.delete',
};

/** One fetcher for every item, so that the outcome is said even when the item leaves the list. */
const MODERATION_FETCHER = 'admin-moderation';

/**
 * The outcome of the last moderation call, said by the page (the item may have left the list
 * when its loader ran again): done in a toast, the API's refusal in an alert.
 */
export function ModerationOutcome() {
  const { t } = useTranslation('adminModeration');
  const fetcher = useFetcher<ModerationResult>({ key: MODERATION_FETCHER });
  useActionOutcome(fetcher, (result) => t(DONE[result.intent]));
  return null;
}

/**
 * An item's moderation buttons with the reason they send: each asks for confirmation in the
 * site's dialog, posts to the page's action; ModerationOutcome says what came of it
 * (a toast, or an alert with the API's refusal). The page's loader runs again after each.
 */
export function ItemActions({
  targetType,
  targetId,
  intents,
}: {
  targetType: 'post' | 'reply';
  targetId: number;
  intents: readonly ModerationIntent[];
}) {
  const { t } = useTranslation('adminModeration');
  const id = useId();
  const fetcher = useFetcher<ModerationResult>({ key: MODERATION_FETCHER });
  const dialogs = useDialogs();
  const [reason, setReason] = useState('');

  if (intents.length === 0) return null;
  const needsReason = intents.some((intent) => REASON_REQUIRED[intent]);

  async function run(intent: ModerationIntent) {
    const confirmed = await dialogs.confirm({
      title: t(CONFIRM[intent]),
      confirmLabel: t(LABEL[intent]),
      cancelLabel: t('dialog.cancel'),
      tone: intent === 'delete' || intent === 'hide' || intent === 'uphold' ? 'danger' : 'default',
    });
    if (!confirmed) return;
    void fetcher.submit({ intent, targetType, targetId: String(targetId), reason }, { method: 'post' });
  }

  return (
    <div className="mt-3 flex flex-col gap-2">
      <label htmlFor={`${id}-reason`} className="text-sm font-semibold text-ink-800">
        {needsReason ? t('dialog.reason') : t('dialog.reasonOptional')}
      </label>
      <textarea
        id={`${id}-reason`}
        name="reason"
        value={reason}
        maxLength={MODERATION_REASON_MAX_LENGTH}
        onChange={(event) => setReason(event.target.value)}
        aria-describedby={`${id}-hint`}
        rows={2}
        className="w-full rounded-md border border-flour-400 bg-white p-2 text-ink-900"
      />
      <p id={`${id}-hint`} className="text-xs text-ink-600">
        {t('reasonHint')}
      </p>
      <div className="flex flex-wrap gap-2">
        {intents.map((intent) => (
          <button
            key={intent}
            type="button"
            disabled={fetcher.state !== 'idle'}
            onClick={() => void run(intent)}
            className={buttonStyles({
              variant: intent === 'restore' || intent === 'dismiss' ? 'secondary' : 'primary',
              size: 'sm',
            })}
          >
            {t(LABEL[intent])}
          </button>
        ))}
      </div>
    </div>
  );
}
