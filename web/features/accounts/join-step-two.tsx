import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '../../../common/i18n/locales.ts';
import {
  cutNickname,
  jobIssue,
  nicknameIssue,
  nicknameLength,
  privacyIssue,
} from '../../../common/validation/account.ts';
import { Button } from '../../components/ui/button.tsx';
import { type AgreementValues, Agreements } from './agreements.tsx';
import type { AuthActionResult } from './auth-action.ts';
import type { StepOneValues } from './join-step-one.tsx';
import { FieldError, inputClass, TextField } from './text-field.tsx';
import { useAuthFetcher } from './use-auth-fetcher.ts';
import { useFieldErrors } from './use-field-errors.ts';

export interface JobOption {
  id: number;
  key: string;
  name: string;
}

export interface StepTwoValues {
  nickName: string;
  jobCodeId: string;
  mailLang: string;
}

const FIELDS = ['nickName', 'jobCodeId', 'agreePrivacy'] as const;
type Field = (typeof FIELDS)[number];
const idOf = (field: Field) => `join-${field}`;

/**
 * SPEC §2.2 join step 2: nickname (cut at 12, checked on leaving the field), job and mail
 * language. A social sign-up starts here, so it asks for the agreements as well.
 */
export function JoinStepTwo({
  lang,
  action,
  jobs,
  account,
  snsTicket,
  onBack,
  onJoined,
}: {
  lang: string;
  action: string;
  jobs: readonly JobOption[];
  /** The e-mail, password and consents of step 1; absent for a social sign-up, which starts here. */
  account?: StepOneValues;
  snsTicket?: string;
  onBack?: () => void;
  onJoined: (result: Extract<AuthActionResult, { ok: true }>) => void;
}) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const askAgreements = account === undefined;
  const [values, setValues] = useState<StepTwoValues>({ nickName: '', jobCodeId: '', mailLang: lang });
  const [agreements, setAgreements] = useState<AgreementValues>({ agreePrivacy: false, agreeMarketing: false });
  const [alert, setAlert] = useState<string | undefined>();
  const { errors, recheck, showAll, set } = useFieldErrors(FIELDS);

  const signup = useAuthFetcher(action, 'signup', (result) => {
    if (result.ok) return onJoined(result);
    const here = Object.fromEntries(Object.entries(result.fields).filter(([field]) => FIELDS.includes(field as Field)));
    showAll(here, idOf);
    // A mistake of step 1 found only now (the e-mail was taken meanwhile): say it above the button.
    const elsewhere = Object.entries(result.fields).find(([field]) => !FIELDS.includes(field as Field));
    setAlert(elsewhere ? elsewhere[1] : Object.keys(here).length === 0 ? result.alert : undefined);
  });

  const nicknameCheck = useAuthFetcher(action, 'checkNickname', (result) => {
    if (!result.ok) set('nickName', result.fields.nickName ?? result.alert);
  });

  const issueOf = (field: Field, next: StepTwoValues, consent: AgreementValues): string | undefined => {
    if (field === 'nickName') {
      const issue = nicknameIssue(next.nickName);
      return issue ? t(`errors:${issue}`) : undefined;
    }
    if (field === 'jobCodeId') {
      const issue = jobIssue(jobs.find((job) => String(job.id) === next.jobCodeId)?.key);
      return issue ? t(`errors:${issue}`) : undefined;
    }
    const issue = askAgreements ? privacyIssue(consent.agreePrivacy) : undefined;
    return issue ? t(`errors:${issue}`) : undefined;
  };

  const change = (next: StepTwoValues, field: Field) => {
    setValues(next);
    recheck(field, issueOf(field, next, agreements));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(FIELDS.map((field) => [field, issueOf(field, values, agreements)]));
    setAlert(undefined);
    if (!showAll(found, idOf)) return;
    const consent = account ?? agreements;
    signup.submit({
      nickName: values.nickName,
      jobCodeId: values.jobCodeId,
      mailLang: values.mailLang,
      agreePrivacy: String(consent.agreePrivacy),
      agreeMarketing: String(consent.agreeMarketing),
      ...(account ? { userId: account.userId, password: account.password } : {}),
      ...(snsTicket ? { snsTicket } : {}),
    });
  };

  const jobErrorId = errors.jobCodeId ? `${idOf('jobCodeId')}-error` : undefined;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-busy={signup.busy}>
      <TextField
        id={idOf('nickName')}
        autoComplete="nickname"
        label={t('join.nickname')}
        value={values.nickName}
        error={errors.nickName}
        hint={
          <>
            {t('join.nicknameHint')}{' '}
            <span className="tabular-nums">
              ({t('join.nicknameCount', { count: nicknameLength(values.nickName) })})
            </span>
          </>
        }
        onChange={(event) => change({ ...values, nickName: cutNickname(event.target.value) }, 'nickName')}
        onBlur={() => {
          if (!nicknameIssue(values.nickName)) nicknameCheck.submit({ nickName: values.nickName });
        }}
      />
      <div>
        <label htmlFor={idOf('jobCodeId')} className="mb-1.5 block text-sm font-semibold text-ink-800">
          {t('join.job')}
        </label>
        <select
          id={idOf('jobCodeId')}
          className={inputClass}
          value={values.jobCodeId}
          aria-invalid={errors.jobCodeId ? true : undefined}
          aria-describedby={jobErrorId}
          onChange={(event) => change({ ...values, jobCodeId: event.target.value }, 'jobCodeId')}
        >
          <option value="">{t('join.jobPlaceholder')}</option>
          {jobs.map((job) => (
            <option key={job.id} value={job.id}>
              {job.name}
            </option>
          ))}
        </select>
        <FieldError id={jobErrorId}>{errors.jobCodeId}</FieldError>
      </div>
      <div>
        <label htmlFor="join-mailLang" className="mb-1.5 block text-sm font-semibold text-ink-800">
          {t('join.mailLang')}
        </label>
        <select
          id="join-mailLang"
          className={inputClass}
          value={values.mailLang}
          aria-describedby="join-mailLang-hint"
          onChange={(event) => setValues({ ...values, mailLang: event.target.value })}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {tc(`language.names.${locale}`)}
            </option>
          ))}
        </select>
        <p id="join-mailLang-hint" className="mt-1 text-sm text-ink-600">
          {t('join.mailLangHint')}
        </p>
      </div>
      {askAgreements ? (
        <Agreements
          lang={lang}
          idPrefix="join"
          values={agreements}
          error={errors.agreePrivacy}
          onChange={(next) => {
            setAgreements(next);
            recheck('agreePrivacy', next.agreePrivacy ? undefined : t('errors:privacyPlz'));
          }}
        />
      ) : null}
      {alert ? (
        <p
          role="alert"
          className="rounded-md border border-berry-700 bg-berry-50 p-3 text-sm font-semibold text-berry-700"
        >
          {alert}
        </p>
      ) : null}
      <div className="mt-2 flex gap-2">
        {onBack ? (
          <Button variant="secondary" size="lg" onClick={onBack} disabled={signup.busy}>
            {t('join.back')}
          </Button>
        ) : null}
        <Button type="submit" size="lg" disabled={signup.busy} className="flex-1">
          {signup.busy ? t('join.submitting') : t('join.submit')}
        </Button>
      </div>
    </form>
  );
}
