import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useDialogs } from '../../../components/ui/dialogs.tsx';
import { reportReasonIssue } from '../../../../common/validation/reply-fields.ts';
import { VIA_FETCHER } from './post-action-result.ts';
import { ReadingDialog } from './reading-dialog.tsx';
import { useFailureFeedback, usePostFetcher } from './use-post-fetcher.ts';

export interface ReportTarget {
  type: 'post' | 'reply';
  id: number;
  /** What is being reported, in a few words (the title, or the reply's text). */
  summary: string;
}

export interface ReportReason {
  key: string;
  name: string;
}

/**
 * SPEC §3.3, §5, §8, P16: a report names exactly one of the four reasons. Done, the member reads
 * the report-complete message with the warning that abusing reports may be sanctioned; a second
 * report of the same item gets the API's duplicate message.
 */
export function ReportDialog({
  target,
  reasons,
  onClose,
  onReported,
}: {
  target: ReportTarget;
  reasons: ReportReason[];
  onClose: () => void;
  /** The member's report is on record: this one, or an earlier one the server names (REPORT_DUPLICATE). */
  onReported: () => void;
}) {
  const { t } = useTranslation('post');
  const dialogs = useDialogs();
  const showFailure = useFailureFeedback();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const errorId = useId();
  const fetcher = usePostFetcher({
    onResult: (result) => {
      if (result.intent !== 'report') return;
      if (result.ok || result.code === 'REPORT_DUPLICATE') onReported();
      if (result.ok) {
        onClose();
        void dialogs.alert({ title: t('report.doneTitle'), body: t('report.doneWarning') });
        return;
      }
      if (result.fields.reasonKey) return setError(result.fields.reasonKey);
      onClose();
      showFailure(result);
    },
  });
  const busy = fetcher.state !== 'idle';

  return (
    <ReadingDialog
      title={t(target.type === 'post' ? 'report.titlePost' : 'report.titleReply')}
      description={t('report.target', { summary: target.summary })}
      onClose={onClose}
    >
      <fetcher.Form
        method="post"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const issue = reportReasonIssue(reason);
          if (issue) return setError(t(`errors:${issue}`));
          setError('');
          void fetcher.submit(event.currentTarget, { method: 'post' });
        }}
      >
        <input type="hidden" name="intent" value="report" />
        <input type="hidden" name={VIA_FETCHER} value="fetcher" />
        <input type="hidden" name="targetType" value={target.type} />
        <input type="hidden" name="targetId" value={target.id} />
        <fieldset aria-describedby={error ? errorId : undefined}>
          <legend className="mb-3 font-semibold text-ink-900">{t('report.reason')}</legend>
          <div className="flex flex-col gap-1">
            {reasons.map((item) => (
              <label
                key={item.key}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 hover:bg-flour-100 has-[:checked]:bg-ember-50"
              >
                <input
                  type="radio"
                  name="reasonKey"
                  value={item.key}
                  checked={reason === item.key}
                  onChange={() => {
                    setReason(item.key);
                    setError('');
                  }}
                  aria-invalid={error ? true : undefined}
                  className="size-4 accent-ember-700"
                />
                <span className="text-ink-800">{item.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {error ? (
          <p id={errorId} role="alert" className="mt-2 text-sm font-semibold text-berry-700">
            {error}
          </p>
        ) : null}
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common:action.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t('report.sending') : t('report.submit')}
          </Button>
        </div>
      </fetcher.Form>
    </ReadingDialog>
  );
}
