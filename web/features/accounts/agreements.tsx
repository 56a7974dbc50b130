import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FieldError } from './text-field.tsx';

export interface AgreementValues {
  agreePrivacy: boolean;
  agreeMarketing: boolean;
}

const boxClass = 'size-5 shrink-0 accent-ember-700';

/**
 * SPEC §2.2 and §5: privacy consent required, marketing optional, and "agree all" toggling both.
 * Each consent links to its full text (DECISIONS P28), opened in a new window so the form stays.
 */
export function Agreements({
  lang,
  idPrefix,
  values,
  error,
  onChange,
}: {
  lang: string;
  idPrefix: string;
  values: AgreementValues;
  /** The privacyPlz message when consent is missing. */
  error?: string;
  onChange: (values: AgreementValues) => void;
}) {
  const { t } = useTranslation('auth');
  const all = values.agreePrivacy && values.agreeMarketing;
  const errorId = `${idPrefix}-privacy-error`;
  return (
    <fieldset className="rounded-lg border border-flour-300 p-4">
      <legend className="px-1 text-sm font-semibold text-ink-800">{t('join.agreements')}</legend>
      <label className="flex min-h-11 items-center gap-3 border-b border-flour-300 pb-3 font-bold text-ink-900">
        <input
          type="checkbox"
          className={boxClass}
          checked={all}
          onChange={(event) => onChange({ agreePrivacy: event.target.checked, agreeMarketing: event.target.checked })}
        />
        {t('join.agreeAll')}
      </label>
      <div className="mt-2 flex flex-col gap-1">
        <div className="flex items-center justify-between gap-3">
          <label className="flex min-h-11 items-center gap-3 text-sm text-ink-800">
            <input
              id={`${idPrefix}-agreePrivacy`}
              type="checkbox"
              className={boxClass}
              checked={values.agreePrivacy}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => onChange({ ...values, agreePrivacy: event.target.checked })}
            />
            {t('join.agreePrivacy')}
          </label>
          <ConsentLink to={`/${lang}/service/privacy`} label={t('join.viewPrivacy')} />
        </div>
        <div className="flex items-center justify-between gap-3">
          <label className="flex min-h-11 items-center gap-3 text-sm text-ink-800">
            <input
              type="checkbox"
              className={boxClass}
              checked={values.agreeMarketing}
              onChange={(event) => onChange({ ...values, agreeMarketing: event.target.checked })}
            />
            {t('join.agreeMarketing')}
          </label>
          <ConsentLink to={`/${lang}/service/agreementmarketing`} label={t('join.viewMarketing')} />
        </div>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}

function ConsentLink({ to, label }: { to: string; label: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      target="_blank"
      rel="noopener"
      className="inline-flex min-h-11 shrink-0 items-center text-sm font-semibold text-ember-800 underline underline-offset-4"
    >
      {t('auth:join.viewShort')}
      <span className="sr-only">
        : {label} {t('a11y.opensInNewWindow')}
      </span>
    </Link>
  );
}
