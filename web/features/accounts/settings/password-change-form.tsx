import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { currentPasswordIssue, passwordIssue, PASSWORD_MAX_LENGTH } from '../../../../common/validation/account.ts';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordInput } from './password-input.tsx';
import type { SettingsResult } from './settings-result.ts';
import { useResultToast } from './use-result-toast.ts';

type Field = 'currentPassword' | 'password' | 'repeat';
type Values = Record<Field, string>;
const EMPTY: Values = { currentPassword: '', password: '', repeat: '' };
const ORDER: Field[] = ['currentPassword', 'password', 'repeat'];

/**
 * Password change in My Zone (issue 3 item 6): the current password, then the new one twice,
 * with the sign-up rules of SPEC §5. The API signs every other device out and hands this page
 * fresh session cookies, so the member stays signed in here.
 */
export function PasswordChangeForm() {
  const { t } = useTranslation('member');
  const fetcher = useFetcher<SettingsResult>();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const saving = fetcher.state !== 'idle';

  /** The message for one field's value, or undefined when it is fine. */
  function issueOf(field: Field, next: Values): string | undefined {
    if (field === 'currentPassword') {
      const issue = currentPasswordIssue(next.currentPassword);
      return issue ? t(`errors:${issue}`, { maximum: PASSWORD_MAX_LENGTH }) : undefined;
    }
    if (field === 'password') {
      const issue = passwordIssue(next.password);
      return issue ? t(`errors:${issue}`) : undefined;
    }
    if (next.repeat === '') return t('settings.password.repeatPlz');
    return next.repeat === next.password ? undefined : t('settings.password.mismatch');
  }

  useResultToast(fetcher.data, t('settings.password.changed'), () => {
    setValues(EMPTY);
    setErrors({});
  });
  // A refused current password comes back as a field issue; it shows until the field changes.
  const [answered, setAnswered] = useState(fetcher.data);
  if (answered !== fetcher.data) {
    const answer = fetcher.data;
    setAnswered(answer);
    if (answer && !answer.ok) setErrors((current) => ({ ...current, ...answer.fields }));
  }

  function change(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // SPEC §5: a message clears as soon as its field is fixed; the repeat follows the new password.
    setErrors((current) => {
      const updated = { ...current };
      for (const checked of field === 'password' ? (['password', 'repeat'] as const) : [field]) {
        if (updated[checked] && !issueOf(checked, next)) delete updated[checked];
      }
      return updated;
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    for (const field of ORDER) {
      const issue = issueOf(field, values);
      if (issue) found[field] = issue;
    }
    setErrors(found);
    const first = ORDER.find((field) => found[field]);
    if (first) return inputs.current[first]?.focus();
    void fetcher.submit(
      { intent: 'password', currentPassword: values.currentPassword, password: values.password },
      { method: 'post' },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid max-w-md gap-4">
      {ORDER.map((field) => (
        <PasswordInput
          key={field}
          ref={(element) => {
            inputs.current[field] = element;
          }}
          name={field}
          label={t(`settings.password.${field}`)}
          hint={field === 'password' ? t('settings.password.hint') : undefined}
          autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
          maxLength={PASSWORD_MAX_LENGTH}
          value={values[field]}
          onChange={(event) => change(field, event.target.value)}
          error={errors[field]}
        />
      ))}
      <div>
        <Button type="submit" disabled={saving} aria-busy={saving}>
          {saving ? t('settings.saving') : t('settings.password.submit')}
        </Button>
      </div>
    </form>
  );
}
