import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailIssue, passwordIssue } from '../../../common/validation/account.ts';
import { Button } from '../../components/ui/button.tsx';
import { type AgreementValues, Agreements } from './agreements.tsx';
import { TextField } from './text-field.tsx';
import { useAuthFetcher } from './use-auth-fetcher.ts';
import { useFieldErrors } from './use-field-errors.ts';

export interface StepOneValues extends AgreementValues {
  userId: string;
  password: string;
}

const FIELDS = ['userId', 'password', 'agreePrivacy'] as const;
type Field = (typeof FIELDS)[number];
const idOf = (field: Field) => `join-${field}`;

/** The SPEC §5 key of a field's mistake in step 1. */
function issueOf(field: Field, values: StepOneValues): string | undefined {
  if (field === 'userId') return emailIssue(values.userId);
  if (field === 'password') return passwordIssue(values.password);
  return values.agreePrivacy ? undefined : 'privacyPlz';
}

/** SPEC §2.2 join step 1: e-mail, password, agreements; Next runs the duplicate check (USER_AUTH_FOUND, USER_FOUND). */
export function JoinStepOne({
  lang,
  action,
  initial,
  socialRow,
  onNext,
}: {
  lang: string;
  action: string;
  initial: StepOneValues;
  socialRow?: ReactNode;
  onNext: (values: StepOneValues) => void;
}) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState(initial);
  const { errors, recheck, showAll } = useFieldErrors(FIELDS);
  const message = (issue: string | undefined) => (issue ? t(`errors:${issue}`) : undefined);

  const check = useAuthFetcher(action, 'checkEmail', (result) => {
    if (result.ok) onNext({ ...values, userId: values.userId.trim() });
    else showAll(Object.keys(result.fields).length > 0 ? result.fields : { userId: result.alert }, idOf);
  });

  const change = (next: StepOneValues, fields: readonly Field[]) => {
    setValues(next);
    for (const field of fields) recheck(field, message(issueOf(field, next)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(FIELDS.map((field) => [field, message(issueOf(field, values))]));
    if (showAll(found, idOf)) check.submit({ userId: values.userId.trim() });
  };

  return (
    <div className="flex flex-col gap-6">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-busy={check.busy}>
        <TextField
          id={idOf('userId')}
          type="email"
          autoComplete="email"
          label={t('join.email')}
          value={values.userId}
          error={errors.userId}
          onChange={(event) => change({ ...values, userId: event.target.value }, ['userId'])}
        />
        <TextField
          id={idOf('password')}
          type="password"
          autoComplete="new-password"
          label={t('join.password')}
          value={values.password}
          error={errors.password}
          hint={t('join.passwordHint')}
          onChange={(event) => change({ ...values, password: event.target.value }, ['password'])}
        />
        <Agreements
          lang={lang}
          idPrefix="join"
          values={values}
          error={errors.agreePrivacy}
          onChange={(agreements) => change({ ...values, ...agreements }, ['agreePrivacy'])}
        />
        <Button type="submit" size="lg" disabled={check.busy} className="w-full">
          {check.busy ? t('join.checking') : t('join.next')}
        </Button>
      </form>
      {socialRow ? (
        <section
          aria-labelledby="join-social"
          className="flex flex-col items-center gap-3 border-t border-flour-300 pt-5"
        >
          <h3 id="join-social" className="text-sm font-semibold text-ink-600">
            {t('join.social')}
          </h3>
          {socialRow}
        </section>
      ) : null}
    </div>
  );
}
