import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { LOCALES, type Locale } from '../../../../common/i18n/locales.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { SettingsResult } from './settings-result.ts';
import { useResultToast } from './use-result-toast.ts';

/** The language of the e-mails the member receives (SPEC §3.1 lang, DECISIONS P27). */
export function MailLanguage({ current }: { current: Locale }) {
  const { t } = useTranslation('member');
  const { t: tc } = useTranslation();
  const fetcher = useFetcher<SettingsResult>();
  const selectId = useId();
  const saving = fetcher.state !== 'idle';
  useResultToast(fetcher.data, t('settings.mailLanguage.saved'));
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="mailLang" />
      <div className="flex min-w-48 flex-1 flex-col gap-2">
        <label htmlFor={selectId} className="font-semibold text-ink-900">
          {t('settings.mailLanguage.label')}
        </label>
        <select
          id={selectId}
          name="mailLang"
          defaultValue={current}
          className="min-h-11 rounded-md border border-ink-300 bg-white px-3 text-ink-900"
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {tc(`language.names.${locale}`)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary" disabled={saving} aria-busy={saving}>
        {saving ? t('settings.saving') : t('settings.mailLanguage.save')}
      </Button>
    </fetcher.Form>
  );
}
