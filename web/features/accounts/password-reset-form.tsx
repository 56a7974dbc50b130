import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordIssue } from '../../../common/validation/account.ts';
import { Button } from '../../components/ui/button.tsx';
import type { AuthActionResult } from './auth-action.ts';
import { TextField } from './text-field.tsx';
import { useAuthFetcher } from './use-auth-fetcher.ts';
import { useFieldErrors } from './use-field-errors.ts';

const FIELDS = ['password', 'passwordRepeat'] as const;
type Field = (typeof FIELDS)[number];
const idOf = (field: Field) => `reset-${field}`;

/** The new password of the reset link (SPEC §4), under the same rules as at sign-up (SPEC §5). */
export function PasswordResetForm({
  action,
  token,
  onDone,
  onFailure,
}: {
  action: string;
  token: string;
  onDone: () => void;
  /** The link stopped working meanwhile (LINK_EXPIRED, LINK_INVALID). */
  onFailure: (result: Extract<AuthActionResult, { ok: false }>) => void;
}) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState({ password: '', passwordRepeat: '' });
  const { errors, recheck, showAll } = useFieldErrors(FIELDS);

  const issueOf = (field: Field, next: typeof values) => {
    if (field === 'passwordRepeat') return next.passwordRepeat === next.password ? undefined : t('reset.mismatch');
    const issue = passwordIssue(next.password);
    return issue ? t(`errors:${issue}`) : undefined;
  };

  const reset = useAuthFetcher(action, 'passwordReset', (result) => {
    if (result.ok) onDone();
    else if (Object.keys(result.fields).length > 0) showAll(result.fields, idOf);
    else onFailure(result);
  });

  const change = (next: typeof values) => {
    setValues(next);
    for (const field of FIELDS) recheck(field, issueOf(field, next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(FIELDS.map((field) => [field, issueOf(field, values)]));
    if (showAll(found, idOf)) reset.submit({ token, password: values.password });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-busy={reset.busy}>
      <TextField
        id={idOf('password')}
        type="password"
        autoComplete="new-password"
        label={t('reset.password')}
        hint={t('join.passwordHint')}
        value={values.password}
        error={errors.password}
        onChange={(event) => change({ ...values, password: event.target.value })}
      />
      <TextField
        id={idOf('passwordRepeat')}
        type="password"
        autoComplete="new-password"
        label={t('reset.passwordRepeat')}
        value={values.passwordRepeat}
        error={errors.passwordRepeat}
        onChange={(event) => change({ ...values, passwordRepeat: event.target.value })}
      />
      <Button type="submit" size="lg" disabled={reset.busy} className="mt-2 w-full">
        {reset.busy ? t('reset.submitting') : t('reset.submit')}
      </Button>
    </form>
  );
}
