import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import { formatDay, type SettingsResult } from './settings-result.ts';
import { useResultToast } from './use-result-toast.ts';

/**
 * Marketing consent with its date (SPEC §2.2, §3.1) as a switch: each press saves at once
 * (userUpdate agreeMarketing); the API mails the consent proof when it is turned on.
 */
export function MarketingConsent({
  agreed,
  agreedAt,
  lang,
}: {
  agreed: boolean;
  agreedAt: string | null;
  lang: string;
}) {
  const { t } = useTranslation('member');
  const fetcher = useFetcher<SettingsResult>();
  const labelId = useId();
  const statusId = useId();
  const pending = fetcher.formData?.get('agreeMarketing');
  const shown = pending === undefined || pending === null ? agreed : pending === 'true';
  const saved = fetcher.data?.ok ? fetcher.data.agreeMarketing : undefined;
  useResultToast(fetcher.data, saved ? t('settings.marketing.on') : t('settings.marketing.off'));
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center justify-between gap-4">
      <input type="hidden" name="intent" value="marketing" />
      <input type="hidden" name="agreeMarketing" value={String(!agreed)} />
      <div>
        <p id={labelId} className="font-semibold text-ink-900">
          {t('settings.marketing.label')}
        </p>
        <p id={statusId} className="mt-1 text-sm text-ink-600">
          {agreed && agreedAt
            ? t('settings.marketing.agreedAt', { date: formatDay(agreedAt) })
            : t('settings.marketing.notAgreed')}
        </p>
        <Link to={`/${lang}/service/agreementmarketing`} className="mt-1 inline-block text-sm text-ember-800 underline">
          {t('settings.marketing.terms')}
        </Link>
      </div>
      <button
        type="submit"
        role="switch"
        aria-checked={shown}
        aria-labelledby={labelId}
        aria-describedby={statusId}
        disabled={fetcher.state !== 'idle'}
        className="group inline-flex h-8 w-14 shrink-0 items-center rounded-full bg-ink-500 p-1 transition-colors aria-checked:bg-ember-700 disabled:opacity-60"
      >
        <span className="size-6 rounded-full bg-white shadow-card transition-transform group-aria-checked:translate-x-6 rtl:group-aria-checked:-translate-x-6" />
      </button>
    </fetcher.Form>
  );
}
