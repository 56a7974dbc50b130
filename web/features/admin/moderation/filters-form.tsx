import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import type { ModerationFilters } from './moderation-intents.ts';

const GROUPINGS = ['whatsnew', 'forum', 'casestudy', 'careers'] as const;
const LANGUAGES = ['ko', 'en', 'ja'] as const;
const fieldClass = 'min-h-11 rounded-md border border-flour-400 bg-white px-2 text-ink-900';

function Select({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
}) {
  const { t } = useTranslation('adminModeration');
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink-800">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={fieldClass}>
        <option value="">{t('filters.all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The console's filters as a GET form: every filtered view has its own address. */
export function FiltersForm({ mode, filters }: { mode: 'reports' | 'content'; filters: ModerationFilters }) {
  const { t } = useTranslation('adminModeration');
  const id = useId();
  return (
    <Form method="get" className="mb-6 flex flex-wrap items-end gap-3 rounded-lg border border-flour-300 bg-white p-4">
      {mode === 'reports' ? (
        <Select
          name="state"
          label={t('filters.state')}
          value={filters.state}
          options={(['waiting', 'upheld', 'dismissed'] as const).map((value) => ({
            value,
            label: t(`reportStates.${value}`),
          }))}
        />
      ) : (
        <>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-kind`} className="text-sm font-semibold text-ink-800">
              {t('content.kind')}
            </label>
            <select id={`${id}-kind`} name="kind" defaultValue={filters.kind ?? 'post'} className={fieldClass}>
              <option value="post">{t('content.kinds.post')}</option>
              <option value="reply">{t('content.kinds.reply')}</option>
            </select>
          </div>
          <Select
            name="state"
            label={t('filters.itemState')}
            value={filters.state}
            options={(['visible', 'hidden', 'deleted'] as const).map((value) => ({
              value,
              label: t(`itemStates.${value}`),
            }))}
          />
        </>
      )}
      <Select
        name="grouping"
        label={t('filters.grouping')}
        value={filters.grouping}
        options={GROUPINGS.map((value) => ({ value, label: t(`groupings.${value}`) }))}
      />
      <Select
        name="contentLang"
        label={t('filters.contentLang')}
        value={filters.contentLang}
        options={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
      />
      {mode === 'reports' ? (
        <>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-from`} className="text-sm font-semibold text-ink-800">
              {t('filters.from')}
            </label>
            <input id={`${id}-from`} type="date" name="from" defaultValue={filters.from ?? ''} className={fieldClass} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-to`} className="text-sm font-semibold text-ink-800">
              {t('filters.to')}
            </label>
            <input id={`${id}-to`} type="date" name="to" defaultValue={filters.to ?? ''} className={fieldClass} />
          </div>
        </>
      ) : (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-text`} className="text-sm font-semibold text-ink-800">
            {t('content.search')}
          </label>
          <input
            id={`${id}-text`}
            type="search"
            name="text"
            defaultValue={filters.text ?? ''}
            maxLength={100}
            className={fieldClass}
          />
        </div>
      )}
      <button type="submit" className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
        {t('filters.apply')}
      </button>
    </Form>
  );
}
