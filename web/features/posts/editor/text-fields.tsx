import { useTranslation } from 'react-i18next';
import { COMPANY_NAME_MAX_LENGTH, textLength, TITLE_MAX_LENGTH } from '../../../../common/validation/post.ts';
import { Counter } from '../../../components/ui/counter.tsx';
import { FieldMessage, inputClass, labelClass, RequiredMark } from './field-parts.tsx';
import type { FormIssues } from './use-form-issues.ts';
import { WRITE_FORM_IDS as ids } from './write-form-ids.ts';

interface TextFieldProps {
  value: string;
  issues: FormIssues;
  onChange: (value: string) => void;
}

/** The company of a Careers post (SPEC §2.2), counted against its limit. */
export function CompanyField({ value, issues, onChange }: TextFieldProps) {
  const { t } = useTranslation('editor');
  return (
    <div>
      <label htmlFor={ids.companyName} className={labelClass}>
        {t('form.companyName')}
        <RequiredMark />
      </label>
      <input
        id={ids.companyName}
        name="companyName"
        type="text"
        autoComplete="organization"
        maxLength={COMPANY_NAME_MAX_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={issues.issues.companyName ? true : undefined}
        aria-describedby={issues.describedBy('companyName', `${ids.companyName}-counter`)}
        aria-required
        className={inputClass}
      />
      <div className="mt-1 flex justify-end">
        <Counter
          id={`${ids.companyName}-counter`}
          count={textLength(value)}
          max={COMPANY_NAME_MAX_LENGTH}
          label={t('form.characterCount')}
        />
      </div>
      <FieldMessage id={`${ids.companyName}-error`}>{issues.issues.companyName}</FieldMessage>
    </div>
  );
}

/** The post's title, counted against its limit (SPEC §5). */
export function TitleField({ value, issues, onChange }: TextFieldProps) {
  const { t } = useTranslation('editor');
  return (
    <div>
      <label htmlFor={ids.title} className={labelClass}>
        {t('form.title')}
        <RequiredMark />
      </label>
      <input
        id={ids.title}
        name="title"
        type="text"
        autoComplete="off"
        value={value}
        placeholder={t('form.titlePlaceholder')}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={issues.issues.title ? true : undefined}
        aria-describedby={issues.describedBy('title', `${ids.title}-counter`)}
        aria-required
        className={`${inputClass} text-lg`}
      />
      <div className="mt-1 flex items-start justify-between gap-3">
        <FieldMessage id={`${ids.title}-error`}>{issues.issues.title}</FieldMessage>
        <div className="ml-auto">
          <Counter
            id={`${ids.title}-counter`}
            count={textLength(value)}
            max={TITLE_MAX_LENGTH}
            label={t('form.characterCount')}
          />
        </div>
      </div>
    </div>
  );
}
