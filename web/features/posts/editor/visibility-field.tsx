import { useTranslation } from 'react-i18next';
import { FieldMessage, labelClass, RequiredMark } from './field-parts.tsx';
import type { PostFormValues } from './post-form.ts';
import type { FormIssues } from './use-form-issues.ts';

/** Public or private (SPEC §2.2); a private post is seen by its author and administrators only. */
export function VisibilityField({
  value,
  issues,
  onChange,
}: {
  value: PostFormValues['visibility'];
  issues: FormIssues;
  onChange: (visibility: 'public' | 'private') => void;
}) {
  const { t } = useTranslation('editor');
  const error = issues.issues.visibility;
  return (
    <fieldset aria-describedby={error ? 'post-visibility-error' : undefined}>
      <legend className={labelClass}>
        {t('form.visibility')}
        <RequiredMark />
      </legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {(['public', 'private'] as const).map((visibility) => (
          <label key={visibility} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-base">
            <input
              id={`post-visibility-${visibility}`}
              type="radio"
              name="visibility"
              value={visibility}
              checked={value === visibility}
              onChange={() => onChange(visibility)}
              aria-invalid={error ? true : undefined}
              className="size-5 accent-ember-700"
            />
            {t(`form.${visibility}`)}
          </label>
        ))}
      </div>
      <p className="text-sm text-ink-600">{t('form.privateHint')}</p>
      <FieldMessage id="post-visibility-error">{error}</FieldMessage>
    </fieldset>
  );
}
