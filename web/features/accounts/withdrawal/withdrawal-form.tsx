import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useActionData, useFetcher } from 'react-router';
import {
  disclaimerIssue,
  WITHDRAW_COMMENT_MAX_LENGTH,
  WITHDRAW_REASONS,
  type WithdrawReason,
  withdrawReasonsIssue,
} from '../../../../common/validation/account.ts';
import { Button } from '../../../components/ui/button.tsx';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { useDialogs } from '../../../components/ui/dialogs.tsx';
import { WithdrawalCautions } from './withdrawal-cautions.tsx';

/** The action's answer when the API refused (a success redirects to the completion page). */
export interface WithdrawalFailure {
  message: string;
  /** SPEC §5-style message keys by form field, from the API's field issues. */
  fields: Partial<Record<'reasons' | 'comment' | 'agreeDisclaimer', string>>;
}

type FieldErrors = WithdrawalFailure['fields'];

/**
 * Account deletion (SPEC §2.2, DECISIONS P11): reasons survey, an optional comment, the
 * cautions, the disclaimer tick, then a last confirm. Errors show at their field and clear as
 * soon as the field is fixed; the server checks the same rules.
 */
export function WithdrawalForm({ homePath }: { homePath: string }) {
  const { t } = useTranslation('member');
  const fetcher = useFetcher<WithdrawalFailure>();
  const dialogs = useDialogs();
  const [reasons, setReasons] = useState<WithdrawReason[]>([]);
  const [comment, setComment] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const reasonsRef = useRef<HTMLFieldSetElement>(null);
  const disclaimerRef = useRef<HTMLInputElement>(null);
  const ids = { reasons: useId(), comment: useId(), commentCount: useId(), disclaimer: useId() };
  const processing = fetcher.state !== 'idle';
  // Without JavaScript the form posts itself and the page comes back with the action's answer.
  const actionData = useActionData<WithdrawalFailure | undefined>();
  const serverErrors = fetcher.state === 'idle' ? (fetcher.data ?? actionData) : undefined;
  const shown: FieldErrors = { ...serverErrors?.fields, ...errors };

  function toggleReason(reason: WithdrawReason, checked: boolean) {
    const next = checked ? [...reasons, reason] : reasons.filter((item) => item !== reason);
    setReasons(next);
    if (next.length > 0) setErrors(({ reasons: _cleared, ...rest }) => rest);
  }

  function toggleDisclaimer(checked: boolean) {
    setAgreed(checked);
    if (checked) setErrors(({ agreeDisclaimer: _cleared, ...rest }) => rest);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: FieldErrors = {};
    const reasonsIssue = withdrawReasonsIssue(reasons);
    if (reasonsIssue) found.reasons = reasonsIssue;
    const agreedIssue = disclaimerIssue(agreed);
    if (agreedIssue) found.agreeDisclaimer = agreedIssue;
    setErrors(found);
    if (found.reasons) return reasonsRef.current?.querySelector('input')?.focus();
    if (found.agreeDisclaimer) return disclaimerRef.current?.focus();
    const confirmed = await dialogs.confirm({
      title: t('withdrawal.confirmTitle'),
      body: t('withdrawal.confirmBody'),
      confirmLabel: t('withdrawal.confirmAction'),
      cancelLabel: t('withdrawal.keep'),
      tone: 'danger',
    });
    if (!confirmed) return;
    const form = new FormData();
    for (const reason of reasons) form.append('reasons', reason);
    if (comment.trim() !== '') form.set('comment', comment.trim());
    form.set('agreeDisclaimer', 'true');
    await fetcher.submit(form, { method: 'post' });
  }

  return (
    // A real post to this page's action: the withdrawal works without JavaScript too (no last
    // confirm then; the disclaimer tick is the consent).
    <form method="post" noValidate onSubmit={submit} className="space-y-8">
      <fieldset
        ref={reasonsRef}
        aria-describedby={shown.reasons ? ids.reasons : undefined}
        className="rounded-lg border border-flour-300 bg-white p-5 shadow-card"
      >
        <legend className="px-1 text-lg font-bold text-ink-900">{t('withdrawal.reasonsLegend')}</legend>
        <ul className="mt-2 grid gap-1 sm:grid-cols-2">
          {WITHDRAW_REASONS.map((reason) => (
            <li key={reason}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-flour-100">
                <input
                  type="checkbox"
                  name="reasons"
                  value={reason}
                  checked={reasons.includes(reason)}
                  onChange={(event) => toggleReason(reason, event.target.checked)}
                  aria-invalid={shown.reasons ? true : undefined}
                  className="size-5 shrink-0 accent-ember-700"
                />
                {t(`withdrawal.reasons.${reason}`)}
              </label>
            </li>
          ))}
        </ul>
        {shown.reasons ? (
          <p id={ids.reasons} className="mt-2 text-sm font-medium text-berry-700">
            {t(`errors:${shown.reasons}`)}
          </p>
        ) : null}
        <div className="mt-4">
          <label htmlFor={ids.comment} className="block font-semibold text-ink-800">
            {t('withdrawal.commentLabel')}
          </label>
          <textarea
            id={ids.comment}
            name="comment"
            rows={4}
            maxLength={WITHDRAW_COMMENT_MAX_LENGTH}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            aria-describedby={ids.commentCount}
            className="mt-2 block w-full rounded-md border border-ink-300 bg-white px-3 py-2 text-ink-900 placeholder:text-ink-500"
          />
          <p id={ids.commentCount} className="mt-1 text-end text-sm text-ink-600">
            {t('withdrawal.commentCount', { count: comment.length, max: WITHDRAW_COMMENT_MAX_LENGTH })}
          </p>
        </div>
      </fieldset>

      <WithdrawalCautions />

      <div>
        <label className="flex cursor-pointer items-start gap-3 rounded-md bg-flour-100 p-4 font-semibold text-ink-900">
          <input
            ref={disclaimerRef}
            type="checkbox"
            name="agreeDisclaimer"
            value="true"
            checked={agreed}
            onChange={(event) => toggleDisclaimer(event.target.checked)}
            aria-invalid={shown.agreeDisclaimer ? true : undefined}
            aria-describedby={shown.agreeDisclaimer ? ids.disclaimer : undefined}
            className="mt-1 size-5 shrink-0 accent-ember-700"
          />
          {t('withdrawal.disclaimer')}
        </label>
        {shown.agreeDisclaimer ? (
          <p id={ids.disclaimer} className="mt-2 text-sm font-medium text-berry-700">
            {t(`errors:${shown.agreeDisclaimer}`)}
          </p>
        ) : null}
      </div>

      {serverErrors && Object.keys(serverErrors.fields).length === 0 ? (
        <p role="alert" className="rounded-md bg-berry-50 px-4 py-3 text-berry-700">
          {serverErrors.message}
        </p>
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={homePath} className={buttonStyles({ variant: 'secondary' })}>
          {t('withdrawal.keep')}
        </Link>
        <Button type="submit" variant="danger" disabled={processing} aria-busy={processing}>
          {processing ? t('withdrawal.submitting') : t('withdrawal.submit')}
        </Button>
      </div>
    </form>
  );
}
